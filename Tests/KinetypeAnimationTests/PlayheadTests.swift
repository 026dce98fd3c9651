import Testing

@testable import KinetypeAnimation

@Suite struct PlayheadTests {
  @Test func rateScalesWallClockTime() {
    var playhead = Playhead(duration: 10, rate: 2)
    #expect(playhead.advance(by: 1.5) == [TimeSpan(from: 0, to: 3, includesStart: true)])
    #expect(playhead.position == 3)
    playhead.rate = -0.5
    #expect(playhead.advance(by: 2) == [TimeSpan(from: 3, to: 2)])
    #expect(playhead.advanced(by: 2).position == 1)
    #expect(playhead.position == 2)  // `advanced` leaves the original alone
  }

  @Test func onceStopsAtTheEnd() {
    var playhead = Playhead(duration: 2)
    _ = playhead.advance(by: 5)
    #expect(playhead.position == 2 && playhead.isFinished)
    #expect(playhead.advance(by: 1).isEmpty)
  }

  @Test func loopWrapsAndPingPongTurns() {
    var loop = Playhead(duration: 2, loopMode: .loop)
    _ = loop.advance(by: 5)
    #expect(loop.position == 1)
    var bounce = Playhead(duration: 2, loopMode: .pingPong)
    _ = bounce.advance(by: 2.5)
    #expect(bounce.position == 1.5 && bounce.rate == -1)
    let backwards = Playhead(duration: 2, position: 0.5, rate: -1, loopMode: .loop).advanced(by: 1)
    #expect(backwards.position == 1.5)
  }

  @Test func pauseAndSeekReportNothing() {
    var playhead = Playhead(duration: 4)
    playhead.pause()
    #expect(playhead.advance(by: 1).isEmpty && playhead.position == 0)
    playhead.play()
    playhead.seek(to: 3)
    #expect(playhead.advance(by: 0.5) == [TimeSpan(from: 3, to: 3.5)])
    playhead.seek(to: 99)
    #expect(playhead.position == 4)
  }
}
