import KinetypeCompositor
import KinetypeCore

/// What a script shows, at the script's own times: the sequence of (time, frame) a recording
/// writes, and the frames its snapshots took.
///
/// Frames are sampled at exact multiples of 1/fps; only those that differ from the one before
/// are kept, so a still screen costs one entry. The last entry is at `duration` (the first
/// multiple of 1/fps at or after the script's end) and may repeat the one before it, so that a
/// recording lasts as long as the script, trailing `wait`s included.
public struct PreviewRecording: Sendable {
  /// A frame and when it appears.
  public struct Entry: Hashable, Sendable {
    public var time: Double
    public var frame: Frame
  }

  /// The frame a `snapshot:` step took, at the script's clock when it ran.
  public struct Snapshot: Hashable, Sendable {
    public var name: String
    public var time: Double
    public var frame: Frame
  }

  public var size: GridSize
  public var fps: Int
  public var depth: ColourDepth
  /// The distinct screens in order, the first at 0.
  public internal(set) var frames: [Entry] = []
  public internal(set) var snapshots: [Snapshot] = []
  /// Seconds the recording lasts: the last entry's time.
  public var duration: Double { frames.last?.time ?? 0 }

  init(size: GridSize, fps: Int, depth: ColourDepth) {
    self.size = size
    self.fps = fps
    self.depth = depth
  }

  /// The screen at `time`: the last frame that appeared at or before it (the first before 0).
  public func frame(at time: Double) -> Frame {
    var low = 0
    var high = frames.count
    // The first entry later than `time`, by bisection.
    while low < high {
      let middle = (low + high) / 2
      if frames[middle].time <= time { low = middle + 1 } else { high = middle }
    }
    return frames[max(0, low - 1)].frame
  }

  /// Adds the frame sampled at `time` when it differs from the last one, or always when
  /// `final` (the entry that marks the end).
  mutating func append(_ frame: Frame, at time: Double, final: Bool = false) {
    if !final, let last = frames.last, last.frame == frame { return }
    frames.append(Entry(time: time, frame: frame))
  }
}
