import Testing

@testable import KinetypeCore

/// One place decides the colour depth, as terminals behave rather than as terminfo claims.
@Suite struct ColourPolicyTests {
  @Test(arguments: [
    (["TERM": "xterm"], ColourDepth.palette256),
    (["TERM": "xterm", "COLORTERM": "truecolor"], .truecolor),
    (["TERM": "xterm-256color"], .palette256),
    (["TERM": "screen"], .palette256),
    (["TERM": "tmux-256color", "COLORTERM": "24bit"], .truecolor),
    (["TERM": "xterm-kitty"], .truecolor),
    (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .truecolor),
    (["TERM": "xterm-256color", "VTE_VERSION": "7201"], .truecolor),
    (["TERM": "xterm-direct"], .truecolor),
    (["TERM": "linux"], .ansi16),
    (["TERM": "vt100"], .ansi16),
    (["TERM": "dumb"], ColourDepth.none),
    (["TERM": "xterm", "COLORTERM": "truecolor", "NO_COLOR": "1"], ColourDepth.none),
  ])
  func autoFollowsWhatTheTerminalShows(environment: [String: String], depth: ColourDepth) {
    #expect(ColourPolicy.depth(nil, environment: environment, outputIsTerminal: true) == depth)
  }

  @Test func anExplicitChoiceWinsAndOutputThatIsNotATerminalGetsNone() {
    let truecolour = ["TERM": "xterm", "COLORTERM": "truecolor", "NO_COLOR": "1"]
    #expect(ColourPolicy.depth(.palette256, environment: truecolour, outputIsTerminal: false) == .palette256)
    #expect(ColourPolicy.depth(nil, environment: ["COLORTERM": "truecolor"], outputIsTerminal: false) == .none)
    #expect(ColourPolicy.depth(nil, environment: ["NO_COLOR": ""], outputIsTerminal: true) == .ansi16)
  }

  @Test func recordingsAreTruecolourUnlessToldOrNoColour() {
    #expect(ColourPolicy.recordingDepth(nil, environment: [:]) == .truecolor)
    #expect(ColourPolicy.recordingDepth(nil, environment: ["NO_COLOR": "1"]) == .none)
    #expect(ColourPolicy.recordingDepth(.ansi16, environment: ["NO_COLOR": "1"]) == .ansi16)
  }
}
