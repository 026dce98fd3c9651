import KinetypeAnimation
import KinetypeCore
import Testing

@testable import KinetypeTerminal

@Suite("Player state")
struct PlayerStateTests {
  let size = GridSize(columns: 80, rows: 24)

  func state(duration: Double = 2, loop: Bool = false, pages: Int = 1) -> PlayerState {
    PlayerState(duration: duration, loop: loop, pageCount: pages, size: size)
  }

  @Test func timeComesFromTheClockNotFromFrames() {
    var s = state()
    s = s.update(.elapsed(0.25)).update(.elapsed(0.5))
    #expect(s.playhead.position == 0.75)
    // One long frame moves as far as many short ones: frames are dropped, pace is kept.
    #expect(state().update(.elapsed(0.75)).playhead.position == 0.75)
  }

  @Test func finishesAtTheEndOfTheLastPage() {
    let s = state().update(.elapsed(3))
    #expect(s.stop == .finished)
    #expect(s.stop?.exitStatus == 0)
    let looping = state(loop: true).update(.elapsed(3))
    #expect(looping.stop == nil)
    #expect(abs(looping.playhead.position - 1) < 1e-9)
  }

  @Test func pagesPlayOneAfterAnother() {
    var s = state(pages: 2).update(.elapsed(3))
    #expect(s.stop == nil && s.wantsNextPage)
    s = s.update(.pageLoaded(duration: 1))
    #expect(s.page == 1 && s.playhead.position == 0 && !s.wantsNextPage)
    s = s.update(.elapsed(1.5))
    #expect(s.stop == .finished)
  }

  /// Text still arriving: the last block played out does not end play; it waits for the
  /// next, and ends when the text has ended with nothing more to show.
  @Test func anOpenSequenceWaitsForItsNextBlock() {
    var s = state().update(.scenesArrived(count: 1, isOpen: true)).update(.elapsed(3))
    #expect(s.stop == nil && s.awaitsScene && !s.wantsNextPage)
    #expect(s.statusLine.contains("block 1 "))
    s = s.update(.elapsed(10))
    #expect(s.stop == nil)
    s = s.update(.scenesArrived(count: 2, isOpen: true))
    #expect(s.wantsNextPage && !s.awaitsScene)
    s = s.update(.pageLoaded(duration: 1)).update(.elapsed(2))
    #expect(s.page == 1 && s.stop == nil && s.awaitsScene)
    s = s.update(.scenesArrived(count: 2, isOpen: false))
    #expect(s.stop == .finished)
  }

  @Test func spacePausesAndResumes() {
    var s = state().update(.command(.togglePause)).update(.elapsed(1))
    #expect(s.playhead.position == 0)
    s = s.update(.command(.togglePause)).update(.elapsed(0.5))
    #expect(s.playhead.position == 0.5)
  }

  @Test func aPausedPlayerHoldsItsFrameRate() {
    // The status line must not change while paused (the e2e pause check compares captures).
    var s = state().update(.elapsed(1.0 / 50)).update(.command(.togglePause))
    let before = s.statusLine
    s = s.update(.elapsed(1.0 / 20)).update(.elapsed(1.0 / 30))
    #expect(s.statusLine == before)
    #expect(before.contains("50 fps"))
  }

  @Test func seekingAndSteppingAndEnds() {
    var s = state().update(.command(.seek(1)))
    #expect(s.playhead.position == 1)
    s = s.update(.command(.seek(-5)))
    #expect(s.playhead.position == 0)
    s = s.update(.command(.step(3)), fps: 60)
    #expect(abs(s.playhead.position - 0.05) < 1e-12 && s.playhead.isPaused)
    s = s.update(.command(.end))
    #expect(s.playhead.position == 2)
    s = s.update(.command(.home))
    #expect(s.playhead.position == 0)
  }

  @Test func reverseAndSpeed() {
    var s = state().update(.command(.seek(1))).update(.command(.reverse)).update(.elapsed(0.5))
    #expect(s.playhead.position == 0.5 && s.isReversed)
    s = s.update(.command(.faster))
    #expect(s.speed == 2 && s.playhead.rate == -2)
    s = s.update(.command(.slower)).update(.command(.slower))
    #expect(s.speed == 0.5 && s.playhead.rate == -0.5)
    // Playing backwards to the start does not "finish" the effect.
    #expect(s.update(.elapsed(5)).stop == nil)
  }

  @Test func startingReversedBeginsAtTheEnd() {
    let s = PlayerState(duration: 2, reverse: true, size: size)
    #expect(s.playhead.position == 2 && s.isReversed)
  }

  @Test func quitAndSignals() {
    #expect(state().update(.command(.quit)).stop == .quit)
    #expect(state().update(.signal(2)).stop?.exitStatus == 130)
    #expect(state().update(.signal(15)).stop?.exitStatus == 143)
    #expect(state().update(.signal(1)).stop?.exitStatus == 129)
  }

  @Test func loopAndStatusToggle() {
    var s = state().update(.command(.toggleLoop)).update(.command(.toggleStatus))
    #expect(s.playhead.loopMode == .loop && s.showsStatus)
    #expect(s.statusLine.contains("loop"))
    s = s.update(.command(.togglePause))
    #expect(s.statusLine.contains("paused"))
  }

  @Test func keysMapToCommands() {
    #expect(KeyMap.command(for: 0x20) == .togglePause)
    #expect(KeyMap.command(for: 0x71) == .quit)
    #expect(KeyMap.command(for: 0x1B) == .quit)
    #expect(KeyMap.command(for: 0x03) == .quit)
    #expect(KeyMap.command(for: 0x72) == .reverse)
    #expect(KeyMap.command(for: 0x2B) == .faster)
    #expect(KeyMap.command(for: 0x2D) == .slower)
    #expect(KeyMap.command(for: 0x3F) == .toggleStatus)
    #expect(KeyMap.command(for: 0x78) == nil)
  }
}
