import KinetypeAnimation
import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeCompositor

/// Where every glyph writes one cell and glyphs move all over, the cells a step changed are
/// composed alone (`IncrementalCompositor.composeCells(_:)`), and the frames are still those
/// composing from scratch gives: narrow glyphs moving across rows and over each other, under
/// and over the text, hidden, faded and reordered; wide glyphs coming and going switch
/// between cells and rows.
extension IncrementalCompositorTests {
  /// `animations(glyphs:)` with narrow symbols only, and the symbols of `wide` for a spell
  /// (a wide glyph now and then).
  static func narrowAnimations(glyphs count: Int, wide: [Symbol] = []) -> [Animation] {
    let symbols = [Symbol("*"), Symbol("|"), Symbol("→")] + wide
    let perGlyph = (0..<count).map { glyph in
      (0..<4).map { k in symbols[Int(SeededHash(seed: 5).unit(glyph * 4 + k) * 7) % symbols.count] }
    }
    let symbol = Animation(
      .keyframe(
        KeyframeAnimation(
          .symbol, values: perGlyph[0], calculationMode: .discrete, valuesByGlyph: perGlyph)),
      timing: Timing(duration: 2, autoreverses: true),
      stagger: Stagger(.random(channel: 5), spread: 1))
    return animations(glyphs: count).enumerated().compactMap { k, animation in
      // The fifth is the symbols, with wide ones among them.
      k == 4 ? symbol : animation
    }
  }

  /// Forward, as a recording samples, then through `check`'s orders: every frame is the one
  /// composed from scratch, the rows it changed are marked, each glyph is listed on the cell
  /// it leads at. Returns how many of its steps composed cells alone.
  @discardableResult
  static func checkByCells(
    _ c: Compositor, name: String, animations: [Animation], always: Bool = true
  ) throws -> Int {
    let timeline = try Timeline(
      glyphs: c.geometry(), models: c.models(), animations: animations, seed: 3)
    var incremental = IncrementalCompositor(c)
    incremental.alwaysByCells = always
    var live = LivePresentation(timeline)
    var previous: Frame?
    var byCells = 0
    let count = 180
    for k in 0...count {
      let time = timeline.duration * Double(k) / Double(count)
      let before = incremental.cellSteps
      let frame = incremental.frame(&live, at: time, drawsExtras: k != count)
      if incremental.cellSteps > before { byCells += 1 }
      let expected =
        k != count
        ? c.frame(timeline.presentation(at: time)) : c.finalFrame(timeline.presentation(at: time))
      #expect(frame == expected, "\(name): frame \(k) at t=\(time)")
      expectChangedRowsMarked(frame, since: previous, incremental, name: "\(name), frame \(k)")
      previous = frame
      expectListed(incremental, name: "\(name), frame \(k)")
    }
    try check(c, name: name, animations: animations, alwaysByCells: always)
    return byCells
  }

