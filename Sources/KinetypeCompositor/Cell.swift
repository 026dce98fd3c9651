import KinetypeCore

/// One terminal cell of a frame: a grapheme cluster with its style, or the continuation (right
/// half) of a wide cluster in the cell to its left.
public struct Cell: Hashable, Sendable {
  /// The cluster drawn here; `" "` for a blank, `""` for a continuation cell.
  public var text: String
  /// Cells the cluster covers: 1 or 2 for a lead cell, 0 for a continuation.
  public var width: UInt8
  public var style: CellStyle
  /// A hyperlink target, drawn as OSC 8 where the output supports it.
  public var link: String?

  public init(text: String, width: Int = 1, style: CellStyle = .plain, link: String? = nil) {
    precondition((0...2).contains(width), "a cell covers 0, 1 or 2 columns")
    self.text = text
    self.width = UInt8(width)
    self.style = style
    self.link = link
  }

  /// A blank cell in `style` (its background shows).
  public static func blank(_ style: CellStyle = .plain) -> Cell { Cell(text: " ", style: style) }

  /// The right half of a wide cluster.
  public static func continuation(_ style: CellStyle) -> Cell { Cell(text: "", width: 0, style: style) }

  public var isContinuation: Bool { width == 0 }
}
