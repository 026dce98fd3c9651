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

  public init(
    program: Program, fps: Double = 30, depth: ColourDepth = .truecolor,
    environment: [String: String], mouse: MouseTracking = .drags
  ) {
    self.program = program
    self.fps = fps
    self.depth = depth
    self.environment = environment
    self.mouse = mouse
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
      let origin = clock.now
      func now() -> Double { (clock.now - origin).seconds }
      var input = TerminalInput()
      var program = self.program.update(.resized(screen.size, time: now()))
      var previous: Frame? = nil
      var dirty = true
      var last = now()
      while true {
        if let signal = Signals.take() { return ProgramExit(status: 128 + signal) }
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
          (input, items) = input.receive(read.bytes, at: readTime)
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

/// Operating system commands the loop writes besides what ncurses draws.
enum OSC {
  /// OSC 52: put `text` on the clipboard (`c`), base64-encoded, ended by BEL (which more
  /// terminals accept than ST).
  static func clipboard(_ text: String) -> String {
    "\u{1B}]52;c;" + Base64.encode(Array(text.utf8)) + "\u{07}"
  }

  /// OSC 8: what follows links to `url` until the next OSC 8 (an empty URL ends the link).
  /// Bytes a URL may not hold raw (controls, space, non-ASCII) are percent-encoded, so the
  /// sequence cannot be ended early or carry another one.
  static func hyperlink(_ url: String) -> String {
    var safe = ""
    for byte in url.utf8 {
      if byte > 0x20 && byte < 0x7F {
        safe.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = Array("0123456789ABCDEF")
        safe += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
      }
    }
    return "\u{1B}]8;;" + safe + "\u{1B}\\"
  }
}

/// RFC 4648 base64, for OSC 52.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var chunk = UInt32(bytes[index]) << 16
      if count > 1 { chunk |= UInt32(bytes[index + 1]) << 8 }
      if count > 2 { chunk |= UInt32(bytes[index + 2]) }
      for position in 0..<4 {
        if position <= count {
          out.append(alphabet[Int((chunk >> UInt32(18 - 6 * position)) & 0x3F)])
        } else {
          out.append(UInt8(ascii: "="))
        }
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
