import KinetypeCompositor
import KinetypeCore

extension Recorder {
  /// An asciicast of frames that appear at given times (a preview script's recording): each
  /// event holds only the bytes that change the screen; the first clears the screen and draws
  /// the whole frame, the last leaves the cursor below the text.
  ///
  /// A frame that changes nothing still marks its time with a cursor move home (`CSI H`), so
  /// that the recording lasts until its last frame (a script's closing `wait`) rather than
  /// ending at the last change.
  ///
  /// - Parameters:
  ///   - frames: in increasing time, each the size of `size`.
  ///   - timestamp: the header's; `SOURCE_DATE_EPOCH` or 0, never the clock.
  public static func record(
    frames: some Sequence<(time: Double, frame: Frame)>, size: GridSize, depth: ColourDepth,
    timestamp: Int = 0
  ) -> Asciicast {
    var cast = Asciicast(size: size, timestamp: timestamp)
    var encoder = ANSIEncoder(depth: depth)
    var previous: Frame? = nil
    var data: [UInt8] = []
    var iterator = frames.makeIterator()
    var next = iterator.next()
    while let (time, frame) = next {
      next = iterator.next()
      data.removeAll(keepingCapacity: true)
      if previous == nil { encoder.opening(into: &data) }
      encoder.update(from: previous, to: frame, into: &data)
      encoder.closing(into: &data)
      if next == nil { encoder.ending(below: frame, into: &data) }
      if data.isEmpty { data = Array("\u{1B}[H".utf8) }
      cast.output(data, at: time)
      previous = frame
    }
    return cast
  }
}
