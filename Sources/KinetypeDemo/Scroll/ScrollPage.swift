import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore

/// The scroll scene's page, read from `scroll-scene.yaml`: sections one below the other, each
/// holding elements whose look is a function of the scroll position only.
///
/// The position counts rows scrolled from the top of the page (0 shows its first row). A
/// section sees it as a *local* position, `position − top`: 0 when the section's top row is at
/// the top of the screen, negative before. Every track of an element is evaluated at the
/// local position, so the same position always draws the same picture, and scrolling back
/// plays every change backwards.
struct ScrollPage: Sendable {
  var sections: [ScrollSection]

  /// Rows in the whole page.
  var height: Int { sections.last.map { $0.top + $0.height } ?? 0 }

  /// The largest position: the page's last row at the bottom of a view `viewRows` tall.
  func maxPosition(viewRows: Int) -> Double { Double(max(0, height - viewRows)) }
}

/// A stretch of the page, `height` rows from row `top`.
struct ScrollSection: Sendable {
  var top: Int
  var height: Int
  /// Whether its stage (its first screenful of rows) stays pinned to the top of the screen
  /// while the page scrolls through the rest of the section, as a CSS `position: sticky`
  /// element does: the position keeps driving its tracks while nothing scrolls away.
  var isSticky: Bool
  var elements: [ScrollElement]

  /// The rows the stage has: a screenful, or the whole section when it is shorter.
  func stageRows(viewRows: Int) -> Int { isSticky ? min(viewRows, height) : height }

  /// Where the stage's top row is on the screen at `position` (fractional while the position
  /// moves between rows).
  func stageTop(at position: Double, viewRows: Int) -> Double {
    let unpinned = Double(top) - position
    guard isSticky else { return unpinned }
    let last = Double(top + height - stageRows(viewRows: viewRows)) - position
    return min(max(unpinned, 0), last)
  }
}
