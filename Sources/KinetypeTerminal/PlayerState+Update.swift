import KinetypeAnimation
import KinetypeCore

extension PlayerState {
  /// The state after `event`: the whole behaviour of the player's keys and clock, with no
  /// terminal in sight (bubbletea's update).
  ///
  /// - Parameters:
  ///   - fps: frames per second, for single-frame steps.
  public func update(_ event: PlayerEvent, fps: Double = 60) -> PlayerState {
    var next = self
    switch event {
    case .elapsed(let seconds):
      // Paused, the frame rate holds its last value: the status line (and the screen) stay
      // still, as a paused player should (the e2e pause test saw "56 fps" turn to "43 fps").
      if !next.playhead.isPaused { next.lastFrameSeconds = seconds }
      _ = next.playhead.advance(by: max(0, seconds))
      if next.playhead.isFinished && next.playhead.rate > 0 && next.stop == nil
        && next.page + 1 >= next.pageCount && !next.isOpen
      {
        next.stop = .finished
      }
    case .resized(let size):
      next.size = size
    case .signal(let number):
      next.stop = .signal(number)
    case .pageLoaded(let duration):
      next.page += 1
      next.playhead = Playhead(
        duration: duration, rate: next.playhead.rate, loopMode: next.playhead.loopMode)
    case .scenesArrived(let count, let isOpen):
      next.pageCount = max(next.pageCount, count)
      next.isOpen = isOpen
      if next.playhead.isFinished && next.playhead.rate > 0 && next.stop == nil
        && next.page + 1 >= next.pageCount && !isOpen
      {
        next.stop = .finished
      }
    case .command(let command):
      next.apply(command, fps: fps)
    }
    return next
  }

  /// Whether the current page has played out and another is waiting.
  public var wantsNextPage: Bool {
    playhead.isFinished && playhead.rate > 0 && page + 1 < pageCount && stop == nil
  }

  /// Whether the current page has played out, it is the last so far, and more may come: the
  /// loop asks the text still arriving for the next block.
  public var awaitsScene: Bool {
    playhead.isFinished && playhead.rate > 0 && page + 1 >= pageCount && isOpen && stop == nil
  }

  private mutating func apply(_ command: PlayerCommand, fps: Double) {
    switch command {
    case .togglePause:
      if playhead.isPaused { playhead.play() } else { playhead.pause() }
    case .seek(let seconds):
      playhead.seek(to: playhead.position + seconds)
    case .step(let frames):
      playhead.pause()
      playhead.seek(to: playhead.position + Double(frames) / fps)
    case .reverse:
      playhead.rate = -playhead.rate
    case .faster:
      speed = min(speed * 2, 64)
      playhead.rate = playhead.rate < 0 ? -speed : speed
    case .slower:
      speed = max(speed / 2, 1.0 / 64)
      playhead.rate = playhead.rate < 0 ? -speed : speed
    case .home:
      playhead.seek(to: 0)
    case .end:
      playhead.seek(to: playhead.duration)
    case .toggleLoop:
      playhead.loopMode = playhead.loopMode == .once ? .loop : .once
    case .toggleStatus:
      showsStatus.toggle()
    case .quit:
      stop = .quit
    }
  }

  /// The status line: time, speed, direction, loop, pause, page and frame rate.
  public var statusLine: String {
    func seconds(_ value: Double) -> String {
      let tenths = Int((value * 10).rounded())
      return "\(tenths / 10).\(abs(tenths % 10))s"
    }
    var parts = ["\(seconds(playhead.position)) / \(seconds(playhead.duration))"]
    parts.append(
      (isReversed ? "◀ " : "▶ ") + "×"
        + (speed >= 1 ? String(Int(speed)) : "1/\(Int((1 / speed).rounded()))"))
    if playhead.isPaused { parts.append("paused") }
    if playhead.loopMode != .once { parts.append("loop") }
    if isOpen {
      parts.append("block \(page + 1)")
    } else if pageCount > 1 {
      parts.append("page \(page + 1)/\(pageCount)")
    }
    if lastFrameSeconds > 0 { parts.append("\(Int((1 / lastFrameSeconds).rounded())) fps") }
    parts.append("space pause · ←→ seek · r reverse · +- speed · l loop · q quit")
    return parts.joined(separator: "  ")
  }
}
