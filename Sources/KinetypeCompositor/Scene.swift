import KinetypeAnimation
import KinetypeCore
import KinetypeLayout

/// Text, laid out and animated: a compositor and a timeline over the same glyphs.
///
/// `frame(at:)` is a pure function of time, so seeking, reverse play and recording are all
/// asking for another time.
public struct Scene: Sendable {
  public let compositor: Compositor
  public let timeline: Timeline

  /// Compiles `animations` over the glyphs of `compositor`'s layout.
  ///
  /// - Throws: `TimelineError` with every problem in the animations.
  public init(
    compositor: Compositor, animations: [Animation], anchor: TransformAnchor = .glyph(.zero),
    seed: UInt64
  ) throws(TimelineError) {
    self.compositor = compositor
    timeline = try Timeline(
      glyphs: compositor.geometry(), models: compositor.models(), animations: animations,
      anchor: anchor, seed: seed)
  }

  /// How long the effect runs, in seconds.
  public var duration: Double { timeline.duration }

  /// The frame at `time` seconds (clamped to the effect's span; NaN is taken as 0).
  public func frame(at time: Double) -> Frame {
    let time = clamped(time)
    let presentation = timeline.presentation(at: time)
    // At the end every extra rests hidden: the last frame is the text alone.
    return time >= duration
      ? compositor.finalFrame(presentation) : compositor.frame(presentation)
  }

  /// The frame the effect ends on.
  public var finalFrame: Frame { frame(at: duration) }
}
