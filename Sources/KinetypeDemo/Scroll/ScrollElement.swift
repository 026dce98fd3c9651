import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore

/// One thing on a section: a text, a bar or a box, placed in its section and animated by
/// position-driven tracks.
struct ScrollElement: Sendable {
  /// Where an element sits along one axis of its section's stage.
  enum Placement: Hashable, Sendable {
    /// This many cells from the stage's left or top.
    case at(Int)
    /// In the middle of the stage.
    case centre

    /// The first cell of something `length` long on a stage `extent` long.
    func start(length: Int, extent: Int) -> Int {
      switch self {
      case .at(let cell): cell
      case .centre: (extent - length) / 2
      }
    }
  }

  enum Content: Sendable {
    /// Laid-out markup and its timeline of position-driven tracks over the glyphs, in one
    /// setting per font it may take, widest first: the first that fits the view is drawn.
    case text([TextSetting])
    /// A progress bar `width` columns wide, filled from the left by `tracks.fill` (0…1).
    case bar(width: Int, tracks: ShapeTracks)
    /// A box outline centred in `size`, `tracks.width` × `tracks.height` cells big, drawn in
    /// braille dots so it grows smoothly; with a `background`, its cells are filled with it
    /// first (a panel for what is drawn after it).
    case box(size: GridSize, tracks: ShapeTracks, background: RGBA?)
  }

  var content: Content
  var column: Placement
  var row: Placement

  /// The cells it takes at rest in a view `viewColumns` wide, for placing it.
  ///
  /// The page is written for a wide view; on a narrower one a text takes the first of its
  /// settings that fits, and a bar or a box is no wider than the view less a column each side,
  /// so nothing is cut off at the edges.
  func size(viewColumns: Int) -> GridSize {
    switch content {
    case .text(let settings): Self.setting(settings, viewColumns: viewColumns).size
    case .bar(let width, _):
      GridSize(columns: Self.fitted(width, viewColumns: viewColumns), rows: 1)
    case .box(let size, _, _):
      GridSize(columns: Self.fitted(size.columns, viewColumns: viewColumns), rows: size.rows)
    }
  }

  /// The first setting no wider than the view, or the narrowest.
  static func setting(_ settings: [TextSetting], viewColumns: Int) -> TextSetting {
    settings.first { $0.size.columns <= viewColumns } ?? settings[settings.count - 1]
  }

  /// `width`, or the view's width less a column each side when that is narrower (never
  /// below one cell).
  static func fitted(_ width: Int, viewColumns: Int) -> Int {
    max(1, min(width, viewColumns - 2))
  }
}

/// A text laid out in one font (or none), and its tracks compiled over those glyphs.
struct TextSetting: Sendable {
  var compositor: Compositor
  var timeline: Timeline

  /// The cells it takes at rest.
  var size: GridSize { compositor.canvas.size }
}

/// The position-driven tracks of a bar or a box; a property without scales keeps its start
/// value.
struct ShapeTracks: Sendable {
  var opacity = PositionTrack(startValue: 1.0)
  /// In cells.
  var offset = PositionTrack(startValue: Vector.zero)
  var colour = PositionTrack(startValue: ShapeTracks.defaultColour, colourSpace: .hsb)
  /// A bar's filled part, 0…1.
  var fill = PositionTrack(startValue: 0.0)
  /// A box's size in cells.
  var width = PositionTrack(startValue: 0.0)
  var height = PositionTrack(startValue: 0.0)

  static let defaultColour = RGBA(RGB(0x5f, 0xaf, 0xff))
}
