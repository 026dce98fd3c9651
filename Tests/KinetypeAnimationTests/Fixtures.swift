import KinetypeCore

@testable import KinetypeAnimation

/// Small glyph layouts for timeline tests.
enum Fixtures {
  /// `count` glyphs on one row, five to a word.
  static func row(_ count: Int) -> [GlyphGeometry] {
    (0..<count).map {
      GlyphGeometry(index: $0, position: GridPoint(column: $0, row: 0), wordIndex: $0 / 5)
    }
  }

  /// A `columns × rows` block, one line per row.
  static func block(columns: Int, rows: Int) -> [GlyphGeometry] {
    (0..<(columns * rows)).map {
      GlyphGeometry(
        index: $0, position: GridPoint(column: $0 % columns, row: $0 / columns),
        wordIndex: $0 / 4, lineIndex: $0 / columns)
    }
  }

  /// Staggered fade, rise and colour: the shape of a typical entrance.
  static func entrance(glyphCount: Int) -> [Animation] {
    let stagger = Stagger(.index, spread: 1)
    return [
      Animation(
        .basic(BasicAnimation(.opacity, from: 0, to: 1)),
        timing: Timing(duration: 0.5, fillMode: .backwards),
        timingFunction: .easeOut, stagger: stagger),
      Animation(
        .basic(BasicAnimation(.offset, from: Vector(dx: 0, dy: 2))),
        timing: Timing(duration: 0.6, fillMode: .backwards),
        timingFunction: .penner(.back, .out), stagger: stagger),
      Animation(
        .keyframe(
          KeyframeAnimation(
            .foregroundColour,
            values: [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 1, green: 1, blue: 0), .white])),
        timing: Timing(duration: 0.8, fillMode: .both), colourSpace: .hsb,
        stagger: Stagger(.random(channel: 1), spread: 0.5)),
    ]
  }
}
