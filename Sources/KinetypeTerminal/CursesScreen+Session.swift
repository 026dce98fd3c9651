import KinetypeCore

extension CursesScreen {
  /// Starts ncurses on the terminal `environment` names, with the signal handlers that restore
  /// it, runs `body` with the screen, and restores the terminal however `body` ends: what every
  /// loop file (`Player`, `ProgramLoop`, `FramePlayer`) begins and ends with.
  ///
  /// The terminfo entry is the one that can show `depth` (`TerminalCheck.entryName`).
  ///
  /// - Throws: `PlayerError` when ncurses cannot start; what `body` throws.
  static func session<Result>(
    environment: [String: String], depth: ColourDepth, input: InputMode = .keys,
    _ body: (CursesScreen) throws -> Result
  ) throws -> Result {
    let term = TerminalCheck.entryName(for: depth, environment: environment)
    guard
      let screen = CursesScreen(
        termName: term, requested: depth, input: input,
        synchronizedOutput: TerminalTraits.synchronizedOutput(environment: environment))
    else {
      throw PlayerError("ncurses could not start on /dev/tty (TERM=\(term))")
    }
    Signals.install(
      terminal: screen.descriptor, restore: screen.restoreBytes, resume: screen.resumeBytes,
      modes: screen.modesBefore)
    defer {
      screen.end()
      Signals.uninstall()
    }
    return try body(screen)
  }
}
