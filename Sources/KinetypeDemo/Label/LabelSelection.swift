/// The one selection among the scene's labels: an anchor and a focus, glyph boundaries of one
/// label's layout (0 is before its first glyph).
///
/// The anchor stays put while the focus moves: a dragged handle, shift+arrows. The selected
/// glyphs lie between them, in whichever order; the two never meet, so a selection is never
/// empty.
struct LabelSelection: Hashable, Sendable {
  /// The label it is in (an index into the scene's labels).
  var label: Int
  var anchor: Int
  var focus: Int

  /// A selection of `range`'s glyphs, its focus at the end.
  init(label: Int, range: Range<Int>) {
    precondition(!range.isEmpty, "a selection is never empty")
    self.label = label
    anchor = range.lowerBound
    focus = range.upperBound
  }

  /// The glyphs selected.
  var range: Range<Int> { min(anchor, focus)..<max(anchor, focus) }

  /// The handle at the focus: the start handle when the focus is before the anchor.
  var focusHandle: SelectionHandle { focus < anchor ? .start : .end }

  /// The selection with `handle` taken up to be dragged: the other end becomes the anchor.
  func grabbing(_ handle: SelectionHandle) -> LabelSelection {
    var next = self
    let range = range
    (next.anchor, next.focus) =
      handle == .start
      ? (range.upperBound, range.lowerBound) : (range.lowerBound, range.upperBound)
    return next
  }

  /// The selection with its focus on glyph `glyph`: the glyph is selected when it lies at or
  /// after the anchor, and starts the selection when it lies before.
  func focusing(glyph: Int) -> LabelSelection {
    var next = self
    next.focus = glyph >= anchor ? glyph + 1 : glyph
    return next
  }
}

/// A selection's two ends, as the seed draws them: a handle before the first glyph and one
/// after the last.
enum SelectionHandle: Hashable, Sendable {
  case start, end
}
