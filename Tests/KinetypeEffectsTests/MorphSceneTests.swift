import Foundation
import KinetypeTestSupport
import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeEffects
import KinetypeLayout
import Testing

@testable import Kinetype

/// `kinetype morph` and `render --from`: two texts matched on one canvas, played by the
/// shipped morph effect (or by animations built here from the glyph facts).
@Suite("Morph scenes")
struct MorphSceneTests {
  /// `old` and `new` laid out and placed at `anchor` on a `columns × rows` canvas.
  struct Setup {
    var old: TextLayout
    var new: TextLayout
    var canvas: Canvas
    var oldCanvas: Canvas
    var morph: TextMorph
    var compositor: Compositor
    var facts: [GlyphFacts]

    init(
      _ old: String, _ new: String, format: TextFormat = .plain, columns: Int, rows: Int,
      anchor: GridAnchor = .c
    ) {
      self.old = Typesetter.layout(
        TextReader.read(old, format: format).text, options: LayoutOptions())
      self.new = Typesetter.layout(
        TextReader.read(new, format: format).text, options: LayoutOptions())
      let size = GridSize(columns: columns, rows: rows)
      canvas = Canvas(size: size, placing: self.new.size, at: anchor)
      oldCanvas = Canvas(size: size, placing: self.old.size, at: anchor)
      morph = TextMorph(
        from: self.old, at: oldCanvas.textOrigin, to: self.new, at: canvas.textOrigin)
      compositor = Compositor(
        layout: self.new, canvas: canvas, rotations: shippedRotations, extras: morph.extras)
      facts = morph.glyphFacts(geometry: compositor.geometry())
    }

    /// The old text at rest on the same canvas.
    var oldFrame: Frame { Compositor(layout: old, canvas: oldCanvas).staticFrame() }

    /// A scene of the shipped morph effect, with `extra` animations after its own.
    func scene(_ extra: [Animation] = []) throws -> Scene {
      let (description, origin) = try shippedLibrary.load("morph")
      let (animations, anchor) = try description.animations(
        glyphs: facts, seed: fixtureSeed, origin: origin)
      return try Scene(
        compositor: compositor, animations: animations + extra, anchor: anchor, seed: fixtureSeed)
    }
  }

