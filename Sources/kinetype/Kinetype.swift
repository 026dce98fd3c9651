import ArgumentParser
import Foundation

/// `kinetype`: kinetic typography for the terminal.
struct Kinetype: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kinetype",
    abstract: "Kinetic typography for the terminal.",
    version: "0.1.0",
    subcommands: [PlayCommand.self, RenderCommand.self, LayoutCommand.self, BenchCommand.self],
    defaultSubcommand: LayoutCommand.self
  )
}

/// The process entry point: rewrites the arguments that swift-argument-parser cannot express
/// (an option whose value is optional), then runs the command.
@main
enum Entry {
  static func main() {
    Kinetype.main(ArgumentRewriting.rewrite(Array(CommandLine.arguments.dropFirst())))
  }
}

/// Argument rewrites applied before parsing.
enum ArgumentRewriting {
  /// `--ligatures [FILE]`: a bare `--ligatures` (last, or followed by an option, or by
  /// something that is not an existing file) means the built-in table and becomes the hidden
  /// flag `--builtin-ligatures`; `--ligatures FILE` with an existing file keeps its value.
  static func rewrite(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var i = 0
    while i < arguments.count {
      let argument = arguments[i]
      if argument == "--" {
        result += arguments[i...]
        break
      }
      if argument == "--ligatures" {
        let next = i + 1 < arguments.count ? arguments[i + 1] : nil
        var isDirectory: ObjCBool = false
        if let next, !next.hasPrefix("-"),
          FileManager.default.fileExists(atPath: next, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          result += ["--ligatures=" + next]
          i += 2
          continue
        }
        result.append("--builtin-ligatures")
        i += 1
        continue
      }
      result.append(argument)
      i += 1
    }
    return result
  }
}
