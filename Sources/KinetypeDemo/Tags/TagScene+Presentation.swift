import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

/// A part of a tag that input can hit, naming its tag.
enum TagPart: Hashable, Sendable {
  case dot(Int)
  case text(Int)
  case line(Int)

  /// The tag's id.
  var id: Int {
    switch self {
    case .dot(let id), .text(let id), .line(let id): id
    }
  }
}

/// Tags as they show at an instant, and what input hits.
extension TagScene {
  /// A tag as drawn at an instant: where its parts are and how much of each shows.
  struct PresentedTag: Hashable, Sendable {
    var tag: Tag
    var layout: TagLayout
    var parts: TagParts
  }

  /// `tag` at `time`: its show sequence, its deletion, view mode's hiding and a change of
  /// style, all evaluated at `time`.
  ///
  /// A change between styles of the same side and count swings the lines from the old angles
  /// to the new; any other change plays in four quarters: the old texts fade, the old lines
  /// retract, the new lines grow, the new texts fade in.
  func presented(_ tag: Tag, at time: Double) -> PresentedTag {
    var parts = sequence(showing: tag).parts(at: time)
    if let deleted = tag.deleted {
      parts = parts.meeting(
        TagSequence(start: deleted, hides: true, timing: book.timing).parts(at: time))
    }
    if let sequence = view.sequence { parts = parts.meeting(sequence.parts(at: time)) }
    let style = book.styles[tag.style]
    var angles = style.angles
    var direction = style.side.direction
    if let change = tag.styleChange, time < change.time + book.timing.style {
      let old = book.styles[change.from]
      let progress = EasedValue(
        from: 0.0, to: 1.0,
        timing: Timing(beginTime: change.time, duration: book.timing.style, fillMode: .both),
        timingFunction: .easeInEaseOut
      ).value(at: time, model: 1)
      if old.side == style.side, old.count == style.count {
        angles = zip(old.angles, style.angles).map {
          Double.interpolate($0, $1, fraction: progress)
        }
      } else {
        func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
        let quarter = progress * 4
        let flip: TagParts
        if progress < 0.5 {
          angles = old.angles
          direction = old.side.direction
          flip = TagParts(dots: 1, lines: clamp(2 - quarter), text: clamp(1 - quarter))
        } else {
          flip = TagParts(dots: 1, lines: clamp(quarter - 2), text: clamp(quarter - 3))
        }
        parts = parts.meeting(flip)
      }
    }
    let layout = TagLayout(
      position: tag.position, in: size, angles: angles, direction: direction, texts: tag.texts,
      reach: book.reach)
    return PresentedTag(tag: tag, layout: layout, parts: parts)
  }

  /// `tag` at rest in its style: what input hits, whatever is animating.
  func restingLayout(of tag: Tag) -> TagLayout {
    let style = book.styles[tag.style]
    return TagLayout(
      position: tag.position, in: size, angles: style.angles, direction: style.side.direction,
      texts: tag.texts, reach: book.reach)
  }

  /// What input hits: each live tag's dot and texts with a cell of slop, and with
  /// `includingLines` the cells its lines pass through; later tags on top. Nothing while
  /// view mode hides the tags.
  func regions(includingLines: Bool) -> HitRegions<TagPart> {
    var regions = HitRegions<TagPart>()
    guard !view.hidesTags else { return regions }
    for tag in tags where tag.deleted == nil {
      let layout = restingLayout(of: tag)
      if includingLines {
        var raster = Self.raster(size)
        for branch in layout.branches { raster.strokePolyline(branch.line, width: 0) }
        for (cell, _) in raster.cells() {
          regions.add(.line(tag.id), GridRect(origin: cell, size: GridSize(columns: 1, rows: 1)))
        }
      }
      for branch in layout.branches { regions.add(.text(tag.id), branch.chip, slop: 1) }
      regions.add(.dot(tag.id), layout.dotRect, slop: 1)
    }
    return regions
  }

  /// The tag part at `cell`, lines included: what a long press, a drag or a key acts on.
  func part(at cell: GridPoint) -> TagPart? {
    regions(includingLines: true).target(at: cell)
  }

  /// A braille raster over the scene, cells twice as tall as wide.
  static func raster(_ size: GridSize) -> SubCellRaster {
    SubCellRaster(size: size, resolution: .braille, cellAspectRatio: 2)
  }
}
