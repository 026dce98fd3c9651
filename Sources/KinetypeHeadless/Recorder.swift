import KinetypeCompositor
import KinetypeCore

/// Records a scene as an asciicast, frame by frame, headless.
public enum Recorder {
  /// Every frame from 0 to the end at exact multiples of 1/`fps`; each event holds only the
  /// bytes that change the screen (the first, the whole frame). The last event is at the first
  /// multiple of 1/fps at or after the end and shows the final frame.
  ///
  /// - Parameters:
  ///   - timestamp: the header's timestamp; callers pass `SOURCE_DATE_EPOCH` or 0, never the
  ///     clock, so recordings are byte-identical across runs.
  public static func record(_ scene: Scene, fps: Int, depth: ColourDepth, timestamp: Int = 0)
    -> Asciicast
  {
    precondition(fps > 0, "fps must be positive")
    var cast = Asciicast(size: scene.compositor.canvas.size, timestamp: timestamp)
    var encoder = ANSIEncoder(depth: depth)
    var previous: Frame? = nil
    let last = Int((scene.duration * Double(fps)).rounded(.up))
    for k in 0...max(0, last) {
      let time = Double(k) / Double(fps)
      let frame = scene.frame(at: min(time, scene.duration))
      cast.output(encoder.update(from: previous, to: frame) + encoder.closing(), at: time)
      previous = frame
    }
    return cast
  }
}