  /// An encoder reads only the rows marked changed: every row not marked is as it was.
  static func expectChangedRowsMarked(
    _ frame: Frame, since previous: Frame?, _ incremental: IncrementalCompositor, name: String
  ) {
    guard let previous else { return }
    for row in 0..<frame.size.rows where !incremental.changedRows[row] {
      let cells = (0..<frame.size.columns).map { row * frame.size.columns + $0 }
      #expect(
        cells.map { frame.cells[$0] } == cells.map { previous.cells[$0] },
        "\(name): row \(row) changed but not marked")
    }
  }

  /// A compositor for `layout` on a truecolour canvas `columns` by 5 with `extras` over it.
  static func particleCompositor(
    _ layout: TextLayout, columns: Int, extras: [ExtraGlyph]
  ) -> Compositor {
    let canvas = Canvas(
      size: GridSize(columns: columns, rows: 5), textOrigin: GridPoint(column: 1, row: 1),
      background: RGB(0, 0, 0), depth: .truecolor)
    return Compositor(layout: layout, canvas: canvas, rotations: shippedRotations, extras: extras)
  }

  /// Each glyph is listed once, on the cell its placement leads at when drawn there.
  static func expectListed(_ incremental: IncrementalCompositor, name: String) {
    let index = incremental.cellIndex
    guard index.isKept else { return }
    let size = incremental.frame.size
    var listed = [Int32](repeating: -1, count: incremental.placements.count)
    for cell in 0..<index.cells {
      for glyph in index.listed(on: cell) {
        #expect(listed[Int(glyph)] == -1, "\(name): glyph \(glyph) listed twice")
        listed[Int(glyph)] = Int32(cell)
      }
    }
    var wide = 0
    for (glyph, placement) in incremental.placements.enumerated() {
      let reach = IncrementalCompositor.reach(of: placement, in: size)
      #expect(listed[glyph] == reach.lead, "\(name): glyph \(glyph) on \(listed[glyph])")
      if reach.wide { wide += 1 }
    }
    #expect(index.wideCount == wide, "\(name): \(index.wideCount) wide, counted \(wide)")
  }

  @Test func narrowGlyphsMovingOverEachOtherComposeCellsAlone() throws {
    let c = compositor(
      "rain on the\nnarrow text,\nall of it", columns: 18, rows: 7,
      origin: GridPoint(column: 2, row: 1))
    let byCells = try Self.checkByCells(
      c, name: "narrow", animations: Self.narrowAnimations(glyphs: c.prepared.count))
    #expect(byCells > 60, "cells alone in \(byCells) of 180 steps")
  }

  @Test func narrowParticlesUnderAndOverTheText() throws {
    // Matrix's shape: a canvas of symbols under the text, rain columns over it.
    let layout = layout("rain on the\nnarrow text")
    let field = (0..<48).map { k in
      ExtraGlyph(text: "ｱ", width: 1, position: GridPoint(column: k % 16, row: k / 16 + 1))
    }
    let rain = (0..<30).map { k in
      ExtraGlyph(text: "|", width: 1, position: GridPoint(column: k % 16 - 1, row: k / 16 - 1))
    }
    let c = Self.particleCompositor(layout, columns: 16, extras: field + rain)
    let glyphs = layout.glyphs.count
    let under = Animation(
      .basic(BasicAnimation(.zIndex, from: -1, to: -1)),
      timing: Timing(duration: 3, fillMode: .both),
      glyphs: .indices(glyphs..<(glyphs + field.count)))
    let byCells = try Self.checkByCells(
      c, name: "particles",
      animations: Self.narrowAnimations(glyphs: c.prepared.count) + [under])
    #expect(byCells > 60, "cells alone in \(byCells) of 180 steps")
  }

  @Test func wideGlyphsComingAndGoingSwitchBetweenCellsAndRows() throws {
    // Narrow glyphs take a wide symbol for a spell, and a kerned tab is shown now and then:
    // steps with one compose rows, the others cells, and the buffers stay right across.
    let c = compositor(
      "[fill=#303030]t\tz[/] narrow\nglyphs, wide now\nand then", markup: true, columns: 20,
      rows: 6, origin: GridPoint(column: 1, row: 1))
    let some = try Self.checkByCells(
      c, name: "coming and going",
      animations: Self.narrowAnimations(glyphs: c.prepared.count, wide: [Symbol("漢")]))
    #expect(some > 0 && some < 120, "cells alone in \(some) of 180 steps")
    let d = compositor(
      "narrow glyphs,\nwide now\nand then", columns: 18, rows: 6,
      origin: GridPoint(column: 1, row: 1))
    let count = d.prepared.count
    // Two glyphs are wide for a short spell each; the rest of the time no glyph is.
    let symbols = (0..<count).map { _ in [Symbol("x"), Symbol("漢"), Symbol("y"), Symbol("z")] }
    let wide = Animation(
      .keyframe(
        KeyframeAnimation(
          .symbol, values: symbols[3], calculationMode: .discrete, valuesByGlyph: symbols)),
      timing: Timing(beginTime: 0.8, duration: 1.2),
      glyphs: .set([3, 17]))
    let spells = try Self.checkByCells(
      d, name: "spells", animations: Self.narrowAnimations(glyphs: count) + [wide])
    #expect(spells > 60 && spells < 170, "cells alone in \(spells) of 180 steps")
  }

  @Test func cellsAloneAreComposedWhereTheyPayAndTheIndexIsDroppedWhereNot() throws {
    // A page of text: all of it moves for a second, then ten glyphs alone, then all again.
    let lines = (0..<30).map { line in
      String((0..<80).map { Character(UnicodeScalar(UInt8(97 + ($0 + line) % 26))) })
    }
    let c = compositor(
      lines.joined(separator: "\n"), columns: 84, rows: 32, origin: GridPoint(column: 1, row: 1))
    func moving(_ glyphs: GlyphSelection, _ timing: Timing, by shift: Vector) -> Animation {
      Animation(
        .basic(BasicAnimation(.offset, from: .zero, to: shift)), timing: timing, glyphs: glyphs)
    }
    let ten = GlyphSelection.set(Set((0..<10).map { $0 * 240 + 3 }))
    // All of it bobs by more than a row a frame: every glyph is placed again every step.
    let bobbing = Vector(dx: 0, dy: 8)
    let animations = [
      moving(.all, Timing(duration: 0.1, repeatCount: 5, autoreverses: true), by: bobbing),
      moving(
        ten, Timing(duration: 0.5, repeatCount: 3, autoreverses: true), by: Vector(dx: 30, dy: 0)),
      moving(
        .all, Timing(beginTime: 2.2, duration: 0.1, repeatCount: 4, autoreverses: true),
        by: bobbing),
    ]
    let timeline = try Timeline(
      glyphs: c.geometry(), models: c.models(), animations: animations, seed: 3)
    var incremental = IncrementalCompositor(c)
    var live = LivePresentation(timeline)
    var (byCells, kept, dropped) = (0, 0, 0)
    for k in 0...180 {
      let time = Double(k) / 60
      let (before, wasKept) = (incremental.cellSteps, incremental.cellIndex.isKept)
      let frame = incremental.frame(&live, at: time)
      #expect(frame == c.frame(timeline.presentation(at: time)), "frame \(k) at t=\(time)")
      if incremental.cellSteps > before { byCells += 1 }
      if incremental.cellIndex.isKept && !wasKept { kept += 1 }
      if !incremental.cellIndex.isKept && wasKept { dropped += 1 }
      Self.expectListed(incremental, name: "frame \(k)")
      // By cells only while ten glyphs move alone, from two steps after the index is built.
      if incremental.cellSteps > before { #expect(time > 1 && time < 2.3, "by cells at t=\(time)") }
    }
    #expect(byCells > 50, "cells alone in \(byCells) of 180 steps")
    #expect(kept == 1 && dropped == 1, "index built \(kept) and dropped \(dropped) times")
  }

  @Test func aPileOfGlyphsOnOneCellTakesItsRowsCompose() throws {
    // A hundred glyphs piled on one cell, reordered and recoloured, others moving through it.
    let layout = layout("pile up\nhere")
    let pile = (0..<100).map { k in
      ExtraGlyph(text: k % 2 == 0 ? "*" : "+", width: 1, position: GridPoint(column: 5, row: 2))
    }
    let rain = (0..<20).map { k in
      ExtraGlyph(text: "|", width: 1, position: GridPoint(column: k % 10, row: k / 10))
    }
    let c = Self.particleCompositor(layout, columns: 12, extras: pile + rain)
    // The pile holds still; the rain falls through it and the text; the rest as in
    // `narrowAnimations` (reordering, fading, hiding and recolouring the pile too).
    let count = c.prepared.count
    let first = layout.glyphs.count + pile.count
    let falls = (0..<count).map { glyph in
      glyph >= first
        ? [Vector.zero, Vector(dx: 0, dy: 4), Vector(dx: 1, dy: 2)] : [.zero, .zero, .zero]
    }
    let falling = Animation(
      .keyframe(KeyframeAnimation(.offset, values: falls[0], valuesByGlyph: falls)),
      timing: Timing(duration: 2, autoreverses: true),
      stagger: Stagger(.random(channel: 9), spread: 1))
    let animations = [falling] + Self.narrowAnimations(glyphs: count).dropFirst()
    let byCells = try Self.checkByCells(c, name: "pile", animations: animations)
    #expect(byCells > 60, "cells alone in \(byCells) of 180 steps")
  }
}
