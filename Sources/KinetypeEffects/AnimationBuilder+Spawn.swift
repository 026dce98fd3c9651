import KinetypeAnimation
import KinetypeCore

extension AnimationBuilder {
  /// The most control points one spawn's way may bend through: each glyph's path keeps a
  /// length table per segment, so the memory grows with glyphs × points.
  static let viaLimit = 16

  /// The words a point may be written as, besides `[column, row]`.
  static let pointWords = [
    "top", "bottom", "left", "right", "edge", "centre", "point", "origin", "n", "ne", "e", "se",
    "s", "sw", "w", "nw",
  ]

  /// Motion between a point and each glyph's cell: an offset animation, or a path per glyph
  /// when `via` bends the way.
  mutating func spawn(
    _ d: SpawnDescription, within: [Int], duration: Double, path: String
  ) -> Animation.Kind? {
    if let tour = d.tour {
      return self.tour(tour, within: within, duration: duration, path: path + ".tour")
    }
    let arriving = d.from != nil
    guard let written = d.from ?? d.to else { return nil }
    let key = arriving ? ".from" : ".to"
    guard let ends = points(written, path: path + key, onCanvas: false) else { return nil }
    var bends: [[Point]] = []
    if let via = d.via, via.count > Self.viaLimit {
      fail(
        via[Self.viaLimit].location, path + ".via",
        "a way bends through at most \(Self.viaLimit) points; got \(via.count)",
        hint: "drop some, or chain spawns with 'compose: sequence'")
      return nil
    }
    for (index, v) in (d.via ?? []).enumerated() {
      guard let made = points(v, path: "\(path).via[\(index)]", onCanvas: false) else {
        return nil
      }
      bends.append(made)
    }
    // Points are canvas cells; motion is an offset from the glyph's own cell.
    let cells = glyphScopes.map { Point(x: $0.column, y: $0.row) }
    let far = Self.largestNumber
    for (label, points) in [("", ends)] + bends.enumerated().map({ (".via[\($0)]", $1) }) {
      if let wild = points.first(where: {
        !$0.x.isFinite || !$0.y.isFinite || abs($0.x) > far || abs($0.y) > far
      }) {
        fail(
          (d.from ?? d.to)!.location, path + (label.isEmpty ? key : label),
          "a spawn point must be a cell near the canvas; got [\(wild.x), \(wild.y)]",
          hint: "keep it within ±\(Int(far)) cells; check for a division by zero")
        return nil
      }
    }
    let offsets = zip(ends, cells).map { Vector(dx: $0.x - $1.x, dy: $0.y - $1.y) }
    guard !bends.isEmpty else {
      var basic = BasicAnimation(property: .offset)
      if arriving {
        basic.fromByGlyph = offsets.map { .vector($0) }
        basic.to = .vector(.zero)
      } else {
        basic.from = .vector(.zero)
        basic.toByGlyph = offsets.map { .vector($0) }
      }
      return .basic(basic)
    }
    var motion = PathAnimation(
      path: BezierPath(), rotatesAlongPath: flag(d.rotate, path: path + ".rotate") ?? false)
    motion.pathsByGlyph = cells.indices.map { g in
      let controls = bends.map { Point(x: $0[g].x - cells[g].x, y: $0[g].y - cells[g].y) }
      let far = Point(x: offsets[g].dx, y: offsets[g].dy)
      return Self.curve(
        from: arriving ? far : .zero, via: controls, to: arriving ? .zero : far)
    }
    return .path(motion)
  }

  /// A smooth chain through the control points `via`: one quadratic segment per control
  /// point, meeting half-way between neighbouring controls (as TrueType outlines do).
  static func curve(from start: Point, via controls: [Point], to end: Point) -> BezierPath {
    var path = BezierPath(start: start)
    var current = start
    for (i, control) in controls.enumerated() {
      let next =
        i + 1 < controls.count
        ? Point(x: (control.x + controls[i + 1].x) / 2, y: (control.y + controls[i + 1].y) / 2)
        : end
      // A quadratic's control, raised to a cubic's two.
      path.addCurve(
        to: next,
        control1: Point(
          x: current.x + 2 / 3 * (control.x - current.x),
          y: current.y + 2 / 3 * (control.y - current.y)),
        control2: Point(
          x: next.x + 2 / 3 * (control.x - next.x), y: next.y + 2 / 3 * (control.y - next.y)))
      current = next
    }
    return path
  }

