import Foundation
import KinetypeCompositor
import KinetypeCore
import KinetypeLayout
import Testing

@testable import Kinetype

/// Text played as a terminal shows it arriving: blocks of lines, each a scene of its own over
/// the lines before it at rest.
@Suite("Scrolling blocks")
struct ScrollingBlocksTests {
  let size = GridSize(columns: 6, rows: 3)

  func blocks(_ text: String, backlog: ScrollingBlocks.Backlog) throws -> ScrollingBlocks {
    ScrollingBlocks(
      text: ArrivingText(Array(text.utf8)), recipe: SceneRecipe(), effect: try Effect.named("fade"),
      format: .plain, readOptions: ReadOptions(), backlog: backlog, rows: size.rows)
  }

  /// Every block's last frame: what the screen shows when it has played out.
  func lastFrames(_ blocks: ScrollingBlocks) throws -> [[String]] {
    let (count, isOpen) = try blocks.refresh(wantingSceneAfter: nil)
    #expect(!isOpen)
    return try (0..<count).map { index in
      let scene = try blocks.scene(index, size: size)
      return scene.frame(at: scene.duration).rows
    }
  }

  @Test func latestTakesTheNewestScreenfulAndAllTakesEachInTurn() {
    let next = ScrollingBlocks.nextBlock
    #expect(next(0, 10, 3, .latest) == 7..<10)
    #expect(next(10, 10, 3, .latest) == nil)
    #expect(next(7, 8, 3, .latest) == 7..<8)
    #expect(next(0, 10, 3, .all) == 0..<3)
    #expect(next(9, 10, 3, .all) == 9..<10)
    #expect(next(10, 10, 3, .all) == nil)
  }

  /// Scrolling blocks play text still arriving, or forced, or taller than the screen (even
  /// with --no-stream); text that fits and has ended plays as one scene.
  @Test func whatPlaysInBlocks() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]); close(ends[1]) }
    let open = ArrivingText(descriptor: ends[0], origin: "test")
    let short = ArrivingText(Array("a\nb\n".utf8))
    let tall = ArrivingText(Array("a\nb\nc\nd\n".utf8))
    let plays = { (text: ArrivingText, forced: Bool?) in
      ScrollingBlocks.plays(text, recipe: SceneRecipe(), rows: 3, forced: forced)
    }
    #expect(plays(open, nil) && !plays(open, false) && plays(open, true))
    #expect(!plays(short, nil) && !plays(short, false) && plays(short, true))
    #expect(plays(tall, nil) && plays(tall, false) && plays(tall, true))
  }

  @Test func eachScreenfulScrollsInBelowTheLinesBeforeIt() throws {
    let frames = try lastFrames(try blocks("a\nb\nc\nd\ne\n", backlog: .all))
    #expect(
      frames == [
        ["a     ", "b     ", "c     "],
        // d and e scroll in below c, the line before them, at rest.
        ["c     ", "d     ", "e     "],
      ])
  }

  /// A block taller than the screen (its lines wrapped) shows its last rows, as a terminal
  /// that has scrolled does.
  @Test func aBlockTallerThanTheScreenShowsItsEnd() throws {
    let blocks = ScrollingBlocks(
      text: ArrivingText(Array("x\n123456789012345678\n".utf8)), recipe: SceneRecipe(wraps: true),
      effect: try Effect.named("fade"), format: .plain, readOptions: ReadOptions(),
      backlog: .all, rows: size.rows)
    #expect(try lastFrames(blocks) == [["123456", "789012", "345678"]])
  }

  @Test func latestPlaysOnlyTheLastScreenful() throws {
    let frames = try lastFrames(try blocks("a\nb\nc\nd\ne\n", backlog: .latest))
    #expect(frames == [["c     ", "d     ", "e     "]])
  }

  @Test func aBlockStartsWithTheLinesBeforeItAtRestAndItsOwnNotYetShown() throws {
    let blocks = try blocks("a\nb\nc\nd\n", backlog: .all)
    _ = try blocks.refresh(wantingSceneAfter: nil)
    let second = try blocks.scene(1, size: size)
    // Fade starts every glyph hidden: only the lines before the block show.
    #expect(second.frame(at: 0).rows == ["b     ", "c     ", "      "])
  }

  /// The text printed after play is the input, byte for byte, but tabs: trailing spaces, blank
  /// lines and a last line without a newline are kept.
  @Test func theRestingTextIsTheInputByteForByte() throws {
    let input = "one \n\n  indented\nlast  "
    var printed = ""
    try blocks(input, backlog: .latest).restingText(depth: .none, chunkLines: 2) { printed += $0 }
    #expect(printed == input)
    printed = ""
    try blocks("a\tb\n", backlog: .latest).restingText(depth: .none) { printed += $0 }
    #expect(printed == "a       b\n")
  }

  /// Lines come in as they are written to a pipe; the last, without a newline, when it ends.
  @Test func linesArriveAsThePipeIsWritten() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let text = ArrivingText(descriptor: ends[0], origin: "test")
    defer { close(ends[0]) }
    func send(_ string: String) { _ = string.withCString { write(ends[1], $0, strlen($0)) } }
    send("one\ntw")
    try text.read(waiting: 1000)
    #expect(text.lineCount == 1 && !text.hasEnded)
    send("o\nthree")
    try text.read(waiting: 1000)
    #expect(text.lineCount == 2)
    close(ends[1])
    #expect(try text.readAhead(for: 1000))
    #expect(text.lineCount == 3)
    #expect(
      (0..<3).map { String(decoding: text.bytes(ofLines: $0..<($0 + 1)), as: UTF8.self) }
        == ["one", "two", "three"])
    #expect(!text.endsWithNewline)
  }
}
