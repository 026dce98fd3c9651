import ArgumentParser
import Foundation
import KinetypeInteraction
import KinetypeTerminal

/// `kinetype input-echo` (hidden from help): prints each key, mouse event and gesture the
/// terminal reports as a line, until `q`. For the end-to-end tests of the input layer, and
/// for seeing what a terminal sends.
struct InputEchoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "input-echo",
    abstract: "Print each input event and gesture as a line until q (a diagnostic).",
    shouldDisplay: false
  )

  @Option(help: "Which mouse reports to ask for: buttons, drags or motion.")
  var mouse: MouseTracking = .drags

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    if let problem = TerminalCheck.problem(environment: environment) {
      throw CLIError(problem, hint: "run it in a terminal")
    }
    let exit = try InputEcho(environment: environment, mouse: mouse).run()
    if exit.status != 0 { throw ExitCode(exit.status) }
  }
}

extension MouseTracking: ExpressibleByArgument {}
