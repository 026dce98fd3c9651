import KinetypeAnimation
import KinetypeCore
import KinetypeYAML

extension ScrollPageReader {
  static let textProperties = ["opacity", "offset", "scale", "rotation", "colour", "background"]
  static let barProperties = ["opacity", "offset", "colour", "fill"]
  static let boxProperties = ["opacity", "offset", "colour", "width", "height"]
  static let scaleKeys = ["at", "length", "to", "timing"]
  static let staggerOrders: [(String, StaggerOrder)] = [
    ("index", .index), ("reverse", .reverseIndex), ("column", .column), ("row", .row),
    ("diagonal", .diagonal), ("centre", .centreOutward), ("edges", .centreInward),
    ("word", .word), ("line", .line), ("random", .random(channel: 0)),
  ]

  /// A text's tracks as position-driven animations of its glyphs; `colour` is where a colour
  /// track starts when it gives no `from`.
  mutating func textTracks(_ node: Node, path: String, colour: RGBA) -> [Animation] {
    guard let keys = fields(node, path: path, allowed: Self.textProperties, required: []) else {
      return []
    }
    var animations: [Animation] = []
    func add<Value: PropertyValue>(
      _ key: PropertyKey<Value>, _ name: String, rest: Value?,
      _ value: (inout ScrollPageReader, Node, String) -> Value?
    ) {
      guard let node = keys[name],
        let (track, stagger) = track(
          node, path: path + "." + name, rest: rest, isColour: Value.self == RGBA.self,
          staggers: true, value)
      else { return }
      animations.append(.positionDriven(key, track: track, stagger: stagger))
    }
    add(.opacity, "opacity", rest: 1.0) { $0.number($1, path: $2) }
    add(.offset, "offset", rest: Vector.zero) { $0.vector($1, path: $2, uniform: false) }
    add(.scale, "scale", rest: Vector.one) { $0.vector($1, path: $2, uniform: true) }
    add(.rotation, "rotation", rest: Angle.zero) { $0.number($1, path: $2).map(Angle.degrees) }
    add(.foregroundColour, "colour", rest: colour) { $0.rgba($1, path: $2) }
    add(.backgroundColour, "background", rest: nil) { $0.rgba($1, path: $2) }
    return animations
  }

  /// Reads a bar's or a box's tracks over the defaults in `shape`.
  mutating func shapeTracks(_ node: Node, path: String, kind: String, into shape: inout ShapeTracks)
  {
    let allowed = kind == "bar" ? Self.barProperties : Self.boxProperties
    guard let keys = fields(node, path: path, allowed: allowed, required: []) else { return }
    func read<Value: Interpolatable>(
      _ name: String, _ track: inout PositionTrack<Value>,
      _ value: (inout ScrollPageReader, Node, String) -> Value?
    ) {
      guard let node = keys[name],
        let (found, _) = self.track(
          node, path: path + "." + name, rest: track.startValue,
          isColour: Value.self == RGBA.self, staggers: false, value)
      else { return }
      track = found
    }
    read("opacity", &shape.opacity) { $0.number($1, path: $2) }
    read("offset", &shape.offset) { $0.vector($1, path: $2, uniform: false) }
    read("colour", &shape.colour) { $0.rgba($1, path: $2) }
    read("fill", &shape.fill) { $0.number($1, path: $2) }
    read("width", &shape.width) { $0.number($1, path: $2) }
    read("height", &shape.height) { $0.number($1, path: $2) }
  }

  /// One property's track: `from` (or `rest` when it gives none), the colour `space`, a
  /// `stagger` where `staggers`, and its `scales`, each `{at, length, to, timing}`.
  ///
  /// A scale that overlaps another is reported at its place in the file, with the error
  /// `PositionTrack.add(_:)` gives and a note at the scale it overlaps.
  ///
  /// Generic at run time, not specialised: read once per scroll page, its ten copies, one per
  /// property and caller, were 85 KB of a binary that has a size budget.
  @_semantics("optimize.sil.specialize.generic.never")
  mutating func track<Value: Interpolatable>(
    _ node: Node, path: String, rest: Value?, isColour: Bool, staggers: Bool,
    _ value: (inout ScrollPageReader, Node, String) -> Value?
  ) -> (PositionTrack<Value>, Stagger?)? {
    var allowed = ["from", "scales"]
    if isColour { allowed.append("space") }
    if staggers { allowed.append("stagger") }
    let required = rest == nil ? ["from", "scales"] : ["scales"]
    guard let keys = fields(node, path: path, allowed: allowed, required: required) else {
      return nil
    }
    var start = rest
    if let from = keys["from"] { start = value(&self, from, path + ".from") }
    let space =
      keys["space"].flatMap {
        word($0, path: path + ".space", among: ColourSpace.allCases.map(\.rawValue))
      }.flatMap(ColourSpace.init) ?? .hsb
    var stagger: Stagger? = nil
    var failed = false
    if let node = keys["stagger"] {
      stagger = self.stagger(node, path: path + ".stagger")
      failed = stagger == nil
    }
    // The scales are read whatever became of `from`, so that their problems are reported too.
    var scales: [(scale: PositionTrack<Value>.Scale, node: Node, path: String)] = []
    let list = keys["scales"].flatMap { sequence($0, path: path + ".scales") }
    for (index, node) in (list ?? []).enumerated() {
      let path = path + ".scales[\(index)]"
      guard let keys = fields(node, path: path, allowed: Self.scaleKeys, required: ["at", "to"])
      else {
        failed = true
        continue
      }
      let at = keys["at"].flatMap { number($0, path: path + ".at") }
      let length = keys["length"].map { number($0, path: path + ".length", in: 0...100_000) } ?? 0
      let to = keys["to"].flatMap { value(&self, $0, path + ".to") }
      let timing = keys["timing"].map { timingFunction($0, path: path + ".timing") } ?? .linear
      guard let at, let length, let to, let timing else {
        failed = true
        continue
      }
      scales.append(
        (.init(trigger: at, length: length, toValue: to, timingFunction: timing), node, path))
    }
    guard let start, list != nil else { return nil }
    var track = PositionTrack(startValue: start, colourSpace: isColour ? space : .rgb)
    var added: [(range: Range<Double>, node: Node, path: String)] = []
    for (scale, node, path) in scales {
      do {
        try track.add(scale)
        added.append((scale.range, node, path))
      } catch {
        fail(node, path, error.description, hint: nil)
        if let other = added.first(where: { $0.range == error.existing }) {
          note(other.node, other.path, "the scale it overlaps")
        }
        failed = true
      }
    }
    return failed ? nil : (track, stagger)
  }

  /// `{order, spread}`: glyph k sees the position less its share of `spread` rows.
  mutating func stagger(_ node: Node, path: String) -> Stagger? {
    guard let keys = fields(node, path: path, allowed: ["order", "spread"], required: ["order"])
    else { return nil }
    let names = Self.staggerOrders.map(\.0)
    let order = keys["order"].flatMap { word($0, path: path + ".order", among: names) }
    let spread = keys["spread"].map { number($0, path: path + ".spread") } ?? 0
    guard let order, let spread else { return nil }
    return Stagger(Self.staggerOrders.first { $0.0 == order }!.1, spread: spread)
  }
}
