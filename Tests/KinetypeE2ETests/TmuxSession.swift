import Foundation
import KinetypeTestSupport
import Testing

/// A tmux server of its own (`tmux -L kinetype-e2e-<pid>-<n>`) holding one detached session
/// of a fixed size that runs `bash --norc --noprofile` with `PS1='$ '`: a real terminal for
/// end-to-end tests, driven with `send-keys` and read with `capture-pane`.
///
/// The server is killed when the session is released, so every test cleans up even when it
/// fails. No user configuration is read (`-f /dev/null`) and the locale is C.UTF-8, so tmux
/// keeps UTF-8 rather than replacing it with `_`.
final class TmuxSession {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  nonisolated(unsafe) private static var counter = 0
  private static let lock = NSLock()

  let socket: String
  let target = "e2e"
  /// A scratch folder for files the pane writes (stty output, recordings, inputs).
  let folder: URL

  /// Starts the server and the session, and waits for the first prompt.
  init(columns: Int, rows: Int) throws {
    let n = Self.lock.withLock {
      Self.counter += 1
      return Self.counter
    }
    socket = "kinetype-e2e-\(getpid())-\(n)"
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(socket)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try tmux([
      "new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)",
      "-e", "K=\(Repository.kinetype.path)", "-e", "E=\(Repository.inputEcho.path)", "-e", "D=\(folder.path)",
      "env PS1='$ ' bash --norc --noprofile",
    ])
    try waitFor("the first prompt") { $0.contains("$") }
  }

