/// What may have changed about a glyph between two presentations.
public struct GlyphChanges: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// What the glyph shows, but for its symbol: opacity, colours, rotation (which may pick a
  /// look-alike), whether it is hidden.
  public static let appearance = GlyphChanges(rawValue: 1)
  /// Only where it is shown: its offset, scale or the anchor they act about.
  public static let motion = GlyphChanges(rawValue: 2)
  /// Its z index: where it is drawn among the others.
  public static let order = GlyphChanges(rawValue: 4)
  /// Its scale or its anchor, always with `motion`: where a given offset puts the glyph has
  /// changed too. `motion` alone means only the offset changed.
  public static let transform = GlyphChanges(rawValue: 8)
  /// Its symbol, the other part of what it shows: marked apart from `appearance` because a
  /// scramble changes it alone, every step, for most of a text, and a renderer that kept what
  /// the glyph wrote can then swap the cluster and keep its style (`IncrementalCompositor`).
  public static let symbol = GlyphChanges(rawValue: 16)
}

extension Presentation {
  /// Marks in `changes` every glyph whose presentation may differ from its presentation in
  /// `previous`, so that a renderer can redraw only those (`IncrementalCompositor`).
  ///
  /// A property array the two share (the model's, which no animation wrote) is skipped without
  /// reading it: a presentation starts as a copy of its timeline's model and an animated
  /// property gets an array of its own. Values are compared with `==`, so a NaN is always
  /// marked changed and −0 is taken as 0 (which a renderer draws alike: it only adds, scales,
  /// compares and rounds them). Marks are only ever added; the caller clears them.
  ///
  /// - Parameter changes: one entry per glyph.
  /// - Complexity: O(glyphs × animated properties).
  public func markChanges(since previous: Presentation, into changes: inout [GlyphChanges]) {
    precondition(changes.count == count && previous.count == count, "one entry per glyph")
    // Read once: a static option read in the loops was a call per glyph.
    let (appearance, motion, order) = (
      GlyphChanges.appearance, GlyphChanges.motion, GlyphChanges.order
    )
    let transformed = motion.union(.transform)
    changes.withUnsafeMutableBufferPointer { marks in
      guard symbols == previous.symbols else {
        for index in marks.indices { marks[index].formUnion(appearance) }
        return
      }
      Self.mark(opacity, previous.opacity, appearance, marks)
      Self.mark(isHidden, previous.isHidden, appearance, marks)
      Self.mark(rotation, previous.rotation, appearance, marks)
      Self.mark(offset, previous.offset, motion, marks)
      Self.mark(scale, previous.scale, transformed, marks)
      Self.mark(anchor, previous.anchor, transformed, marks)
      Self.mark(foregroundColour, previous.foregroundColour, appearance, marks)
      Self.mark(backgroundColour, previous.backgroundColour, appearance, marks)
      Self.mark(symbolIndex, previous.symbolIndex, .symbol, marks)
      Self.mark(zIndex, previous.zIndex, order, marks)
    }
  }

  /// Adds `change` to the glyphs whose values differ; nothing when both arrays are one.
  @inline(__always)
  private static func mark<Value: Equatable>(
    _ new: [Value], _ old: [Value], _ change: GlyphChanges,
    _ marks: UnsafeMutableBufferPointer<GlyphChanges>
  ) {
    new.withUnsafeBufferPointer { new in
      old.withUnsafeBufferPointer { old in
        guard new.baseAddress != old.baseAddress else { return }
        for index in new.indices where new[index] != old[index] {
          marks[index].formUnion(change)
        }
      }
    }
  }
}
