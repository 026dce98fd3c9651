import KinetypeCore

/// Which of the things drawn on screen a cell hits: rectangles of cells in drawing order, each
/// standing for a target and forgiving a pointer that misses it by a few cells.
///
/// A value built while drawing (or from the same geometry) and asked afterwards: later regions
/// lie on top of earlier ones. A cell inside a region hits it squarely; a cell within its slop
/// (Chebyshev distance, as `GestureRecognizer.slop`) hits it only when no region holds the cell
/// squarely, so a generous slop never steals a click aimed at a neighbour.
public struct HitRegions<Target: Hashable & Sendable>: Hashable, Sendable {
  /// A target's rectangle and how many cells around it still count.
  public struct Region: Hashable, Sendable {
    public var target: Target
    public var rect: GridRect
    public var slop: Int

    public init(target: Target, rect: GridRect, slop: Int = 0) {
      self.target = target
      self.rect = rect
      self.slop = slop
    }

    /// Whether `cell` lies within `distance` cells of the rectangle; an empty rectangle holds
    /// nothing, however near.
    func holds(_ cell: GridPoint, within distance: Int) -> Bool {
      guard !rect.isEmpty else { return false }
      return cell.column >= rect.minColumn - distance && cell.column < rect.maxColumn + distance
        && cell.row >= rect.minRow - distance && cell.row < rect.maxRow + distance
    }
  }

  /// The regions, bottom first.
  public private(set) var regions: [Region]

  public init(_ regions: [Region] = []) { self.regions = regions }

  /// Adds a region on top of the others.
  ///
  /// - Parameters:
  ///   - target: What a hit in the region means.
  ///   - rect: The cells it covers.
  ///   - slop: How many cells around it still hit it; negative counts as 0.
  public mutating func add(_ target: Target, _ rect: GridRect, slop: Int = 0) {
    regions.append(Region(target: target, rect: rect, slop: max(0, slop)))
  }

  /// Adds `other`'s regions on top of these, in their order.
  public mutating func add(_ other: HitRegions) { regions += other.regions }

  /// What `cell` hits: the topmost region holding it squarely, else the topmost holding it
  /// within its slop; nil when it hits nothing.
  public func target(at cell: GridPoint) -> Target? {
    if let square = regions.last(where: { $0.holds(cell, within: 0) }) { return square.target }
    return regions.last(where: { $0.holds(cell, within: $0.slop) })?.target
  }

  /// Every target `cell` hits, squarely or within slop, topmost first.
  public func targets(at cell: GridPoint) -> [Target] {
    regions.reversed().filter { $0.holds(cell, within: $0.slop) }.map(\.target)
  }
}
