import ArgumentParser
import Kinetype

/// How `play` takes text that arrives over time or is taller than the screen.
struct StreamingOptions: ParsableArguments {
  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Play lines as they arrive, each block scrolling in below the last.",
      discussion: """
        By default on when the text comes from a pipe or FIFO that has not ended 0.1 s after \
        start; --no-stream waits for the end first.
        """))
  var stream: Bool? = nil

  @Option(
    help: ArgumentHelp(
      "Lines beyond a screenful: latest (only the newest screenful animates) or all.",
      discussion: """
        For text taller than the screen, or arriving faster than blocks play. latest plays in \
        a few effects' time whatever the size; all animates every screenful in turn.
        """))
  var backlog: ScrollingBlocks.Backlog = .latest

  /// How long a pipe is read before play decides it is still arriving: long enough for
  /// `echo hello |` to end, short enough not to be seen.
  static let settleMilliseconds = 100
}

extension ScrollingBlocks.Backlog: ExpressibleByArgument {}
