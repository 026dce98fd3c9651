import KinetypeCore

/// A per-glyph delay: each glyph's begin time is shifted by `spread × timingFunction(key)`,
/// where the key in 0…1 comes from the glyph's place in an order.
///
/// Keys are worked out once, when a timeline is compiled, from the glyphs an animation applies
/// to: the order's raw measure is scaled so the least becomes 0 and the greatest 1 (all 0 when
/// they are equal).
///
/// `StaggerOrder.delays` is the exception: its shifts are used as given, and `spread` and
/// `timingFunction` are ignored. `StaggerOrder.walk`'s keys are the walk's steps over its whole
/// box (its first cell 0, its last 1), whichever glyphs are staggered, so that every stagger
/// and tour over one box agrees on when the walk reaches a cell.
public struct Stagger: Hashable, Sendable {
  public var order: StaggerOrder
  /// Seconds between the first glyph's start (key 0) and the last's (key 1).
  public var spread: Double
  /// Shapes the delays over the key: `easeIn` bunches early glyphs together, for example.
  public var timingFunction: TimingFunction

  public init(_ order: StaggerOrder, spread: Double, timingFunction: TimingFunction = .linear) {
    self.order = order
    self.spread = spread
    self.timingFunction = timingFunction
  }

  /// The keys in 0…1 for `glyphs`, in their order.
  ///
  /// Random keys are `SeededHash(seed).unit(glyph.index, channel:)`: the same glyph, seed and
  /// channel always give the same key.
  public func keys(for glyphs: [GlyphGeometry], seed: UInt64) -> [Double] {
    Self.keys(order, glyphs, seed: seed)
  }

  /// The begin-time shift of each of `glyphs`, in seconds.
  ///
  /// `delays` are looked up by each glyph's `index` here (0 where it has none); a timeline looks
  /// them up by glyph number, its place in the timeline's glyphs, which is the same when the
  /// geometry lists the text in order.
  public func offsets(for glyphs: [GlyphGeometry], seed: UInt64) -> [Double] {
    if case .delays(let delays) = order { return glyphs.map { Self.delay(delays, $0.index) } }
    return keys(for: glyphs, seed: seed).map { spread * timingFunction($0) }
  }

  static func delay(_ delays: [Double], _ index: Int) -> Double {
    delays.indices.contains(index) ? delays[index] : 0
  }

  static func keys(_ order: StaggerOrder, _ glyphs: [GlyphGeometry], seed: UInt64) -> [Double] {
    guard !glyphs.isEmpty else { return [] }
    let raw: [Double]
    let aspect = GlyphGeometry.cellAspectRatio
    func distance(_ a: Point, _ b: Point) -> Double {
      let dx = a.x - b.x
      let dy = (a.y - b.y) * aspect
      return (dx * dx + dy * dy).squareRoot()
    }
    switch order {
    case .index: raw = glyphs.map { Double($0.index) }
    case .reverseIndex: raw = glyphs.map { -Double($0.index) }
    case .row: raw = glyphs.map { Double($0.position.row) }
    case .column: raw = glyphs.map { Double($0.position.column) }
    case .diagonal: raw = glyphs.map { Double($0.position.column + $0.position.row) }
    case .centreOutward, .centreInward:
      let centre = Self.boundsCentre(glyphs)
      let d = glyphs.map { distance($0.centre, centre) }
      raw = order == .centreOutward ? d : d.map { -$0 }
    case .distance(let point): raw = glyphs.map { distance($0.centre, point) }
    case .word: raw = glyphs.map { Double($0.wordIndex) }
    case .line: raw = glyphs.map { Double($0.lineIndex) }
    case .delays(let delays): raw = glyphs.map { delay(delays, $0.index) }
    case .random(let channel):
      let hash = SeededHash(seed: seed)
      return glyphs.map { hash.unit($0.index, channel: channel) }
    case .walk(let box, let channel):
      let walk = GridWalk(box: box, seed: seed, channel: channel)
      let last = Double(max(1, walk.cells.count - 1))
      return glyphs.map { Double(walk.step(at: $0.position)) / last }
    }
    let low = raw.min()!
    let high = raw.max()!
    guard high > low else { return raw.map { _ in 0 } }
    return raw.map { ($0 - low) / (high - low) }
  }

  /// The centre of the cells `glyphs` cover.
  static func boundsCentre(_ glyphs: [GlyphGeometry]) -> Point {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for glyph in glyphs {
      minX = min(minX, Double(glyph.position.column))
      maxX = max(maxX, Double(glyph.position.column + glyph.width))
      minY = min(minY, Double(glyph.position.row))
      maxY = max(maxY, Double(glyph.position.row + 1))
    }
    return Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
  }
}

/// The orders glyphs can be staggered in, after TerminalTextEffects' list.
public enum StaggerOrder: Hashable, Sendable {
  /// Text order.
  case index
  /// Last glyph first.
  case reverseIndex
  /// Top to bottom.
  case row
  /// Left to right.
  case column
  /// From the top-left corner along anti-diagonals.
  case diagonal
  /// From the centre of the text outwards (rows count `cellAspectRatio` columns).
  case centreOutward
  /// From the edges inwards.
  case centreInward
  /// Nearest to a point (in cells) first.
  case distance(from: Point)
  /// Word by word.
  case word
  /// Line by line.
  case line
  /// A hash of (seed, glyph index, channel); use different channels for unrelated orders.
  case random(channel: UInt64)
  /// When a seeded maze-carving walk over every cell of `box` (`GridWalk`) reaches the glyph's
  /// cell (the nearest cell of the box for a glyph outside it): glyphs at one cell start
  /// together.
  case walk(box: GridRect, channel: UInt64)
  /// Each glyph's begin-time shift in seconds, by glyph number (its place in the timeline's
  /// glyphs, one element for each, whatever the animation selects), used as given: the
  /// stagger's `spread` and `timingFunction` are ignored. A negative shift begins a glyph
  /// earlier. Computed elsewhere (an effect file's expression per glyph, say); every shift must
  /// be finite.
  case delays([Double])
}
