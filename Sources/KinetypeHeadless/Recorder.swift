import KinetypeCompositor
import KinetypeCore

/// Records a scene as an asciicast, frame by frame, headless.
public enum Recorder {
  /// Every frame from 0 to the end at exact multiples of 1/`fps`; each event holds only the
  /// bytes that change the screen (the first, the whole frame). The last event is at the first
  /// multiple of 1/fps at or after the end and shows the final frame.
  ///
  /// The whole recording is held in memory; `record(_:fps:depth:timestamp:bufferSize:to:)`
  /// writes it as it goes.
  ///
  /// - Parameters:
  ///   - timestamp: the header's timestamp; callers pass `SOURCE_DATE_EPOCH` or 0, never the
  ///     clock, so recordings are byte-identical across runs.
  public static func record(_ scene: Scene, fps: Int, depth: ColourDepth, timestamp: Int = 0)
    -> Asciicast
  {
    var cast = Asciicast(size: scene.compositor.canvas.size, timestamp: timestamp)
    events(of: scene, fps: fps, depth: depth) { data, time in cast.output(data, at: time) }
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
    _ scene: Scene, fps: Int, depth: ColourDepth, timestamp: Int = 0,
    bufferSize: Int = 1 << 16, to write: ([UInt8]) throws -> Void
  ) rethrows {
    var cast = Asciicast(size: scene.compositor.canvas.size, timestamp: timestamp)
    try events(of: scene, fps: fps, depth: depth) { data, time in
      cast.output(data, at: time)
      if cast.bytes.count >= bufferSize { try cast.flush(write) }
    }
    try cast.flush(write)
  }

  /// Calls `body` with each frame's bytes (UTF-8, reused between calls) and its time.
  private static func events(
    of scene: Scene, fps: Int, depth: ColourDepth, _ body: ([UInt8], Double) throws -> Void
  ) rethrows {
    precondition(fps > 0, "fps must be positive")
    var encoder = ANSIEncoder(depth: depth)
    var previous: Frame? = nil
    var data: [UInt8] = []
    let last = Int((scene.duration * Double(fps)).rounded(.up))
    for k in 0...max(0, last) {
      let time = Double(k) / Double(fps)
      let frame = scene.frame(at: min(time, scene.duration))
      data.removeAll(keepingCapacity: true)
      encoder.update(from: previous, to: frame, into: &data)
      encoder.closing(into: &data)
      try body(data, time)
      previous = frame
    }
  }
}
