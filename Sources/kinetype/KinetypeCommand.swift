import ArgumentParser
import FoundationEssentials
import Glibc
import Kinetype
import KinetypeAnimation
import KinetypeCore
import KinetypeDemo
import KinetypeEffects
import KinetypeLayout
import KinetypePreview
import KinetypeTerminal

/// `kinetype`: kinetic typography for the terminal.
struct KinetypeCommand: ParsableCommand {
  /// What `kinetype --version` prints.
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "kinetype",
    abstract: "Kinetic typography for the terminal.",
    version: version,
    subcommands: [
      DemoCommand.self, PlayCommand.self, Morph.self, RenderCommand.self, PreviewCommand.self,
      ListCommand.self,
      DescribeCommand.self,
      CheckCommand.self,
      LayoutCommand.self,
    ]
  )
}

/// The process entry point: rewrites the arguments that swift-argument-parser cannot express
/// (an option whose value is optional), then runs the command.
@main
enum Entry {
  static func main() {
    Allocator.keepFreedBlocks()
    let arguments = ArgumentRewriting.rewrite(Array(CommandLine.arguments.dropFirst()))
    switch CommandDispatch.route(arguments) {
    case .usage:
      Terminal.write(CommandDispatch.usage + "\n")
    case .version:
      Terminal.write(KinetypeCommand.version + "\n")
    case .unknown(let word, let hint):
      Terminal.printError(
        "error: '\(word)' is neither a command nor an effect — \(hint)"
          + "`kinetype list` shows the effects, `kinetype --help` the commands")
      exit(2)
    case .parse(let arguments):
      do {
        var command = try KinetypeCommand.parseAsRoot(arguments)
        try command.run()
      } catch {
        exit(ErrorReport.report(error))
      }
    }
  }
}

/// The one place errors become messages and exit statuses.
enum ErrorReport {
  /// Prints `error` to standard error and returns the exit status for it: our own errors as
  /// `kinetype: file:line:col: error: what — what to do` lines and status 1, the argument
  /// parser's (usage, help, version, `ExitCode`) as it prints them.
  static func report(_ error: Error) -> Int32 {
    switch error {
    case let error as any DiagnosedError:
      for diagnostic in error.diagnostics { Terminal.printError(diagnostic.description) }
      return 1
    case let error as CLIError:
      Terminal.printError("error: \(error)")
      return 1
    case let error as ResourceError:
      Terminal.printError("error: \(error)")
      return 1
    case let error as PlayerError:
      Terminal.printError("error: \(error) — run in a terminal, or use `kinetype render`")
      return 1
    default:
      let message = KinetypeCommand.fullMessage(for: error)
      // The parser's messages quote the arguments, which may hold anything.
      let shown = OutsideText.visibleLines(message)
      if KinetypeCommand.exitCode(for: error) == .success {
        Terminal.write(shown + "\n")
      } else if !message.isEmpty {
        Terminal.writeError(shown + "\n")
      }
      // A usage mistake is status 2, as for most Unix tools (the parser's own is 64).
      let status = KinetypeCommand.exitCode(for: error).rawValue
      return status == ExitCode.validationFailure.rawValue ? 2 : status
    }
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
        var status = stat()
        if let next, !next.hasPrefix("-"), stat(next, &status) == 0,
          status.st_mode & S_IFMT != S_IFDIR
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
