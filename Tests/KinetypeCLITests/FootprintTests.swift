import Foundation
import KinetypeTestSupport
import Testing

/// What keeps the shipped binary small: no full Foundation (its internationalisation links
/// ICU's tables, a third of a static binary), no Yams.
@Suite struct FootprintTests {
  /// Targets that never ship: the build-time tool and the benchmarks.
  static let unshipped = ["EmbedEffectsTool", "KinetypeBench"]

  @Test func noShippedSourceImportsFoundation() throws {
    let sources = Repository.root.appendingPathComponent("Sources")
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    var offenders: [String] = []
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      guard !Self.unshipped.contains(where: { path.hasPrefix($0 + "/") }) else { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      let imports = text.split(separator: "\n").filter {
        $0.hasPrefix("import ") || $0.hasPrefix("@_exported import ")
      }
      if imports.contains(where: { $0.hasSuffix(" Foundation") || $0.hasSuffix(" Yams") }) {
        offenders.append(path)
      }
    }
    #expect(offenders == [], "import FoundationEssentials instead")
  }
}
