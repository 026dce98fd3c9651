import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import KinetypeLayout
import Testing

@testable import KinetypeDemo

/// The scroll scene's inputs as (state, event) → state, without a terminal, on the real
/// `effects/scroll-scene.yaml`.
@Suite struct ScrollSceneTests {
  static let size = GridSize(columns: 80, rows: 22)

  static func scene(size: GridSize = size) throws -> ScrollScene {
    try ScrollScene(DemoFixtures.resources()).update(.resized(size, time: 0))
  }

  static func key(_ code: Key.Code, at time: Double = 1) -> ProgramEvent {
    .key(Key(code), time: time)
  }

  static func mouse(
    _ kind: MouseEvent.Kind, row: Int, column: Int = size.columns - 1, at time: Double = 1
  ) -> ProgramEvent {
    .mouse(
      MouseEvent(
        kind, button: kind == .press || kind == .drag ? .left : .none,
        at: GridPoint(column: column, row: row), time: time))
  }

  /// After every motion has ended.
  static let later = 100.0

  @Test func theArrowsScrollARowEasingThere() throws {
    var scene = try Self.scene()
    scene = scene.update(Self.key(.down, at: 1))
    #expect(scene.target == 1)
    #expect(scene.report == "row 1 of \(Int(scene.scrollbar.maxPosition))")
    #expect(scene.position(at: 1) == 0)
    let halfway = scene.position(at: 1 + ScrollScene.easeDuration / 2)
    #expect(halfway > 0 && halfway < 1)
    #expect(scene.position(at: 1 + ScrollScene.easeDuration) == 1)
    #expect(scene.nextChange(after: 1.1) == 1.1)
    #expect(scene.nextChange(after: 1.2) == nil)
    scene = scene.update(Self.key(.up, at: 2))
    #expect(scene.target == 0)
    // Clamped at the top: nothing to ease toward.
    scene = scene.update(Self.key(.up, at: 3))
    #expect(scene.target == 0 && scene.nextChange(after: 3) == nil)
    #expect(scene.report == "row 0 of \(Int(scene.scrollbar.maxPosition))")
  }

  @Test func pageKeysAndSpaceScrollAScreenLessOneRow() throws {
    var scene = try Self.scene()
    scene = scene.update(Self.key(.pageDown))
    #expect(scene.target == 21)
    scene = scene.update(Self.key(.character(" ")))
    #expect(scene.target == 42)
    scene = scene.update(Self.key(.pageUp))
    #expect(scene.target == 21)
    // With a modifier the key is not the scene's.
    scene = scene.update(.key(Key(.pageDown, modifiers: .ctrl), time: 2))
    #expect(scene.target == 21)
  }

  @Test func quickPressesAddUpFromTheTargetNotFromWhereTheEaseIs() throws {
    var scene = try Self.scene()
    scene = scene.update(Self.key(.pageDown, at: 1))
    scene = scene.update(Self.key(.pageDown, at: 1.05))
    #expect(scene.target == 42)
    let there = scene.position(at: 1.05)
    #expect(there > 0 && there < 21)
    #expect(scene.position(at: 1.05 + ScrollScene.easeDuration) == 42)
  }

  @Test func homeAndEndGoToTheEnds() throws {
    var scene = try Self.scene()
    let end = scene.scrollbar.maxPosition
    #expect(end == Double(scene.page.height - Self.size.rows) && end > 3 * 22)
    scene = scene.update(Self.key(.end))
    #expect(scene.target == end)
    scene = scene.update(Self.key(.pageDown, at: 2))
    #expect(scene.target == end)
    scene = scene.update(Self.key(.home, at: 3))
    #expect(scene.target == 0)
  }

  @Test func theWheelScrollsThreeRowsAsGesturesOnly() throws {
    var scene = try Self.scene()
    let cell = GridPoint(column: 10, row: 5)
    scene = scene.update(.gesture(Gesture(.wheelDown, button: .none, at: cell, time: 1)))
    #expect(scene.target == 3)
    // The mouse report each turn also arrives as is not counted twice.
    scene = scene.update(.mouse(MouseEvent(.wheelDown, at: cell, time: 1)))
    #expect(scene.target == 3)
    scene = scene.update(.gesture(Gesture(.wheelDown, button: .none, at: cell, time: 1.1)))
    scene = scene.update(.gesture(Gesture(.wheelUp, button: .none, at: cell, time: 1.2)))
    #expect(scene.target == 3)
  }

