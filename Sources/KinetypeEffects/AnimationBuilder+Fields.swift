import KinetypeAnimation
import KinetypeCore

/// A particle kind's trail as built: cells per trail (1: no trail) and seconds between them.
struct TrailShape {
  var length = 1
  var spacing = 0.0
}

extension AnimationBuilder {
  /// The most cells a trail may have: far longer than any canvas is wide.
  static let longestTrail = 500

  /// The cells a `field:` covers, row by row (canvas coordinates), or nil when the kind has no
  /// field: `canvas` is every cell of the canvas, `text` every cell of the text's box.
  mutating func fieldCells(_ written: Located<EffectValue>?, path: String) -> [Point]? {
    guard let written, let word = text(written, path: path) else { return nil }
    let box: (columns: Int, rows: Int, column: Int, row: Int)
    switch word.value {
    case "canvas": box = (stage.size.columns, stage.size.rows, 0, 0)
    case "text":
      box = (
        scope.textSize.columns, scope.textSize.rows, stage.textOrigin.column,
        stage.textOrigin.row
      )
    default:
      fail(
        word.location, path, "unknown field '\(word.value)'",
        hint: "use canvas (every cell) or text (the cells of the text's box)")
      return nil
    }
    var cells: [Point] = []
    cells.reserveCapacity(max(0, box.columns * box.rows))
    for row in 0..<max(0, box.rows) {
      for column in 0..<max(0, box.columns) {
        cells.append(Point(x: Double(box.column + column), y: Double(box.row + row)))
      }
    }
    return cells
  }

  /// A kind's trail: its length (a whole number from 1) and spacing (seconds, 0.03 unless
  /// given); no trail when the kind has none.
  mutating func trailShape(_ kind: ParticleDescription, path: String) -> TrailShape {
    guard let trail = kind.trail else { return TrailShape() }
    var shape = TrailShape(length: 1, spacing: 0.03)
    if let length = number(trail.length, path: path + ".length") {
      if length >= 1, length <= Double(Self.longestTrail), length == length.rounded() {
        shape.length = Int(length)
      } else {
        fail(
          trail.length!.location, path + ".length",
          "a trail's length is a whole number of cells from 1 to \(Self.longestTrail); got \(EffectValue.number(length).shown)",
          hint: "e.g. length: 40")
      }
    }
    if let spacing = number(trail.spacing, path: path + ".spacing") {
      if spacing >= 0, spacing <= 10 {
        shape.spacing = spacing
      } else {
        fail(
          trail.spacing!.location, path + ".spacing",
          "a trail's spacing is seconds from 0 to 10; got \(EffectValue.number(spacing).shown)",
          hint: "e.g. spacing: 0.02 (a cell every 20 ms)")
      }
    }
    return shape
  }

  /// The colours of a trail's cells from its head to its tail, spread evenly over `stops`.
  mutating func trailColours(_ stops: [Located<EffectValue>], length: Int, path: String)
    -> [RGB]?
  {
    var colours: [RGBA] = []
    for (index, stop) in stops.enumerated() {
      let at = "\(path).gradient[\(index)]"
      guard let c = concrete(stop, numeric: false, glyph: nil, path: at) else { return nil }
      guard case .string(let hex) = c.value, let rgb = RGB(hex: hex) else {
        fail(
          c.location, at, "a trail's gradient stop is a colour, got \(c.value.shown)",
          hint: "e.g. \"#00d1ff\"")
        return nil
      }
      colours.append(RGBA(rgb))
    }
    guard colours.count > 1 else { return colours.first.map { [$0.rgb] } }
    return (0..<length).map { j in
      let place = length > 1 ? Double(j) / Double(length - 1) : 0
      let scaled = place * Double(colours.count - 1)
      let index = min(Int(scaled), colours.count - 2)
      return RGBA.interpolate(
        colours[index], colours[index + 1], fraction: scaled - Double(index), in: .rgb
      ).rgb
    }
  }
}

extension AnimationBuilder {
  /// Per-glyph durations are rounded to 1 / this many seconds.
  static let durationSteps = 60.0

  /// `made` with a duration per glyph: one copy per distinct duration (to a 60th of a second),
  /// each over the glyphs that have it, in a group; starts a stagger gave stay each glyph's
  /// own (the stagger is worked out over all the glyphs first).
  mutating func splitByDuration(
    _ made: Animation, _ written: Located<EffectValue>, glyphs: [Int], path: String
  ) -> Built? {
    guard let slot = glyphNumber(written, path: path) else { return nil }
    var delays = Array(repeating: 0.0, count: glyphCount)
    if let stagger = made.stagger {
      let offsets = stagger.offsets(for: glyphs.map(geometry), seed: seed)
      for (k, g) in glyphs.enumerated() { delays[g] = offsets[k] }
    }
    // Each glyph's duration in 60ths of a second, whole: glyphs are grouped by it with a
    // counting sort, not a hash of each glyph's duration (a tenth of building a 200x50
    // decrypt's animations).
    var steps: [Int] = []
    steps.reserveCapacity(glyphs.count)
    for g in glyphs {
      let duration = slot(g)
      guard duration >= 0, duration <= Self.longestEffect else {
        fail(
          written.location, path,
          "a duration is seconds from 0 to an hour; got \(EffectValue.number(duration).shown) for glyph \(g)",
          hint: "clamp it, e.g. max(0.1, …)")
        return nil
      }
      // To a frame at 60 fps: glyphs whose durations differ by less share an animation, so
      // a random duration makes dozens of animations, not one per glyph (each costs a track
      // visit every frame).
      steps.append(Int((duration * Self.durationSteps).rounded()))
    }
    // Per step, where its glyphs start in `members` (in their order), and its duration as its
    // first glyph rounds it (−0 for a −0 duration, as a dictionary keyed by it kept).
    let stepCount = (steps.max() ?? -1) + 1
    var bounds = [Int](repeating: 0, count: stepCount + 1)
    var durations = [Double](repeating: .nan, count: stepCount)
    for (k, step) in steps.enumerated() {
      bounds[step + 1] += 1
      if bounds[step + 1] == 1 {
        durations[step] = (slot(glyphs[k]) * Self.durationSteps).rounded() / Self.durationSteps
      }
    }
    for step in 0..<stepCount { bounds[step + 1] += bounds[step] }
    var members = [Int](repeating: 0, count: glyphs.count)
    var next = bounds
    for (k, step) in steps.enumerated() {
      members[next[step]] = glyphs[k]
      next[step] += 1
    }
    var children: [Animation] = []
    var end = 0.0
    for step in 0..<stepCount where bounds[step + 1] > bounds[step] {
      let members = members[bounds[step]..<bounds[step + 1]]
      var copy = made
      copy.timing.duration = durations[step]
      copy.glyphs = .set(Set(members.map { facts[$0].index }))
      copy.stagger = Stagger(.delays(delays), spread: 0)
      end = max(end, copy.timing.endTime + (members.map { delays[$0] }.max() ?? 0))
      children.append(copy)
    }
    // The container fills as the animation does: a copy that is removed when it ends is not
    // held at its last state by a container outlasting it.
    let group = Animation(
      .group(children), timing: Timing(duration: max(end, 0), fillMode: made.timing.fillMode),
      glyphs: made.glyphs)
    return Built(animation: group, end: end, isSplit: true)
  }
}
