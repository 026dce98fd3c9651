import KinetypeAnimation
import KinetypeCore

extension AnimationBuilder {
  /// The text's box in the text's own coordinates (the timeline's space): what a `walk`
  /// stagger and a tour cover, so that they agree whichever glyphs they move.
  var textBox: GridRect {
    GridRect(column: 0, row: 0, columns: scope.textSize.columns, rows: scope.textSize.rows)
  }

  /// `spawn: { tour: walk }`: each glyph jumps from cell to cell of the text's box in the
  /// order a `walk` stagger reaches them, cell s at s / (n - 1) of `duration` as the stagger
  /// reaches it over a spread of `duration`, so the glyph is where the walk is (a laser's
  /// tip, a print head).
  ///
  /// Discrete keyframe offsets from the glyph's own cell, one keyframe a cell, cut into runs of
  /// about √n cells played one after another, so a frame looks through one short run rather
  /// than the whole walk.
  mutating func tour(
    _ written: Located<EffectValue>, within: [Int], duration: Double, path: String
  ) -> Animation.Kind? {
    guard let word = text(written, path: path) else { return nil }
    guard word.value == "walk" else {
      fail(
        word.location, path, "unknown tour '\(word.value)'",
        hint: "use walk (the cells in the order a 'walk' stagger reaches them)")
      return nil
    }
    let cells = GridWalk(box: textBox, seed: seed, channel: 0).cells
    guard !cells.isEmpty else { return nil }
    guard cells.count > 1 else { return .keyframe(run(cells, [0, 1], within)) }
    let last = cells.count - 1
    let length = max(16, Int(Double(cells.count).squareRoot()))
    var runs: [Animation] = []
    for start in stride(from: 0, to: last, by: length) {
      let end = min(start + length, last)
      // Cell s from (s - start) / (end - start) of the run; the walk's last cell is reached
      // as the last run ends and held for no time.
      var run = Array(cells[start..<end])
      var keyTimes = (start..<end).map { Double($0 - start) / Double(end - start) } + [1]
      if end == last {
        run.append(cells[last])
        keyTimes.append(1)
      }
      let timing = Timing(
        beginTime: duration * Double(start) / Double(last),
        duration: duration * Double(end - start) / Double(last))
      runs.append(Animation(.keyframe(self.run(run, keyTimes, within)), timing: timing))
    }
    return .group(runs)
  }

  /// Discrete offsets to `cells` for the glyphs `within`: shared values when they all stand on
  /// one cell (particles placed together), else a list per glyph, the glyphs at one cell (and
  /// every glyph not within, which the timeline never reads) sharing a list's storage.
  private func run(_ cells: [GridPoint], _ keyTimes: [Double], _ within: [Int])
    -> KeyframeAnimation
  {
    var lists: [GridPoint: [AnimatableValue]] = [:]
    /// The offsets from `from` to each cell, made once a starting cell.
    func list(_ from: GridPoint) -> [AnimatableValue] {
      if let made = lists[from] { return made }
      let made = cells.map {
        AnimatableValue.vector(
          Vector(dx: Double($0.column - from.column), dy: Double($0.row - from.row)))
      }
      lists[from] = made
      return made
    }
    let first = within.first.map { facts[$0].position } ?? GridPoint(column: 0, row: 0)
    if within.allSatisfy({ facts[$0].position == first }) {
      return KeyframeAnimation(
        property: .offset, values: list(first), keyTimes: keyTimes, calculationMode: .discrete)
    }
    let unselected = list(GridPoint(column: 0, row: 0))
    var byGlyph = Array(repeating: unselected, count: facts.count)
    // Glyph positions are the text's coordinates, as the walk's cells are.
    for g in within { byGlyph[g] = list(facts[g].position) }
    return KeyframeAnimation(
      property: .offset, values: unselected, keyTimes: keyTimes, calculationMode: .discrete,
      valuesByGlyph: byGlyph)
  }
}
