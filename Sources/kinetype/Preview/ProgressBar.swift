import FoundationEssentials
import Glibc
import Kinetype

/// A progress bar on standard error, drawn only when standard error is a terminal (never into
/// a file or a pipe, so logs and tests see nothing), and only once a render has taken a
/// moment (quick ones do not flash).
struct ProgressBar {
  var label: String
  let enabled = isatty(STDERR_FILENO) != 0
  private let start = ContinuousClock.now
  private var shown = false
  private var lastPercent = -1

  init(label: String) { self.label = label }

  /// Draws the bar at `fraction` (0…1) over the last one.
  mutating func show(_ fraction: Double) {
    guard enabled, ContinuousClock.now - start > .milliseconds(300) else { return }
    let percent = Int((min(max(fraction, 0), 1) * 100).rounded(.down))
    guard percent != lastPercent else { return }
    lastPercent = percent
    shown = true
    let width = 30
    let filled = percent * width / 100
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    Terminal.writeError("\r\(label) \(bar) \(percent)%")
  }

  /// Clears the bar's line, when one was drawn.
  mutating func finish() {
    guard shown else { return }
    Terminal.writeError("\r\u{1B}[2K")
    shown = false
  }
}