  deinit {
    // kill-server leaves the socket file behind: remove it too.
    let socketPath = try? display("#{socket_path}")
    _ = try? tmux(["kill-server"])
    if let socketPath, !socketPath.isEmpty {
      try? FileManager.default.removeItem(atPath: socketPath)
    }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs `tmux -L <socket> arguments` and returns its standard output.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    for key in ["TMUX", "TMUX_PANE", "COLORTERM", "NO_COLOR", "KINETYPE_BINARY"] {
      environment[key] = nil
    }
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = "C.UTF-8"
    if environment["TERM"] == nil || environment["TERM"] == "dumb" {
      environment["TERM"] = "xterm-256color"
    }
    let out = folder.appendingPathComponent("tmux-out")
    let err = folder.appendingPathComponent("tmux-err")
    let status = try Spawn.run(
      ["tmux", "-f", "/dev/null", "-u", "-L", socket] + arguments, environment: environment,
      stdout: out, stderr: err)
    let data = try Data(contentsOf: out)
    guard status == 0 else {
      let errors = try Data(contentsOf: err)
      throw Failure(
        description:
          "tmux \(arguments.joined(separator: " ")) failed: \(String(decoding: errors, as: UTF8.self))"
      )
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Types `text` literally (`send-keys -l`).
  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", target, "-l", text])
  }

  /// Sends named keys: `Enter`, `Space`, `C-c`, `q`, `Left`, `End`, …
  func keys(_ names: String...) throws {
    try tmux(["send-keys", "-t", target] + names)
  }

  /// Types a command line and presses Enter.
  func run(_ command: String) throws {
    try type(command)
    try keys("Enter")
  }

  /// The pane as text: the visible screen, or with `scrollback` the history too; with
  /// `escapes` the SGR of each cell.
  func capture(escapes: Bool = false, scrollback: Bool = false) throws -> String {
    var arguments = ["capture-pane", "-p", "-t", target]
    if escapes { arguments.append("-e") }
    if scrollback { arguments += ["-S", "-"] }
    return try tmux(arguments)
  }

  /// The visible screen as lines, trailing blanks kept off.
  func lines() throws -> [String] {
    try capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// A tmux format evaluated for the pane: `#{alternate_on}`, `#{cursor_x}`, …
  func display(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .newlines)
  }

  func resize(columns: Int, rows: Int) throws {
    try tmux(["resize-window", "-t", target, "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// Records every byte programs write to the pane from now on, appended to `file`.
  func record(to file: URL) throws {
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    try tmux(["pipe-pane", "-o", "-t", target, "cat >> '\(file.path)'"])
  }

  /// Stops recording (tmux closes the pipe; `cat` flushes and exits).
  func stopRecording() throws {
    try tmux(["pipe-pane", "-t", target])
  }

  /// Polls the visible screen every 30 ms until `condition` holds; throws with the last
  /// screen after `timeout` seconds.
  @discardableResult
  func waitFor(
    _ what: String, timeout: Double = 8, scrollback: Bool = false,
    _ condition: (String) throws -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var screen = ""
    repeat {
      screen = try capture(scrollback: scrollback)
      if try condition(screen) { return screen }
      Thread.sleep(forTimeInterval: 0.03)
    } while Date() < deadline
    throw Failure(
      description: "timed out after \(timeout) s waiting for \(what); the pane shows:\n\(screen)")
  }

  /// Polls a tmux format until it has `value`.
  func waitFor(format: String, toBe value: String, timeout: Double = 8) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    repeat {
      last = try display(format)
      if last == value { return }
      Thread.sleep(forTimeInterval: 0.03)
    } while Date() < deadline
    throw Failure(description: "timed out waiting for \(format) to be \(value); it is \(last)")
  }

  /// Waits for the `EXIT=<status>` line a command line ends with and the prompt after it,
  /// and returns the status.
  func waitForExit(timeout: Double = 10) throws -> Int {
    var status: Int?
    try waitFor("EXIT= and a prompt", timeout: timeout) { screen in
      let lines = screen.split(separator: "\n").map(String.init)
      guard let index = lines.lastIndex(where: { $0.hasPrefix("EXIT=") }), index + 1 < lines.count,
        lines[index + 1].hasPrefix("$")
      else { return false }
      status = Int(lines[index].dropFirst("EXIT=".count))
      return true
    }
    return status ?? -1
  }

  /// The terminal settings a command line saved with `stty -a > $D/before.txt` before the
  /// program ran, and the settings now: a program that restores the terminal leaves them equal.
  func terminalSettings() throws -> (before: String, after: String) {
    // A marker of its own: the screen still shows the last EXIT= until `clear` runs.
    try run("clear; stty -a > $D/after.txt; echo STTY=$?")
    try waitFor("stty -a to finish") { $0.contains("STTY=0\n$") }
    let before = try String(
      contentsOf: folder.appendingPathComponent("before.txt"), encoding: .utf8)
    let after = try String(contentsOf: folder.appendingPathComponent("after.txt"), encoding: .utf8)
    return (before, after)
  }
}

extension TmuxSession {
  /// Checks what a program that has ended must leave in the pane: mouse modes off, the normal
  /// screen, and the terminal settings the command line saved before it ran (`stty -a >
  /// $D/before.txt`).
  func expectRestoredSettings() throws {
    #expect(try display("#{mouse_any_flag} #{mouse_sgr_flag} #{alternate_on}") == "0 0 0")
    let (before, after) = try terminalSettings()
    #expect(before == after)
  }
}

/// Runs a program with posix_spawn and waits with waitpid.
///
/// Not Foundation's `Process`: on Linux it learns that a child ended when a socket the child
/// inherits closes, and the tmux server that `new-session` forks keeps that socket open, so
/// `waitUntilExit` never returns.
enum Spawn {
  /// Runs `arguments` (found on PATH) with standard output and error written to files, and
  /// returns its exit status.
  static func run(_ arguments: [String], environment: [String: String], stdout: URL, stderr: URL)
    throws -> Int32
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    // The test runner's threads block signals, and a spawned child inherits the mask: tmux,
    // bash and the player would all start with SIGINT, SIGHUP and SIGWINCH blocked (seen in
    // /proc/PID/status: SigBlk fffffffe3bfaea27, Ctrl-C left pending). Start with none blocked
    // and default dispositions, as a login terminal would.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw TmuxSession.Failure(description: "cannot run \(arguments[0]): error \(spawned)")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS by hand: Swift does not import the macros.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }
}
