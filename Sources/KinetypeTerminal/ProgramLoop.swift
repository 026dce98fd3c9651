import CNcursesw
import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

#if canImport(Glibc)
  import Glibc
#endif

/// Runs an `InteractiveProgram` in the terminal: the one place its terminal I/O happens.
///
/// It reads raw bytes (mouse reports on), asks the pure input layer what they mean, hands each
/// event to the program's `update` with the clock's time, carries out the program's requests
/// (OSC 52 for the clipboard), and paints `frame(at:)` as a diff: every frame while the
/// program animates, otherwise after input and at the program's timers. Ctrl-C is a byte in
/// raw mode, so it reaches the program as a key; SIGINT, SIGTERM and SIGHUP from elsewhere end
/// the loop with the terminal restored.
public struct ProgramLoop<Program: InteractiveProgram> {
  public var program: Program
  public var fps: Double
  public var depth: ColourDepth
  public var environment: [String: String]
  public var mouse: MouseTracking
  /// Whether Ctrl-Z suspends the program, as it does in a shell (raw mode makes it a byte), or
  /// reaches it as a key.
  public var suspendsOnCtrlZ: Bool

  public init(
    program: Program, fps: Double = 30, depth: ColourDepth = .truecolor,
    environment: [String: String], mouse: MouseTracking = .drags, suspendsOnCtrlZ: Bool = true
  ) {
    self.program = program
    self.fps = fps
    self.depth = depth
    self.environment = environment
    self.mouse = mouse
    self.suspendsOnCtrlZ = suspendsOnCtrlZ
  }

  /// Runs until the program exits or a signal arrives; the terminal (mouse modes too) is
  /// restored before it returns.
  ///
  /// - Returns: the program's exit, or status 128 + n for signal n.
  /// - Throws: `PlayerError` when the screen cannot start.
  public func run() throws -> ProgramExit {
    return try CursesScreen.session(
      environment: environment, depth: depth, input: .bytes(mouse: mouse)
    ) {
      screen in
      let clock = ContinuousClock()
      var origin = clock.now
      func now() -> Double { (clock.now - origin).seconds }
      var input = TerminalInput()
      var program = self.program.update(.resized(screen.size, time: now()))
      var previous: Frame? = nil
      var dirty = true
      var last = now()
      while true {
        if let signal = Signals.take() { return ProgramExit(status: 128 + signal) }
        if let stopped = Signals.takeSuspension() {
          // The program's clock stops while suspended; the screen was away.
          origin = origin + .seconds(stopped)
          screen.invalidate()
          previous = nil
          dirty = true
        }
        let time = now()
        // While the program animates, or when its timer is due, it hears the time pass.
        if let change = program.nextChange(after: last), change <= time {
          program = program.update(.tick(time))
          send(program.requests, to: screen)
          dirty = true
        }
        if let exit = program.exit { return exit }
        if dirty {
          let frame = program.frame(at: time)
          screen.draw(frame, over: previous)
          previous = frame
          dirty = false
        }
        last = time
        // Wait for input until the next frame, timer or input deadline is due; a few times a
        // second in any case, to see signals.
        var wake = time + 0.25
        if let change = program.nextChange(after: time) {
          wake = min(wake, max(change, time + 1 / fps))
        }
        if let deadline = input.deadline { wake = min(wake, deadline) }
        var items: [TerminalInput.Item] = []
        let read = screen.bytes(within: Int32((max(0, wake - now()) * 1000).rounded(.up)))
        let readTime = now()
        if let read {
          if read.resized {
            program = program.update(.resized(screen.size, time: readTime))
            previous = nil
            dirty = true
          }
          // Raw mode makes Ctrl-Z a byte; alone, it suspends as it does in a shell.
          if suspendsOnCtrlZ && read.bytes == [0x1A] {
            raise(SIGTSTP)
          } else {
            (input, items) = input.receive(read.bytes, at: readTime)
          }
        }
        let due: [TerminalInput.Item]
        (input, due) = input.tick(at: now())
        for item in items + due where program.exit == nil {
          program = program.update(ProgramEvent(item, time: readTime))
          send(program.requests, to: screen)
          dirty = true
        }
      }
    }
  }

  private func send(_ requests: [ProgramRequest], to screen: CursesScreen) {
    for request in requests {
      switch request {
      case .copy(let text): screen.write(OSC.clipboard(text))
      }
    }
  }
}
