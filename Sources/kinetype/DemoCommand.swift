import ArgumentParser
import FoundationEssentials
import Kinetype
import KinetypeCompositor
import KinetypeCore
import KinetypeDemo
import KinetypeEffects
import KinetypeLayout
import KinetypeTerminal

/// `kinetype demo`: the interactive demo, five scenes driven by mouse and keyboard.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract:
      "The interactive demo: tags on a picture, a morphing label, a scroll-driven scene, an emoji rating, a selectable rich label.",
    discussion: """
      Everything is reachable by mouse and by keyboard; `?` lists the keys of the scene on screen,
      1-5 (or F1-F5, or a click on the menu bar) switch scenes, q quits. Text copied in the
      label scene goes to the clipboard (OSC 52) and is printed when the demo ends.
      """
  )

  @Option(
    help: "The scene to start in: \(DemoSceneID.allCases.map(\.rawValue).joined(separator: ", ")).")
  var scene: DemoSceneID = .tags

  @Option(help: "Frames per second while something moves.")
  var fps: Double = 30

  @Option(name: .long, help: "Colours: auto, truecolor, 256, 16, none (NO_COLOR is honoured).")
  var color: ColourMode = .auto

  @Option(name: .long, help: "A folder of effects searched before the built-in ones.")
  var effects: String?

  func validate() throws {
    guard fps.isFinite, fps >= 1, fps <= 240 else {
      throw ValidationError("--fps must be between 1 and 240")
    }
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    // The data first, so a bad file is reported even with no terminal.
    let resources = try DemoResources.builtIn(effects: effects)
    let demo = try Demo(current: scene) { id in try id.make(resources) }
    if let problem = TerminalCheck.problem(environment: environment) {
      throw CLIError(problem, hint: "the demo needs a terminal; try `kinetype render` instead")
    }
    let depth = color.depth(forStandardOutput: false)
    let exit = try ProgramLoop(
      program: demo, fps: fps, depth: depth, environment: environment
    ).run()
    Terminal.write(exit.output)
    if exit.status != 0 { throw ExitCode(exit.status) }
  }
}

extension DemoSceneID: ExpressibleByArgument {}