  /// Every glyph's point (canvas cells, fractions allowed) for `v`: a word or `[column, row]`.
  ///
  /// Off the canvas for glyphs (`top` is the row above it, in the glyph's own column); with
  /// `onCanvas`, for particles, edges mean a random cell along that edge inside the canvas.
  mutating func points(_ v: Located<EffectValue>, path: String, onCanvas: Bool) -> [Point]? {
    let columns = Double(stage.size.columns)
    let rows = Double(stage.size.rows)
    if case .list(let parts) = v.value {
      guard parts.count == 2 else {
        fail(v.location, path, "a point is [column, row]", hint: "e.g. [columns / 2, 0]")
        return nil
      }
      guard let x = glyphNumber(parts[0], path: path + "[0]"),
        let y = glyphNumber(parts[1], path: path + "[1]")
      else { return nil }
      return facts.indices.map { Point(x: x($0), y: y($0)) }
    }
    guard let word = text(v, path: path) else { return nil }
    guard Self.pointWords.contains(word.value) else {
      let suggestion =
        EffectReader.suggestion(word.value, in: Self.pointWords)
      fail(
        word.location, path, "unknown point '\(word.value)'",
        hint: suggestion + "use \(Self.pointWords.joined(separator: ", ")) or [column, row]")
      return nil
    }
    let hash = SeededHash(seed: seed)
    let channel = Self.channel(v.location)
    let inset = onCanvas ? 0.0 : 1.0
    let place = PointWord(word.value, columns: columns, rows: rows)
    return glyphScopes.indices.map { g in
      let s = glyphScopes[g]
      // Keyed like random(…): a trail's cells share their head's draws.
      let k = s.key
      let u = hash.unit(k, channel: channel)
      func edge(_ side: PointWord.Side) -> Point {
        switch side {
        case .top: Point(x: onCanvas ? (u * columns).rounded(.down) : s.column, y: -inset)
        case .bottom:
          Point(x: onCanvas ? (u * columns).rounded(.down) : s.column, y: rows - 1 + inset)
        case .left:
          Point(x: -inset * max(s.width, 1), y: onCanvas ? (u * rows).rounded(.down) : s.row)
        case .right: Point(x: columns - 1 + inset, y: onCanvas ? (u * rows).rounded(.down) : s.row)
        }
      }
      switch place {
      case .side(let side): return edge(side)
      case .edge:
        let along = (onCanvas ? u : hash.unit(k, channel: channel &+ 1))
        let side = PointWord.Side.clockwise[hash.integer(below: 4, k, channel: channel &+ 2)]
        var point = edge(side)
        if side == .top || side == .bottom {
          point.x = (along * columns).rounded(.down)
        } else {
          point.y = (along * rows).rounded(.down)
        }
        return point
      case .fixed(let point): return point
      case .point:
        return Point(
          x: (u * columns).rounded(.down),
          y: (hash.unit(k, channel: channel &+ 3) * rows).rounded(.down))
      case .origin: return Point(x: s.originColumn, y: s.originRow)
      }
    }
  }

  /// A point's word (one of `pointWords`), told once for all glyphs rather than compared for
  /// each (building rings compared words 135,000 times).
  private enum PointWord {
    case side(Side), edge, point, origin
    /// The same point for every glyph: the centre, or an anchor's place on the canvas.
    case fixed(Point)

    enum Side {
      case top, right, bottom, left
      /// The sides in the order `edge` draws one by its hash.
      static let clockwise: [Side] = [.top, .right, .bottom, .left]
    }

    init(_ word: String, columns: Double, rows: Double) {
      switch word {
      case "top": self = .side(.top)
      case "bottom": self = .side(.bottom)
      case "left": self = .side(.left)
      case "right": self = .side(.right)
      case "edge": self = .edge
      case "centre":
        self = .fixed(Point(x: (columns / 2).rounded(.down), y: (rows / 2).rounded(.down)))
      case "point": self = .point
      case "origin": self = .origin
      default:
        let anchor = (GridAnchor(rawValue: word) ?? .c).rawValue
        let x =
          anchor.contains("w")
          ? 0 : anchor.contains("e") ? columns - 1 : (columns / 2).rounded(.down)
        let y =
          anchor.contains("n") ? 0 : anchor.contains("s") ? rows - 1 : (rows / 2).rounded(.down)
        self = .fixed(Point(x: x, y: y))
      }
    }
  }
}
