import KinetypeCore

/// One terminal cell of a frame: a grapheme cluster with its style, or the continuation (right
/// half) of a wide cluster in the cell to its left.
///
/// Plain data (no references): the cluster is stored inline or interned (`Cluster`), the link
/// as an index into a process-wide table.
public struct Cell: Hashable, Sendable, BitwiseCopyable {
  // Widest first: 16 + 8 + 4 + 1 bytes make a stride of 32, where the width after the
  // cluster padded it to 40, and a 200x50 frame is 320 KB rather than 400 (the compositor
  // writes moving glyphs all over it, the diff reads it whole).
  // Usable from inlinable code: an encoder in another module reads a cell's text, style and
  // link for every cell it writes, and a call for each read cost more than the read.
  @usableFromInline var cluster: Cluster
  @usableFromInline var packedStyle: PackedStyle
  /// 1 + the link's index in `StringTable.links`, or 0 for none.
  @usableFromInline var linkID: UInt32
  /// Cells the cluster covers: 1 or 2 for a lead cell, 0 for a continuation.
  public var width: UInt8

  public var style: CellStyle {
    get { packedStyle.style }
    set { packedStyle = PackedStyle(newValue) }
  }

  public init(text: String, width: Int = 1, style: CellStyle = .plain, link: String? = nil) {
    precondition((0...2).contains(width), "a cell covers 0, 1 or 2 columns")
    self.init(cluster: Cluster(text), width: UInt8(width), style: style, linkID: Self.linkID(link))
  }

  init(cluster: Cluster, width: UInt8, style: CellStyle, linkID: UInt32) {
    self.init(cluster: cluster, width: width, packedStyle: PackedStyle(style), linkID: linkID)
  }

  init(cluster: Cluster, width: UInt8, packedStyle: PackedStyle, linkID: UInt32) {
    self.cluster = cluster
    self.width = width
    self.packedStyle = packedStyle
    self.linkID = linkID
  }

  /// The cluster drawn here; `" "` for a blank, `""` for a continuation cell.
  public var text: String {
    get { cluster.string }
    set { cluster = Cluster(newValue) }
  }

  /// Appends `text`'s UTF-8 bytes to `bytes`: what an encoder writes for the cell, without
  /// making a `String` of it.
  public func appendText(to bytes: inout [UInt8]) { cluster.appendUTF8(to: &bytes) }

  /// Writes `text`'s UTF-8 bytes at `target`, which has room for 16 bytes, when there are at
  /// most 15 (almost every cluster), and returns how many; nil, and nothing written that
  /// counts, for a longer cluster (`appendText(to:)` writes any).
  ///
  /// For an encoder that gathers its output through a pointer.
  @inlinable
  public func storeText(at target: UnsafeMutableRawPointer) -> Int? {
    cluster.storeUTF8(at: target)
  }

  /// Whether the cell has a link: an encoder that wrote no link needs to look no further.
  @inlinable public var hasLink: Bool { linkID != 0 }

  /// A hyperlink target, drawn as OSC 8 where the output supports it.
  public var link: String? {
    get { linkID == 0 ? nil : StringTable.links.string(at: Int(linkID) - 1) }
    set { linkID = Self.linkID(newValue) }
  }

  static func linkID(_ link: String?) -> UInt32 {
    link.map { UInt32(StringTable.links.index(of: $0) + 1) } ?? 0
  }

  /// A blank cell in `style` (its background shows).
  public static func blank(_ style: CellStyle = .plain) -> Cell {
    Cell(cluster: .space, width: 1, style: style, linkID: 0)
  }

  /// The right half of a wide cluster.
  public static func continuation(_ style: CellStyle) -> Cell {
    Cell(cluster: .empty, width: 0, style: style, linkID: 0)
  }

  @inlinable public var isContinuation: Bool { width == 0 }

  /// `self == other`, told with no branch per field: a frame diff compares thousands of cells
  /// a frame, most of them equal, and the synthesised `==` stops at the first field that
  /// differs.
  @inline(__always)
  func isSame(as other: Cell) -> Bool {
    let differences =
      cluster.differences(from: other.cluster) | (packedStyle.raw ^ other.packedStyle.raw)
      | UInt64(linkID ^ other.linkID) | UInt64(width ^ other.width)
    return differences == 0
  }

  /// Whether `other` has this cell's style: one comparison of packed words, so an encoder can
  /// tell a run of cells in one style without unpacking each.
  @inlinable
  public func hasStyle(of other: Cell) -> Bool { packedStyle.raw == other.packedStyle.raw }
}

extension Cell: CustomStringConvertible {
  public var description: String {
    "Cell(\(text.debugDescription), width: \(width), \(style)"
      + (link.map { ", link: \($0)" } ?? "") + ")"
  }
}