  @Test func draggingTheThumbScrollsAtOnceAndTheReleaseLetsGo() throws {
    var scene = try Self.scene()
    let bar = scene.scrollbar
    #expect(bar.thumb(at: 0) == 0..<bar.thumbLength)
    // Take the thumb by its second row and drag it down to row 9.
    scene = scene.update(Self.mouse(.press, row: 1, at: 1))
    #expect(scene.grab == 1 && scene.target == 0)
    scene = scene.update(Self.mouse(.drag, row: 9, at: 1.1))
    #expect(scene.target == bar.position(thumbTop: 8))
    #expect(scene.position(at: 1.1) == scene.target)
    #expect(bar.thumb(at: scene.target).lowerBound == 8)
    let column = Self.size.columns - 1
    let frame = scene.frame(at: 1.1)
    #expect(
      (0..<Self.size.rows).filter { frame[column, $0].text == "█" }
        == Array(bar.thumb(at: scene.target)))
    // Past the end of the trough: the bottom of the page.
    scene = scene.update(Self.mouse(.drag, row: 30, at: 1.2))
    #expect(scene.target == bar.maxPosition)
    scene = scene.update(Self.mouse(.release, row: 30, at: 1.3))
    #expect(scene.grab == nil)
    scene = scene.update(Self.mouse(.drag, row: 2, at: 1.4))
    #expect(scene.target == bar.maxPosition)
  }

  @Test func clickingTheTroughScrollsAPageTowardTheClick() throws {
    var scene = try Self.scene()
    scene = scene.update(Self.mouse(.press, row: 20, at: 1))
    #expect(scene.target == 21 && scene.grab == nil)
    scene = scene.update(Self.mouse(.release, row: 20, at: 1.05))
    scene = scene.update(Self.mouse(.press, row: 20, at: 2))
    #expect(scene.target == 42)
    scene = scene.update(Self.mouse(.press, row: 0, at: 3))
    #expect(scene.target == 21)
    // Presses off the bar, and drags nobody holds, scroll nothing.
    scene = scene.update(Self.mouse(.press, row: 20, column: 40, at: 4))
    scene = scene.update(Self.mouse(.drag, row: 3, column: 40, at: 4.1))
    #expect(scene.target == 21 && scene.grab == nil)
  }

  @Test func resizingKeepsThePositionOnThePage() throws {
    var scene = try Self.scene()
    scene = scene.update(Self.key(.end))
    let taller = GridSize(columns: 80, rows: 40)
    scene = scene.update(.resized(taller, time: 2))
    #expect(scene.target == Double(scene.page.height - 40))
    #expect(scene.nextChange(after: 2) == nil)
  }

  // MARK: - The picture is a function of the position

  /// The intro's title, in display type: whole at the top of the page, then its cells scatter
  /// upward column by column (the left ones first) as the page scrolls.
  @Test func titleLettersScatterAsThePageScrolls() throws {
    let scene = try Self.scene(size: GridSize(columns: 120, rows: 38))
    let font = try DemoFixtures.resources().findFont("smooth")
    let title = Typesetter.layout(
      AttributedText(plain: "KINETYPE"), options: LayoutOptions(font: font))
    let left = (119 - title.size.columns) / 2
    var expected = Array(repeating: Array(repeating: Character(" "), count: 119), count: 8)
    for glyph in title.glyphs where glyph.width > 0 {
      expected[glyph.position.row][left + glyph.position.column] = Character(glyph.text)
    }
    /// Rows 3…10 of the view (the scrollbar left out), blocks only.
    func titleRows(at position: Double) -> [[Character]] {
      scene.frame(position: position).rows[3..<11].map { row in
        Array(row.dropLast()).map { "█▀▄".contains($0) ? $0 : " " }
      }
    }
    #expect(titleRows(at: 0) == expected)
    // Half way through the scatter the left end has left its rows and the right end has not.
    let midway = titleRows(at: 12)
    func inked(_ rows: [[Character]], _ columns: Range<Int>) -> Int {
      rows.map { row in columns.filter { row[$0] != " " }.count }.reduce(0, +)
    }
    let leftQuarter = left..<(left + title.size.columns / 4)
    let rightQuarter = (left + title.size.columns * 3 / 4)..<(left + title.size.columns)
    #expect(inked(midway, leftQuarter) < inked(expected, leftQuarter))
    #expect(inked(midway, rightQuarter) == inked(expected, rightQuarter))
  }

  @Test func theProgressBarsFillWithThePosition() throws {
    let scene = try Self.scene(size: GridSize(columns: 120, rows: 38))
    func filled(at position: Double) -> Int {
      scene.frame(position: position).rows[14].dropLast().filter { $0 == "█" }.count
    }
    // The progress section's top is row 60; it is pinned until row 66, its first bar (96
    // cells) filling from 0.1 to 1 over local rows -10…10.
    for position in [60.0, 63, 66] {
      let fill = 0.1 + 0.9 * (position - 60 + 10) / 20
      #expect(abs(filled(at: position) - Int(96 * fill)) <= 1, "at \(position)")
    }
  }

  @Test func theBoxGrows() throws {
    let scene = try Self.scene(size: GridSize(columns: 120, rows: 38))
    /// Braille dots on the rows of the box section (its stage top is row 104 less the position).
    func inked(at position: Double) -> Int {
      scene.frame(position: position).rows.dropFirst(max(0, 104 - Int(position))).joined()
        .unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
    }
    // The panel grows over local rows -16…0, the box in it over -8…6.
    let sizes = [92.0, 96, 100, 104].map(inked(at:))
    #expect(sizes == sizes.sorted() && Set(sizes).count == 4, "\(sizes)")
  }

  @Test func scrollingDownThenBackUpReturnsExactlyTheFirstFrame() throws {
    let start = try Self.scene()
    let first = start.frame(at: 0)
    var scene = start
    var time = 1.0
    func send(_ event: (Double) -> ProgramEvent) {
      scene = scene.update(event(time))
      time += 0.05
    }
    let cell = GridPoint(column: 30, row: 10)
    for _ in 0..<5 { send { .gesture(Gesture(.wheelDown, button: .none, at: cell, time: $0)) } }
    send { Self.key(.pageDown, at: $0) }
    send { Self.mouse(.press, row: 8, at: $0) }
    send { Self.mouse(.drag, row: 15, at: $0) }
    send { Self.mouse(.release, row: 15, at: $0) }
    send { Self.key(.down, at: $0) }
    #expect(scene.frame(at: Self.later) != first)
    send { Self.key(.pageUp, at: $0) }
    send { Self.key(.home, at: $0) }
    for _ in 0..<3 { send { .gesture(Gesture(.wheelUp, button: .none, at: cell, time: $0)) } }
    #expect(scene.target == 0)
    #expect(scene.frame(at: Self.later) == first)
  }

  /// Random walks of inputs: wherever a walk comes to rest, the frame is the one a fresh
  /// scene shows at that position, and positions visited in any order show the same frames.
  @Test func theFrameAtAPositionDoesNotDependOnThePathTaken() throws {
    let fresh = try Self.scene()
    var frames: [Double: Frame] = [:]
    for seed in 0..<12 {
      let hash = SeededHash(seed: UInt64(seed))
      var scene = fresh
      var time = 1.0
      for step in 0..<25 {
        let choice = Int(hash.unit(step, channel: 0) * 8)
        let row = Int(hash.unit(step, channel: 1) * Double(Self.size.rows))
        let events: [ProgramEvent] =
          switch choice {
          case 0: [Self.key(.down, at: time)]
          case 1: [Self.key(.up, at: time)]
          case 2: [Self.key(.pageDown, at: time)]
          case 3: [Self.key(.pageUp, at: time)]
          case 4: [.gesture(Gesture(.wheelDown, button: .none, at: .zero, time: time))]
          case 5: [.gesture(Gesture(.wheelUp, button: .none, at: .zero, time: time))]
          case 6:
            [Self.mouse(.press, row: row, at: time), Self.mouse(.release, row: row, at: time)]
          default:
            [
              Self.mouse(.press, row: scene.scrollbar.thumb(at: scene.target).lowerBound, at: time),
              Self.mouse(.drag, row: row, at: time), Self.mouse(.release, row: row, at: time),
            ]
          }
        for event in events { scene = scene.update(event) }
        // Sometimes the next input comes mid-ease.
        time += hash.unit(step, channel: 2) < 0.5 ? 0.05 : 1
        let resting = scene.frame(at: time + Self.later)
        #expect(resting == fresh.frame(position: scene.target), "seed \(seed) step \(step)")
        if let seen = frames[scene.target] {
          #expect(resting == seen, "seed \(seed) step \(step) at \(scene.target)")
        }
        frames[scene.target] = resting
      }
    }
    #expect(frames.count > 20)
    // And in between rows, while easing: any order of fractional positions, the same frames.
    let positions = (0..<60).map { Double($0) * 2.7 }
    let inOrder = positions.map(fresh.frame(position:))
    let order = positions.indices.sorted {
      SeededHash(seed: 7).unit($0, channel: 0) < SeededHash(seed: 7).unit($1, channel: 0)
    }
    for index in order { #expect(fresh.frame(position: positions[index]) == inOrder[index]) }
    #expect(Set(inOrder).count > 30)
  }

  /// Through the demo: keys it does not take reach the scene, mouse rows arrive less the
  /// menu bar's, and the scene's report is the status line.
  @Test func theDemoHandsTheSceneItsInputs() throws {
    let resources = try DemoFixtures.resources()
    var demo = try Demo(current: .scroll) { try $0.make(resources) }
      .update(.resized(GridSize(columns: 80, rows: 24), time: 0))
    demo = demo.update(.key(Key(.pageDown), time: 1))
    #expect((demo.scene as? ScrollScene)?.target == 21)
    #expect(demo.frame(at: 2).rows[23].contains("row 21 of 226"))
    // The thumb's top is on scene row 2 (21 / 226 × 20 = 1.9), screen row 3.
    let thumb = try #require(demo.scene as? ScrollScene).scrollbar.thumb(at: 21)
    #expect(thumb.lowerBound == 2)
    demo = demo.update(
      .mouse(MouseEvent(.press, button: .left, at: GridPoint(column: 79, row: 3), time: 3)))
    demo = demo.update(
      .mouse(MouseEvent(.drag, button: .left, at: GridPoint(column: 79, row: 22), time: 3.1)))
    #expect((demo.scene as? ScrollScene)?.target == 226)
    #expect(demo.frame(at: 4).rows.contains { $0.contains("scroll back up, and it all plays") })
  }

  @Test func helpListsEveryInput() throws {
    let help = try Self.scene().help.map(\.keys).joined(separator: " ")
    for word in ["wheel", "↑", "PgUp", "PgDn", "Home", "End", "drag", "trough"] {
      #expect(help.contains(word))
    }
  }
}
