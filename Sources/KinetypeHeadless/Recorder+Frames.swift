import KinetypeCompositor
import KinetypeCore

extension Recorder {
  /// An asciicast of frames that appear at given times (a preview script's recording): each
  /// event holds only the bytes that change the screen, the first the whole frame.
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
    for (time, frame) in frames {
      data.removeAll(keepingCapacity: true)
      encoder.update(from: previous, to: frame, into: &data)
      encoder.closing(into: &data)
      if data.isEmpty { data = Array("\u{1B}[H".utf8) }
      cast.output(data, at: time)
      previous = frame
    }
    return cast
  }
}
