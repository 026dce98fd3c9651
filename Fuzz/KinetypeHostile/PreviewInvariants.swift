import KinetypeCore
import KinetypePreview

/// What the preview reader promises whatever the script: diagnostics rather than a trap, each
/// safe to print; a script exactly when there is no error; and a script it accepts can run
/// within the limits (`check` says ok only to what `preview` finishes): an hour at most,
/// every time finite, fps and canvas in range.
enum PreviewInvariants {
  static let origin = "fuzz.preview.yaml"

  static func violations(_ bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes.prefix(FuzzTarget.maximumInput), as: UTF8.self)
    let (script, diagnostics) = PreviewReader.read(text, origin: origin)
    var found: [String] = []
    for diagnostic in diagnostics {
      found += Violation.foreign("a diagnostic", in: diagnostic.description, allowing: .text)
    }
    let hasError = diagnostics.contains { $0.severity == .error }
    guard let script else {
      if !hasError { found.append("no script and no error") }
      return found
    }
    if hasError { found.append("a script came back with an error diagnostic") }
    for problem in script.problems(effects: ["fade"], fileExists: { _ in false }) {
      found += Violation.foreign("a problem", in: problem.description, allowing: .text)
    }
    if !(1...240).contains(script.fps) { found.append("fps \(script.fps) accepted") }
    let canvas = script.canvas
    if canvas.columns < 1 || canvas.rows < 1 || canvas.columns > 10_000 || canvas.rows > 10_000 {
      found.append("canvas \(canvas.columns)x\(canvas.rows) accepted")
    }
    let seconds = least(script)
    if !(seconds <= PreviewRunner.longest) {
      found.append("a script of at least \(seconds) s accepted (the limit is an hour)")
    }
    return found
  }

  /// The least time the script's steps take (docs/previews.md); effects count as nothing.
  static func least(_ script: PreviewScript) -> Double {
    var total = 0.0
    var pointer = GridPoint.zero
    for step in script.steps {
      switch step.action {
      case .wait(let seconds): total += seconds
      case .play(let effect), .morph(_, let effect): total += max(0, effect.playFor ?? 0)
      case .input(let input):
        switch input {
        case .key: total += 0.1
        case .type(let text): total += 0.08 * Double(text.count)
        case .click(let point):
          total += 0.15
          pointer = point
        case .drag(let points):
          var cells = 0
          for point in points {
            cells += max(abs(point.column - pointer.column), abs(point.row - pointer.row))
            pointer = point
          }
          total += 0.02 * Double(cells) + 0.1
        case .scroll(let steps, _): total += 0.05 * Double(steps.magnitude) + 0.1
        case .hold(let seconds, _): total += seconds + 0.1
        }
      default: break
      }
      if !total.isFinite { return total }
    }
    return total
  }
}
