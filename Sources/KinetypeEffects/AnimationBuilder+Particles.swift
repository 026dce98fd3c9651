import KinetypeAnimation
import KinetypeCore

/// A glyph an effect adds that is not part of the text: what the compositor needs to draw it.
public struct EffectParticle: Hashable, Sendable {
  public var character: Character
  /// Its cell in the text's coordinates (the timeline's space), like `GlyphFacts.position`.
  public var position: GridPoint
  /// Its colour; the terminal's default when `nil`.
  public var foreground: RGB?

  public init(character: Character, position: GridPoint, foreground: RGB? = nil) {
    self.character = character
    self.position = position
    self.foreground = foreground
  }
}

extension AnimationBuilder {
  /// The most particles an effect may have: two fields over its whole canvas (a band swept
  /// there and back) and never fewer than `particleFloor`, so that a large canvas still gets
  /// its fields while a typo does not compile millions.
  var particleLimit: Int { max(Self.particleFloor, 2 * stage.size.columns * stage.size.rows) }

  /// The least limit on particles, whatever the canvas: enough for a storm on a large terminal.
  static let particleFloor = 20_000

  /// Adds each kind's particles after the glyphs (facts and expression names), placed by its
  /// `at`; returns the particles and each kind's range of glyph numbers.
  mutating func spawnParticles(_ kinds: [ParticleDescription]) -> (
    [EffectParticle], [Range<Int>]
  ) {
    var particles: [EffectParticle] = []
    var ranges: [Range<Int>] = []
    let firstParticle = facts.count
    // Each particle is a word and a line of its own after the text's, as the compositor
    // numbers its extras, so word and line orders and draws never lump particles together.
    var nextWord = (facts.map(\.wordIndex).max() ?? -1) + 1
    var nextLine = (facts.map(\.lineIndex).max() ?? -1) + 1
    for (k, kind) in kinds.enumerated() {
      let path = "particles[\(k)]"
      pushLets(kind.group.lets, path: path)
      defer { popLets() }
      let fieldCells = self.fieldCells(kind.field, path: path + ".field")
      let shape = trailShape(kind, path: path + ".trail")
      trailShapes.append(shape)
      let written = fieldCells.map { Double($0.count) } ?? number(kind.count, path: path + ".count") ?? 0
      var heads = 0
      let room = particleLimit - (facts.count - firstParticle)
      if (0...Double(room)).contains(written * Double(shape.length)) {
        heads = Int(written.rounded(.down))
      } else {
        fail(
          kind.count?.location ?? kind.field?.location ?? kind.location, path + ".count",
          "an effect has 0 to \(particleLimit) particles in all (trails' cells counted); this kind asks for \(EffectValue.number(written * Double(shape.length)).shown)",
          hint: "lower the count or the trail's length, or clamp it with min(…)")
      }
      if case .none = kind.group.kind {
        fail(
          kind.location, path, "particles move by their 'animations:'",
          hint: "add 'animations:' with what they do while alive")
      }
      let symbols = self.symbols(kind.symbols, path: path + ".symbols")
      let trailSymbols = kind.trail?.symbols.map { self.symbols($0, path: path + ".trail.symbols") }
      let start = facts.count
      let length = shape.length
      facts.reserveCapacity(start + heads * length)
      glyphScopes.reserveCapacity(start + heads * length)
      for i in 0..<heads {
        for j in 0..<length {
          var g = ExpressionScope.Glyph()
          g.index = Double(i)
          g.count = Double(heads)
          // A trail's cells share their head's draws, so they take the same way.
          g.key = start + i * length
          g.trail = length > 1 ? Double(j) / Double(length - 1) : 0
          g.word = Double(nextWord)
          g.line = Double(nextLine)
          glyphScopes.append(g)
          facts.append(
            GlyphFacts(
              index: facts.count, wordIndex: nextWord, lineIndex: nextLine,
              position: GridPoint(column: 0, row: 0)))
          nextWord += 1
          nextLine += 1
        }
      }
      let range = start..<facts.count
      ranges.append(range)
      programValues = [:]
      guard heads > 0 else { continue }
      guard !symbols.isEmpty else {
        // The kind's problem is reported; its particles still take their places, so that the
        // kinds after it (and their colours) keep theirs.
        particles += range.map { _ in
          EffectParticle(character: " ", position: GridPoint(column: 0, row: 0))
        }
        continue
      }
      var cells = Array(repeating: Point(x: Double(stage.size.columns / 2), y: 0), count: range.count)
      if let fieldCells {
        // Each field cell repeated along its trail, into storage made once: an array made per
        // head and joined was a third of spawning a 200x50 matrix's particles.
        cells.removeAll(keepingCapacity: true)
        cells.reserveCapacity(fieldCells.count * length)
        for cell in fieldCells {
          for _ in 0..<length { cells.append(cell) }
        }
      } else if let at = kind.at, let placed = points(at, path: path + ".at", onCanvas: true) {
        let far = Self.largestNumber
        if let wild = placed[range].first(where: {
          !$0.x.isFinite || !$0.y.isFinite || abs($0.x) > far || abs($0.y) > far
        }) {
          fail(
            at.location, path + ".at",
            "a particle's place must be a cell near the canvas; got [\(wild.x), \(wild.y)]",
            hint: "keep it within ±\(Int(far)) cells")
          continue
        }
        cells = Array(placed[range])
      }
      let channel = kind.symbols.map { Self.channel($0.location) } ?? 0
      particles.reserveCapacity(particles.count + range.count)
      for (i, g) in range.enumerated() {
        let cell = GridPoint(
          column: Int((cells[i].x).rounded(.down)), row: Int((cells[i].y).rounded(.down)))
        let position = GridPoint(
          column: cell.column - stage.textOrigin.column, row: cell.row - stage.textOrigin.row)
        facts[g].position = position
        glyphScopes[g].column = Double(cell.column)
        glyphScopes[g].row = Double(cell.row)
        glyphScopes[g].textColumn = Double(position.column)
        glyphScopes[g].textRow = Double(position.row)
        glyphScopes[g].originColumn = Double(cell.column)
        glyphScopes[g].originRow = Double(cell.row)
        glyphScopes[g].wordLeft = Double(cell.column)
        glyphScopes[g].wordRight = Double(cell.column)
        var symbol = symbols[SeededHash(seed: seed).integer(below: symbols.count, g, channel: channel)]
        if let trailSymbols, !trailSymbols.isEmpty {
          let j = i % length
          symbol = trailSymbols[min(j * trailSymbols.count / length, trailSymbols.count - 1)]
        }
        particles.append(EffectParticle(character: symbol, position: position))
      }
      programValues = [:]
    }
    return (particles, ranges)
  }

