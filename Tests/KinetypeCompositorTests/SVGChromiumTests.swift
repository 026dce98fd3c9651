import Foundation
import KinetypeCore
import Testing

@testable import KinetypeCompositor
@testable import KinetypeHeadless

/// The SVG of a real recording, played by a browser: headless Chromium loads it, its DOM holds
/// the text, and screenshots taken at two times show the animation's two ends. Where Chromium
/// is missing or fails, these tests fail and say why.
@Suite("SVG recording in headless Chromium", .serialized)
struct SVGChromiumTests {
  /// The fixture's recording written into a fresh folder; the caller removes the folder.
  static func written() throws -> (folder: URL, file: URL, fixture: SVGFixture) {
    let fixture = try SVGFixture()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("recording.svg")
    try fixture.recording().document(duration: fixture.scene.duration)
      .write(to: file, atomically: true, encoding: .utf8)
    return (folder, file, fixture)
  }

  @Test func chromiumLoadsTheSVGAndItsDOMHoldsEveryScreensText() throws {
    let chromium = try Chromium.locate()
    let (folder, file, fixture) = try Self.written()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dom = try chromium.dumpDOM(of: file, in: folder)
    // Chromium shows a document that is not XML as an XHTML page with a <parsererror>.
    #expect(!dom.contains("parsererror"), "\(dom.prefix(2000))")
    let root = try XMLTreeBuilder.parse(dom)
    #expect(root.name == "svg")
    let groups = root.children.filter { $0.name == "g" }
    let distinct = fixture.distinctFrames
    #expect(groups.count == distinct.count)
    for (group, frame) in zip(groups, distinct) { expectText(of: group, matches: frame) }
    #expect(dom.contains("Kin") && dom.contains("a&lt;b &amp; ]]&gt;"))
  }

  @Test func screenshotsAreNotBlankAndShowTheAnimationsStartAndEnd() throws {
    let chromium = try Chromium.locate()
    let (folder, file, fixture) = try Self.written()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(fixture.scene.duration < 2)
    // The fixture goes from red (#ff1a1a) to blue (#3366ff); 50 ms in, every glyph is red; 5 s
    // in, the recording has ended and holds its last screen, all blue.
    let start = try chromium.screenshot(
      of: file, width: 300, height: 80, afterMilliseconds: 50, in: folder)
    let reddish = { (c: PNGPixels.RGBKey) in c.red > 150 && c.green < 90 && c.blue < 90 }
    // Chromium's virtual time drives the CSS animation, but on a loaded machine a shot can be
    // taken before the animation has caught up; a recording that never ends stays red in all
    // three shots, each given longer.
    var end = try chromium.screenshot(
      of: file, width: 300, height: 80, afterMilliseconds: 5000, in: folder)
    for budget in [10_000, 20_000] where end.count(where: reddish) > 0 {
      end = try chromium.screenshot(
        of: file, width: 300, height: 80, afterMilliseconds: budget, in: folder)
    }
    let bluish = { (c: PNGPixels.RGBKey) in c.blue > 150 && c.red < 100 }
    let black = PNGPixels.RGBKey(red: 0, green: 0, blue: 0)
    let panel = PNGPixels.RGBKey(red: 0x30, green: 0x30, blue: 0x30)
    for (name, shot) in [("start", start), ("end", end)] {
      #expect(shot.width == 300 && shot.height == 80, "\(name)")
      // Not blank: the background, the grey panel, and text in many antialiased shades.
      #expect(shot.counts.count > 10, "\(name): \(shot.counts.count) colours")
      #expect(shot.counts[black, default: 0] > 300 * 80 / 2, "\(name): the background shows")
      // The panel is 9 cells of 10 × 20 pixels, less what its text covers.
      #expect(shot.counts[panel, default: 0] > 9 * 200 / 2, "\(name): the panel shows")
    }
    #expect(start.count(where: reddish) > 50)
    #expect(start.count(where: bluish) == 0)
    #expect(end.count(where: bluish) > 50)
    #expect(end.count(where: reddish) == 0)
  }
}
