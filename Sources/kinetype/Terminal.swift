import Foundation
import KinetypeCore

/// Standard output and error, and what they are connected to.
enum Terminal {
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data(("kinetype: " + text + "\n").utf8))
  }

  static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
}

/// How many colours to write: as the terminal can show, or as told.
enum ColourMode: String, CaseIterable, Sendable {
  case auto, truecolor
  case palette256 = "256"
  case ansi16 = "16"
  case none

  /// The depth to write with. `auto` is none when the output is not a terminal or NO_COLOR is
  /// set (https://no-color.org), truecolor when COLORTERM says truecolor or 24bit, 256 when
  /// TERM mentions 256color, else 16.
  func depth(forStandardOutput: Bool) -> ColourDepth {
    let environment = ProcessInfo.processInfo.environment
    switch self {
    case .truecolor: return .truecolor
    case .palette256: return .palette256
    case .ansi16: return .ansi16
    case .none: return .none
    case .auto:
      if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return .none }
      if forStandardOutput && !Terminal.standardOutputIsTerminal { return .none }
      let colorterm = environment["COLORTERM"] ?? ""
      if colorterm == "truecolor" || colorterm == "24bit" { return .truecolor }
      if (environment["TERM"] ?? "").contains("256color") { return .palette256 }
      return .ansi16
    }
  }
}
