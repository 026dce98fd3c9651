import KinetypeAnimation
import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeCompositor

/// `--existing-colors`: whose colours show when the input has colours and the effect
/// animates them.
@Suite("Existing colours")
struct ExistingColoursTests {
  /// "ab": `a` red from the input, `b` in the terminal's default colour; both held green by
  /// the effect.
  func frame(_ policy: ExistingColours) throws -> Frame {
    var canvas = Canvas(size: GridSize(columns: 2, rows: 1))
    canvas.existingColours = policy
    let compositor = Compositor(layout: layout("[red]a[/]b", markup: true), canvas: canvas)
    let timeline = try Timeline(
      glyphs: compositor.geometry(), models: compositor.models(),
      animations: [hold(.foregroundColour, RGBA(RGB(0, 255, 0)))], seed: 1)
    return compositor.frame(timeline.presentation(at: 0.5))
  }

  @Test func alwaysKeepsTheInputsColoursButColoursTheRest() throws {
    let f = try frame(.always)
    #expect(f[0, 0].style.foreground == .ansi(1))
    #expect(f[1, 0].style.foreground == .rgb(RGB(0, 255, 0)))
  }

  @Test func dynamicLetsTheEffectDecide() throws {
    let f = try frame(.dynamic)
    #expect(f[0, 0].style.foreground == .rgb(RGB(0, 255, 0)))
    #expect(f[1, 0].style.foreground == .rgb(RGB(0, 255, 0)))
  }

  @Test func ignoreDropsTheInputsColoursBeforeLayout() {
    let text = TextReader.read(
      "[red on #202020 fill=#303030 stroke=#5fafff bold]a[/]b", format: .markup
    ).text
    let plain = text.removingColours()
    #expect(plain.string == text.string)
    #expect(plain.runs.count == 2)
    let a = plain.runs[0].attributes
    #expect(a.style == CellStyle(attributes: .bold))
    #expect(a.fill == nil && a.stroke == nil)
    // Runs that become equal merge: an all-colour text becomes one plain run.
    #expect(
      TextReader.read("[red]a[/][blue]b[/]", format: .markup).text.removingColours().runs.count == 1
    )
  }
}
