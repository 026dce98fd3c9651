import KinetypeAnimation
import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeCompositor

/// A glyph that changes only the one cell it writes, and wrote it last, is patched in place
/// (`IncrementalCompositor.patch()`), and the frames are still those composing from scratch
/// gives: glyphs fading under others, beside wide glyphs and kerns, in both buffers.
extension IncrementalCompositorTests {
  /// Colours fading glyph by glyph, some glyphs held over others (a narrow glyph over its
  /// neighbour, one over half of a wide glyph, a wide glyph's right half over a narrow one),
  /// some stepping symbols, a few moving now and
  /// then, filled tab kerns: the glyphs under others, wide and kerned take their rows again.
  static func patchedScene() -> (Compositor, [Animation]) {
    let c = compositor(
      "ab漢字c d\nxy 👍 bq\n[fill=#303030]t\tz[/] e\u{301}f", markup: true, columns: 16,
      rows: 5, origin: GridPoint(column: 1, row: 0))
    let count = c.prepared.count
    func perGlyph<Value: PropertyValue>(
      _ key: PropertyKey<Value>, _ values: (Int) -> [Value], _ timing: Timing,
      mode: KeyframeAnimation.CalculationMode = .linear, stagger: Stagger? = nil
    ) -> Animation {
      let values = (0..<count).map(values)
      return Animation(
        .keyframe(
          KeyframeAnimation(
            key, values: values[0], calculationMode: mode, valuesByGlyph: values)),
        timing: timing, stagger: stagger)
    }
    let held = Timing(duration: 4, fillMode: .both)
    // 字 steps right, its right half over the c after it; every fourth glyph steps left.
    let glyphs = c.layout.glyphs
    func isWide(_ glyph: Int) -> Bool { glyphs[glyph].text == "字" }
    func shift(_ glyph: Int) -> Vector {
      Vector(dx: isWide(glyph) ? 1 : glyph % 4 == 1 ? -1 : 0, dy: 0)
    }
    let overlap = perGlyph(.offset, { [shift($0)] }, held)
    let over = perGlyph(.zIndex, { [isWide($0) || $0 % 4 == 1 ? 1 : 0] }, held, mode: .discrete)
    let fade = perGlyph(
      .foregroundColour,
      { glyph in
        [
          RGBA(red: 1, green: 1, blue: 1),
          RGBA(red: 0.1, green: 0.3 + 0.05 * Double(glyph % 9), blue: 0.2),
        ]
      },
      Timing(duration: 1.5), stagger: Stagger(.random(channel: 4), spread: 1.5))
    // 字 keeps its own symbol, so that it stays wide while the c under it fades.
    let steps = perGlyph(
      .symbol,
      { glyph in
        isWide(glyph)
          ? Array(repeating: Symbol("字"), count: 3)
          : [Symbol(glyph % 3 == 0 ? "*" : "+"), Symbol("#"), Symbol(glyph % 2 == 0 ? "%" : "=")]
      },
      Timing(duration: 2.5), mode: .discrete, stagger: Stagger(.index, spread: 0.5))
    // A few glyphs step down a row and back, from where the others are held.
    let moving = perGlyph(
      .offset,
      { glyph in
        let down = Vector(dx: shift(glyph).dx, dy: glyph % 7 == 5 ? 1 : 0)
        return [shift(glyph), down, shift(glyph)]
      },
      Timing(duration: 1.3, repeatCount: 2), mode: .discrete)
    return (c, [overlap, over, fade, steps, moving])
  }

  @Test func cellsChangedAloneArePatched() throws {
    let (c, animations) = Self.patchedScene()
    try Self.check(c, name: "patched", animations: animations)
  }

  @Test func patchesAreTakenAndMissOnlyWhatTheyMay() throws {
    // Sampled often and forward, as a recording samples: patches happen (the test above could
    // pass with none), each frame is the one composed from scratch, the rows it changed are
    // marked for an encoder, and a glyph patched is the owner of its cell.
    let (c, animations) = Self.patchedScene()
    let timeline = try Timeline(
      glyphs: c.geometry(), models: c.models(), animations: animations, seed: 3)
    var incremental = IncrementalCompositor(c)
    var live = LivePresentation(timeline)
    var patchedFrames = 0
    var previous: Frame?
    let count = 240
    for k in 0...count {
      let time = timeline.duration * Double(k) / Double(count)
      let frame = incremental.frame(&live, at: time)
      #expect(frame == c.frame(timeline.presentation(at: time)), "frame \(k) at t=\(time)")
      // An encoder reads only the rows marked changed: a patched cell's row is among them.
      Self.expectChangedRowsMarked(frame, since: previous, incremental, name: "frame \(k)")
      previous = frame
      let stalePatches = incremental.stalePatches[..<incremental.stalePatchCount]
      if !stalePatches.isEmpty { patchedFrames += 1 }
      for cell in stalePatches {
        let glyph = incremental.owners[Int(cell)]
        #expect(glyph >= 0, "frame \(k): cell \(cell) patched with no owner")
        guard glyph >= 0 else { continue }
        let placement = try #require(incremental.placements[Int(glyph)])
        #expect(placement.at.row * frame.size.columns + placement.at.column == Int(cell))
        // The cell shows what its owner writes there.
        #expect(frame.cells[Int(cell)].cluster == placement.cluster)
        #expect(frame.cells[Int(cell)].packedStyle == placement.packedStyle)
      }
    }
    #expect(patchedFrames > count / 4, "patched in \(patchedFrames) of \(count) frames")
  }
}