  @Test func rolesAndOriginsFollowTheMatch() {
    // "abcd" (canvas columns 0–3) becomes "bd" (columns 1–2): b and d are shared, a and c old.
    let s = Setup("abcd", "bd", columns: 4, rows: 1)
    #expect(s.facts.map(\.role) == [.shared, .shared, .old, .old])
    #expect(s.facts.map(\.index) == [0, 1, 2, 3])
    // Origins and extras are in the new text's coordinates: its (0, 0) is canvas column 1.
    #expect(
      s.facts.map(\.origin) == [
        GridPoint(column: 0, row: 0), GridPoint(column: 2, row: 0), nil, nil,
      ])
    #expect(s.morph.extras.map(\.text) == ["a", "c"])
    #expect(
      s.morph.extras.map(\.position) == [
        GridPoint(column: -1, row: 0), GridPoint(column: 1, row: 0),
      ])
    #expect(s.facts[2].position == GridPoint(column: -1, row: 0))
    // Extras are words and lines of their own, as the compositor numbers them.
    #expect(s.facts[2].wordIndex == s.compositor.geometry()[2].wordIndex)
    #expect(Set(s.facts.map(\.lineIndex)).count == 3)
  }

  @Test func glyphsOnlyInTheNewTextAreNewAndLineBreaksAreNotMatched() {
    let s = Setup("one two", "two\nthree", columns: 9, rows: 2, anchor: .nw)
    let roles = s.facts.prefix(s.new.glyphs.count).map { $0.role! }
    // "two" is shared; the line break and "three" (but for letters matched in order) are new.
    #expect(roles[0...2] == [.shared, .shared, .shared])
    #expect(roles[3] == .new)
    #expect(s.facts[0].origin == GridPoint(column: 4, row: 0))
    #expect(s.facts.suffix(from: s.new.glyphs.count).allSatisfy { $0.role == .old })
    let oldTexts = s.morph.extras.map(\.text).joined()
    let sharedCount = roles.filter { $0 == .shared }.count
    // Every old glyph is shared or left over.
    #expect(oldTexts.count + sharedCount == s.old.glyphs.count)
  }

  @Test func theMorphStartsOnTheOldTextAndEndsExactlyOnTheNew() throws {
    // Shared glyphs that keep their cell: the shipped effect (no travel yet) starts on the old
    // text exactly.
    let s = Setup("cat", "cut", columns: 5, rows: 1)
    let scene = try s.scene()
    #expect(boxed(scene.frame(at: 0).rows) == boxed([" cat "]))
    #expect(scene.frame(at: 0) == s.oldFrame)
    #expect(scene.finalFrame == s.compositor.staticFrame())
    #expect(scene.finalFrame.rows == [" cut "])
    // On the way only the middle cell changes, from the old glyph to the new.
    let middle = Set((1..<40).map { scene.frame(at: scene.duration * Double($0) / 40).rows[0] })
    #expect(middle.isSubset(of: [" cat ", " c t ", " cut "]) && middle.contains(" cut "))
  }

  @Test func sharedGlyphsTravellingFromTheirOriginStartOnTheOldText() throws {
    // Travel built here from the facts' origins (the effect format gains `spawn: origin` later):
    // at t = 0 every glyph shows where the old text had it.
    for (old, new) in [
      ("abc def", "def abc"), ("hello brave world", "a brave new world"), ("ab\ncd", "cd ab"),
    ] {
      let s = Setup(old, new, columns: 20, rows: 3)
      let travel = s.facts.compactMap { fact -> Animation? in
        guard fact.role == .shared, let origin = fact.origin else { return nil }
        let from = Vector(
          dx: Double(origin.column - fact.position.column),
          dy: Double(origin.row - fact.position.row))
        return Animation(
          .basic(BasicAnimation(.offset, from: from, to: .zero)), timing: Timing(duration: 1),
          glyphs: .set([fact.index]))
      }
      let scene = try s.scene(travel)
      #expect(boxed(scene.frame(at: 0).rows) == boxed(s.oldFrame.rows), "\(old) → \(new)")
      #expect(scene.frame(at: 0) == s.oldFrame, "\(old) → \(new)")
      #expect(scene.finalFrame == s.compositor.staticFrame(), "\(old) → \(new)")
    }
  }

  @Test func theCanvasFitsBothTextsWhenNoneIsGiven() throws {
    let (description, origin) = try shippedLibrary.load("morph")
    let effect = try Effect(description, origin: origin, rotations: shippedRotations)
    let scene = try SceneRecipe(seed: 3).morphScene(
      from: AttributedText(plain: "a\nb\nc"), to: AttributedText(plain: "hello"), effect: effect)
    #expect(scene.compositor.canvas.size == GridSize(columns: 5, rows: 3))
    #expect(scene.finalFrame.rows == ["     ", "hello", "     "])
    #expect(scene.frame(at: 0).rows == ["  a  ", "  b  ", "  c  "])
  }

  /// Texts the shipped morph effect is recorded on, as (name, old, new) in markup.
  static let morphFixtures = [
    ("reworded", "hello brave world", "a brave new world"),
    ("mixed, reflowed", fixtureMarkup, "[bold]Kinetype[/] 👍\n漢字 [#5fafff]go![/] →"),
    ("from nothing", "", "x y"),
    ("to nothing", "x y", ""),
  ]

  /// The morph gallery: the shipped morph effect from each old text to its new one at 0, 25,
  /// 50, 75 and 100 %, in `Snapshots/Morphs/` (the effect's one-text snapshots are with the
  /// others').
  @Test func gallery() throws {
    var out =
      "# morph on \(fixtureCanvas.columns)x\(fixtureCanvas.rows), seed \(fixtureSeed), truecolor\n"
    for (name, old, new) in Self.morphFixtures {
      let s = Setup(
        old, new, format: .markup, columns: fixtureCanvas.columns, rows: fixtureCanvas.rows)
      let scene = try s.scene()
      #expect(scene.finalFrame == s.compositor.staticFrame(), "\(name)")
      for progress in EffectSnapshotTests.progresses {
        let time = scene.duration * Double(progress) / 100
        out += "\n== \(name): \(progress)% t=\(String(format: "%.6f", time)) ==\n"
        out += Snapshot.text(scene.frame(at: time))
      }
    }
    Snapshot.check(
      out, file: "morph.txt", in: snapshotsFolder.appendingPathComponent("Morphs"))
  }

  @Test func largeTextsMorphQuickly() throws {
    let line = "the quick brown fox jumps over the lazy dog "
    let old = String(repeating: line, count: 100)
    let new = String(repeating: line.uppercased() + line, count: 50)
    let start = ContinuousClock.now
    let s = Setup(old, new, columns: 80, rows: 24)
    let scene = try s.scene()
    _ = scene.frame(at: scene.duration / 2)
    #expect(ContinuousClock.now - start < .seconds(20))
    #expect(s.facts.count == s.new.glyphs.count + s.morph.extras.count)
  }
}

/// Rows of a frame with `|` either side, so that trailing blanks show in failure messages.
private func boxed(_ rows: [String]) -> [String] { rows.map { "|" + $0 + "|" } }
