import KinetypeCompositor
import KinetypeCore

/// Records a scene as an asciicast, frame by frame, headless.
///
/// A recording never traps on a scene's length: it covers `length(of:upTo:)` seconds, at most
/// `longest`, so an effect that runs for ever (or for 1e300 s) is cut off there. Callers that
/// would rather refuse such an effect compare `scene.duration` with `longest` first, as
/// `kinetype render --cast` does.
public enum Recorder {
  /// The longest recording, in seconds: an hour (36 million frames at `render`'s 10,000 fps).
  public static let longest: Double = 3600

  /// The seconds a recording of `scene` covers: its duration, or `duration` when that is
  /// shorter, and never more than `longest`; 0 for a negative or NaN length.
  public static func length(of scene: Scene, upTo duration: Double? = nil) -> Double {
    var length = scene.duration
    if let duration, duration < length { length = duration }
    // `>` is false for NaN, which records the first frame only.
    return length > 0 ? min(length, longest) : 0
  }

  /// Every frame from 0 to the end at exact multiples of 1/`fps`; each event holds only the
  /// bytes that change the screen (the first clears the screen and draws the whole frame). The
  /// last event is at the first multiple of 1/fps at or after the end, shows the final frame
  /// and leaves the cursor on the row below its text.
  ///
  /// The whole recording is held in memory;
  /// `record(_:fps:depth:timestamp:duration:bufferSize:to:)` writes it as it goes.
  ///
  /// - Parameters:
  ///   - timestamp: the header's timestamp; callers pass `SOURCE_DATE_EPOCH` or 0, never the
  ///     clock, so recordings are byte-identical across runs.
  ///   - duration: seconds to record, when fewer than the effect lasts; the recording then
  ///     ends on the frame at that time. See `length(of:upTo:)`.
  public static func record(
    _ scene: Scene, fps: Int, depth: ColourDepth, timestamp: Int = 0, duration: Double? = nil
  ) -> Asciicast {
    var cast = Asciicast(size: scene.compositor.canvas.size, timestamp: timestamp)
    let length = length(of: scene, upTo: duration)
    events(of: scene, fps: fps, depth: depth, length: length, into: &cast) { _ in }
    return cast
  }

  /// The same recording, byte for byte, handed to `write` in pieces of about `bufferSize`
  /// bytes as frames are made, so memory stays flat however long the effect runs (measured on
  /// matrix over 200×50: holding every event took peak RSS from 46 MB at 30 fps to 98 MB at
  /// 240; streamed, it is 35 MB at both).
  ///
  /// - Parameters:
  ///   - bufferSize: bytes to collect before calling `write`; the last piece may be shorter.
  ///   - write: takes each piece in order; what it throws ends the recording and is rethrown.
  public static func record(
    _ scene: Scene, fps: Int, depth: ColourDepth, timestamp: Int = 0, duration: Double? = nil,
    bufferSize: Int = 1 << 16, to write: ([UInt8]) throws -> Void
  ) rethrows {
    var cast = Asciicast(size: scene.compositor.canvas.size, timestamp: timestamp)
    let length = length(of: scene, upTo: duration)
    try events(of: scene, fps: fps, depth: depth, length: length, into: &cast) { cast in
      if cast.bytes.count >= bufferSize { try cast.flush(write) }
    }
    try cast.flush(write)
  }

  /// Adds each frame's event to `cast`, for `length` seconds (`length(of:upTo:)`, so finite
  /// and at most `longest`), calling `written` after each.
  ///
  /// The encoder writes the events' JSON strings in place (`ANSIEncoder.writesJSONString`):
  /// escaping every byte of a frame afterwards, and copying it in, had been a twentieth of
  /// `render --cast` on beams over 200×50.
  private static func events(
    of scene: Scene, fps: Int, depth: ColourDepth, length: Double, into cast: inout Asciicast,
    _ written: (inout Asciicast) throws -> Void
  ) rethrows {
    // The bound keeps `length × fps` (at most an hour's worth) well inside `Int`.
    precondition(fps > 0 && fps <= 1_000_000, "fps must be in 1…1,000,000, got \(fps)")
    precondition(length >= 0 && length <= longest, "length is checked by length(of:upTo:)")
    var encoder = ANSIEncoder(depth: depth)
    encoder.writesJSONString = true
    // Times in order, each frame recomposed from the last where glyphs changed.
    var renderer = Scene.Renderer(scene)
    var previous: Frame? = nil
    let last = Int((length * Double(fps)).rounded(.up))
    for k in 0...last {
      let time = Double(k) / Double(fps)
      let frame = renderer.frame(at: min(time, length))
      cast.output(at: time) { out in
        if k == 0 { encoder.opening(into: &out) }
        // `previous` is the renderer's last frame: only the rows it changed are compared.
        encoder.update(from: previous, to: frame, changedRows: renderer.changedRows, into: &out)
        encoder.closing(into: &out)
        if k == last { encoder.ending(below: frame, into: &out) }
      }
      try written(&cast)
      previous = frame
    }
  }
}
