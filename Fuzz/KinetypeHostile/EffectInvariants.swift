import KinetypeCore
import KinetypeEffects

/// What the effect reader promises whatever the file: it returns diagnostics rather than
/// trapping, each safe to print (controls from the file shown, never written), and `check`
/// and `read` agree on whether the file is usable.
enum EffectInvariants {
  static let origin = "fuzz.yaml"

  static func violations(_ bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes.prefix(FuzzTarget.maximumInput), as: UTF8.self)
    let problems = EffectLibrary.check(text: text, origin: origin)
    var found: [String] = []
    for diagnostic in problems {
      found += Violation.foreign("a diagnostic", in: diagnostic.description, allowing: .text)
      if diagnostic.location.file != origin {
        found.append("a diagnostic does not name the file: \(safe(diagnostic.description))")
      }
    }
    let checkFails = problems.contains { $0.severity == .error }
    do {
      _ = try EffectLibrary.read(text: text, origin: origin)
    } catch {
      if !checkFails {
        found.append(
          "check found no error but reading failed: \(safe(error.diagnostics.description))")
      }
    }
    return found
  }

  static func safe(_ text: String) -> String { ForeignByteScanner.visible(Array(text.utf8)) }
}