  /// Each particle's colour from its kind's `colour:`, once every particle is placed.
  mutating func colourParticles(
    _ particles: inout [EffectParticle], _ kinds: [ParticleDescription], _ ranges: [Range<Int>]
  ) {
    let first = ranges.first?.lowerBound ?? facts.count
    for (k, kind) in kinds.enumerated() {
      guard !ranges[k].isEmpty else { continue }
      pushLets(kind.group.lets, path: "particles[\(k)]")
      defer { popLets() }
      if let written = kind.colour,
        let slot = propertyValue(written, for: .foregroundColour, path: "particles[\(k)].colour")
      {
        for g in ranges[k] {
          if case .colour(let colour) = slot(g) { particles[g - first].foreground = colour.rgb }
        }
      }
      if let stops = kind.trail?.gradient,
        let colours = trailColours(stops, length: trailShapes[k].length, path: "particles[\(k)].trail")
      {
        for (i, g) in ranges[k].enumerated() {
          particles[g - first].foreground = colours[i % colours.count]
        }
      }
    }
  }

  /// A particle kind's group over its particles, shown (`hidden: false`) for as long as the
  /// group runs: particles rest hidden, so none is left when the effect ends.
  ///
  /// A trail's cells take their head's way `spacing` seconds apart, one after the other; a
  /// kind `layer: under` draws beneath the text.
  mutating func particleGroup(
    _ kind: ParticleDescription, _ range: Range<Int>, trail: TrailShape, path: String
  ) -> Built? {
    if trail.length > 1 {
      if let stagger = kind.group.stagger {
        fail(
          stagger.location, path + ".stagger",
          "a trail's cells keep their head's timing, which a stagger would tear apart",
          hint: "spread the heads with a per-particle 'begin', e.g. \"random(0, 1)\"")
        return nil
      }
      // Cell j of a trail starts j spacings after its head, on the same way.
      var delays = Array(repeating: 0.0, count: facts.count)
      for (i, g) in range.enumerated() { delays[g] = Double(i % trail.length) * trail.spacing }
      pendingDelays = delays
    }
    guard !range.isEmpty, var built = animation(kind.group, path: path, within: Array(range)),
      case .group(var children) = built.animation.kind
    else {
      pendingDelays = nil
      return nil
    }
    let duration = built.animation.timing.duration
    let shown = BasicAnimation(property: .hidden, from: .boolean(false), to: .boolean(false))
    children.append(Animation(.basic(shown), timing: Timing(duration: duration)))
    if let layer = text(kind.layer, path: path + ".layer") {
      switch layer.value {
      case "over": break
      case "under":
        let under = BasicAnimation(property: .zIndex, from: .integer(-1), to: .integer(-1))
        children.append(Animation(.basic(under), timing: Timing(duration: duration)))
      default:
        fail(
          layer.location, path + ".layer", "unknown layer '\(layer.value)'",
          hint: "use over (the default) or under")
      }
    }
    built.animation.kind = .group(children)
    return built
  }
}
