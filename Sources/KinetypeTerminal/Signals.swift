import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The signal that asked the player to stop, polled once per frame; 0 when none.
let pendingSignal = Atomic<Int32>(0)

/// Bytes that put the terminal back (leave the alternate screen, show the cursor, reset
/// colours), and the terminal modes from before: what a crash handler restores. Prepared
/// before any handler is installed, because a handler may only use async-signal-safe calls.
nonisolated(unsafe) private var restoreBytes: UnsafeMutablePointer<UInt8>? = nil
nonisolated(unsafe) private var restoreCount = 0
nonisolated(unsafe) private var savedModes = termios()
nonisolated(unsafe) private var terminalDescriptor: Int32 = -1
/// Bytes that set the screen up again after a suspension (alternate screen, hidden cursor,
/// keypad and mouse modes as they were), and the program's terminal modes while suspended.
nonisolated(unsafe) private var resumeBytes: UnsafeMutablePointer<UInt8>? = nil
nonisolated(unsafe) private var resumeCount = 0
nonisolated(unsafe) private var programModes = termios()
/// Nanoseconds spent suspended (Ctrl-Z) since the loop last asked, so that its clock stops.
let suspendedNanoseconds = Atomic<Int64>(0)

/// SIGTSTP: put the terminal back as the shell expects it (mouse reports off, normal screen,
/// cursor shown, the modes from before), stop, and on SIGCONT set the screen up again and note
/// how long the stop lasted. Only async-signal-safe calls.
private func suspend(_ number: Int32) {
  let savedErrno = errno
  tcgetattr(terminalDescriptor, &programModes)
  if let bytes = restoreBytes { _ = write(terminalDescriptor, bytes, restoreCount) }
  tcsetattr(terminalDescriptor, TCSADRAIN, &savedModes)
  var before = timespec()
  clock_gettime(CLOCK_MONOTONIC, &before)
  signal(SIGTSTP, SIG_DFL)
  var stop = sigset_t()
  sigemptyset(&stop)
  sigaddset(&stop, SIGTSTP)
  pthread_sigmask(SIG_UNBLOCK, &stop, nil)
  raise(SIGTSTP)
  // Continued.
  var after = timespec()
  clock_gettime(CLOCK_MONOTONIC, &after)
  signal(SIGTSTP, suspend)
  tcsetattr(terminalDescriptor, TCSADRAIN, &programModes)
  if let bytes = resumeBytes { _ = write(terminalDescriptor, bytes, resumeCount) }
  let nanoseconds =
    Int64(after.tv_sec - before.tv_sec) * 1_000_000_000 + Int64(after.tv_nsec - before.tv_nsec)
  suspendedNanoseconds.add(max(1, nanoseconds), ordering: .relaxed)
  errno = savedErrno
}

/// Signal handling for the player.
///
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT set a flag the loop polls every frame, so the loop ends
/// the screen itself and exits 128 + the signal (130, 143, 129, 131). SIGTSTP (Ctrl-Z)
/// restores the terminal, stops, and sets the screen up again on SIGCONT; the loop then redraws
/// and takes the time spent stopped off its clock (`takeSuspension()`). SIGWINCH is left to
/// ncurses (it becomes KEY_RESIZE). Crash signals write the restore bytes and the saved
/// terminal modes, then die by the same signal, so even a crash leaves the terminal usable.
public enum Signals {
  /// Installs the handlers; call before the screen starts.
  ///
  /// - Parameters:
  ///   - descriptor: the terminal's file descriptor (for restoring modes and writing).
  ///   - restore: the bytes that undo the screen's setup (terminfo's rmcup, cnorm, sgr0).
  ///   - resume: the bytes that set the screen up again after a suspension.
  ///   - modes: the terminal modes from before the screen started.
  public static func install(
    terminal descriptor: Int32, restore: [UInt8], resume: [UInt8], modes: termios
  ) {
    terminalDescriptor = descriptor
    savedModes = modes
    (restoreBytes, restoreCount) = copy(restore)
    (resumeBytes, resumeCount) = copy(resume)
    for number in stopSignals {
      signal(number) { pendingSignal.store($0, ordering: .relaxed) }
    }
    signal(SIGTSTP, suspend)
    // A blocked mask is inherited across exec: started from a parent that blocks them, the
    // player would never see Ctrl-C or a resize (the e2e harness once did this, and `play --loop`
    // outlived its terminal). Unblock what it handles.
    var handled = sigset_t()
    sigemptyset(&handled)
    for number in stopSignals + [SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&handled, number) }
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    for number in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
      signal(number) { number in
        if let bytes = restoreBytes, terminalDescriptor >= 0 {
          _ = write(terminalDescriptor, bytes, restoreCount)
          tcsetattr(terminalDescriptor, TCSANOW, &savedModes)
        }
        signal(number, SIG_DFL)
        raise(number)
      }
    }
  }

  /// The signals that end a loop, polled: interrupt, terminate, hang up, quit.
  static let stopSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Seconds spent suspended since the last call, if any: the loop redraws the whole screen
  /// and takes them off its clock.
  public static func takeSuspension() -> Double? {
    let nanoseconds = suspendedNanoseconds.exchange(0, ordering: .relaxed)
    return nanoseconds == 0 ? nil : Double(nanoseconds) / 1e9
  }

  private static func copy(_ bytes: [UInt8]) -> (UnsafeMutablePointer<UInt8>, Int) {
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
    buffer.initialize(from: bytes, count: bytes.count)
    return (buffer, bytes.count)
  }

  /// The pending stop signal, if any (and clears it).
  public static func take() -> Int32? {
    let value = pendingSignal.exchange(0, ordering: .relaxed)
    return value == 0 ? nil : value
  }

  /// Puts the default handlers back.
  public static func uninstall() {
    for number in stopSignals + [SIGTSTP, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
      signal(number, SIG_DFL)
    }
  }
}
