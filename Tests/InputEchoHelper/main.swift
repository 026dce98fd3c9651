import Glibc
import KinetypeInteraction
import KinetypeTerminal

// `kinetype-input-echo [--mouse buttons|drags|motion]`: prints each key, mouse event and
// gesture the terminal reports as a line, until q. A helper of the end-to-end tests (and a way
// to see what a terminal sends); it is not part of the shipped `kinetype`.
/// Writes `text` to standard error.
func printError(_ text: String) {
  var text = text
  text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
var mouse = MouseTracking.drags
if arguments.count == 2, arguments[0] == "--mouse",
  let chosen = MouseTracking(rawValue: arguments[1])
{
  mouse = chosen
} else if !arguments.isEmpty {
  printError("usage: kinetype-input-echo [--mouse buttons|drags|motion]\n")
  exit(2)
}
var environment: [String: String] = [:]
var entry = environ
while let pointer = entry.pointee {
  let pair = String(cString: pointer)
  if let equals = pair.firstIndex(of: "=") {
    environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
  }
  entry += 1
}
if let problem = TerminalCheck.problem(environment: environment) {
  printError("kinetype-input-echo: error: \(problem) — run it in a terminal\n")
  exit(1)
}
do {
  let result = try InputEcho(environment: environment, mouse: mouse).run()
  exit(result.status)
} catch {
  printError("kinetype-input-echo: error: \(error)\n")
  exit(1)
}
