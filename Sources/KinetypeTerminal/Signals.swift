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

/// Signal handling for the player.
///
/// SIGINT, SIGTERM and SIGHUP set a flag the loop polls every frame, so the loop ends the
/// screen itself and exits 128 + the signal. SIGWINCH is left to ncurses (it becomes
/// KEY_RESIZE). Crash signals write the restore bytes and the saved terminal modes, then die
/// by the same signal, so even a crash leaves the terminal usable.
public enum Signals {
  /// Installs the handlers; call before the screen starts.
  ///
  /// - Parameters:
  ///   - descriptor: the terminal's file descriptor (for restoring modes and writing).
  ///   - restore: the bytes that undo the screen's setup (terminfo's rmcup, cnorm, sgr0).
  public static func install(terminal descriptor: Int32, restore: [UInt8]) {
    terminalDescriptor = descriptor
    tcgetattr(descriptor, &savedModes)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, restore.count))
    buffer.initialize(from: restore, count: restore.count)
    restoreBytes = buffer
    restoreCount = restore.count
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number) { pendingSignal.store($0, ordering: .relaxed) }
    }
    // A blocked mask is inherited across exec: started from a parent that blocks them, the
    // player would never see Ctrl-C or a resize (the e2e harness once did this, and `play --loop`
    // outlived its terminal). Unblock what it handles.
    var handled = sigset_t()
    sigemptyset(&handled)
    for number in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { sigaddset(&handled, number) }
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

  /// The pending stop signal, if any (and clears it).
  public static func take() -> Int32? {
    let value = pendingSignal.exchange(0, ordering: .relaxed)
    return value == 0 ? nil : value
  }

  /// Puts the default handlers back.
  public static func uninstall() {
    for number in [SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
      signal(number, SIG_DFL)
    }
  }
}
