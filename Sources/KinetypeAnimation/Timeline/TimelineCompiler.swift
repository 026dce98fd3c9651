import KinetypeCore

/// Turns animation specs into a timeline's flat tracks, collecting every problem on the way.
struct TimelineCompiler {
  let glyphs: [GlyphGeometry]
  let models: [GlyphModel]
  let seed: UInt64
  /// Whether every glyph's `index` is its number (its place in `glyphs`), as a compositor's
  /// geometry has them.
  let indicesAreNumbers: Bool

  var diagnostics: [Diagnostic] = []
  var completions: [(name: String, time: Double)] = []
  var end = 0.0
  var tracks: [CompiledTrack] = []
  var groups: [CompiledGroup] = []
  var targets: [Int32] = []
  var shifts: [Double] = []
  var groupShifts: [Double] = []
  var lanes: [SIMD4<Double>] = []
  var keyTimes: [Double] = []
  var easings: [TimingFunction] = []
  var paths: [CompiledPath] = []
  var bezierGuesses: [Double] = []
  var groupOrders: [Int32] = []
  var groupOrderShifts: [Double] = []
  /// Per-glyph keyframe value arrays already checked (`checkValuesByGlyph`).
  var checkedValueLists: Set<CheckedValueLists> = []
  /// Storage (address, length) of per-glyph delay arrays already found finite: a per-glyph
  /// duration splits one animation into dozens of copies sharing one array of delays, and
  /// checking it again for each cost a seventh of building a 200x50 matrix.
  var checkedDelays: Set<[UInt]> = []
  /// Where the lanes of a scramble's symbols start, by the storage (address, length) of its
  /// array of symbols.
  var scrambleLanes: [[UInt]: Int] = [:]
  var symbols: [Character] = []
  var symbolIndex: [Character: Int] = [:]
  /// `symbolIndex` for one-byte characters, −1 where absent: hashing a `Character` was a third
  /// of storing a 200x50 rain's per-glyph symbols.
  var asciiSymbolIndex = [Int32](repeating: -1, count: 128)
  /// The last track's scope and where its targets, shifts and group order were stored: the
  /// tracks of one leaf group share a scope (rain's forty copies of three), and share storage.
  var lastPlacement: TrackPlacement? = nil
  /// Turns off selecting a group's children by their places in the group (`select`), so tests
  /// can check it changes nothing.
  var usesRanks = true

  init(glyphs: [GlyphGeometry], models: [GlyphModel], seed: UInt64) {
    self.glyphs = glyphs
    indicesAreNumbers = glyphs.indices.allSatisfy { glyphs[$0].index == $0 }
    self.models = models
    self.seed = seed
  }

  /// The context a leaf is compiled in: which glyphs, with which delays, under which groups.
  struct Scope {
    var path: String
    var selected: [Int]
    var shifts: [Double]?
    var ancestors: [CompiledGroup]
  }

  mutating func compile(_ animation: Animation, path: String) {
    compile(
      animation, path: path, within: Array(glyphs.indices), ranks: nil, ancestors: [],
      topLevel: true)
  }

  mutating func error(_ path: String, _ message: String, hint: String? = nil) {
    diagnostics.append(Diagnostic(.error, path: path, message, hint: hint))
  }

  private mutating func compile(
    _ animation: Animation, path: String, within: [Int], ranks: [Int32]?,
    ancestors: [CompiledGroup], topLevel: Bool
  ) {
    var selected = select(animation.glyphs, within: within, ranks: ranks)
    var offsets: [Double]? = nil
    if let stagger = animation.stagger {
      if let unsorted = staggerOffsets(stagger, selected, path: path + ".stagger") {
        // Visit glyphs in order of delay: each writes its own element, so the order changes no
        // result, and the loop's waiting / running / done branches become predictable.
        let order =
          Self.ascendingOrder(unsorted)
          ?? unsorted.indices.sorted { (unsorted[$0], $0) < (unsorted[$1], $1) }.map { Int32($0) }
        selected = order.map { selected[Int($0)] }
        offsets = order.map { unsorted[Int($0)] }
      }
    }
    if topLevel, case .positionTrack = animation.kind {
      // Driven by position: no time span, no completion.
    } else if topLevel {
      // Shifts may be negative (given `delays`): a glyph begun early ends early, as with a
      // negative begin time; `end` starts at 0, so the duration never goes below it.
      let last = animation.timing.endTime + (offsets?.max() ?? 0)
      end = max(end, last)
      if let name = animation.completion, last.isFinite { completions.append((name, last)) }
    }
    let scope = Scope(path: path, selected: selected, shifts: offsets, ancestors: ancestors)
    switch animation.kind {
    case .group(let children):
      var group = CompiledGroup(
        timing: CompiledTiming(animation.timing), easing: animation.timingFunction.resolved,
        shifts: nil)
      if let offsets {
        let start = groupShifts.count
        groupShifts += Array(repeating: 0, count: glyphs.count)
        for (k, glyph) in selected.enumerated() { groupShifts[start + glyph] = offsets[k] }
        group.shifts = start..<groupShifts.count
      }
      // Many children (a per-glyph duration's copies) are each selected among the group's
      // glyphs by place: worked out once here rather than a pass over the glyphs per child.
      var ranks: [Int32]? = nil
      if usesRanks && children.count >= 8 && indicesAreNumbers {
        var made = [Int32](repeating: -1, count: glyphs.count)
        for (k, glyph) in selected.enumerated() { made[glyph] = Int32(k) }
        ranks = made
      }
      for (index, child) in children.enumerated() {
        compile(
          child, path: path + ".children[\(index)]", within: selected, ranks: ranks,
          ancestors: ancestors + [group], topLevel: false)
      }
    case .basic(let basic):
      let ends = Ends(
        from: basic.from, to: basic.to, by: basic.by, fromByGlyph: basic.fromByGlyph,
        toByGlyph: basic.toByGlyph)
      guard checkEnds(basic.property, ends, path) else { return }
      if basic.by != nil && basic.property.isDiscrete {
        error(
          path + ".by", "\(basic.property) is discrete and cannot be offset by a value",
          hint: "give from and to instead")
        return
      }
      let start = endpoints(basic.property, ends, animation, scope)
      addTrack(
        basic.property, animation, scope,
        .fromTo(start: start.index, perTarget: start.perTarget, spring: nil))
    case .spring(let spring):
      let ends = Ends(
        from: spring.from, to: spring.to, fromByGlyph: spring.fromByGlyph,
        toByGlyph: spring.toByGlyph)
      guard checkEnds(spring.property, ends, path) else { return }
      let start = endpoints(spring.property, ends, animation, scope)
      addTrack(
        spring.property, animation, scope,
        .fromTo(start: start.index, perTarget: start.perTarget, spring: spring.spring))
    case .keyframe(let keyframe):
      guard let compiled = compileKeyframes(keyframe, animation.colourSpace, scope) else { return }
      addTrack(keyframe.property, animation, scope, .keyframes(compiled))
    case .positionTrack(let track):
      guard topLevel else {
        error(
          path, "a position-driven track cannot run inside a group's time",
          hint: "move it to the top level")
        return
      }
      guard check(track.property, [track.startValue] + track.scales.map(\.toValue), path) else {
        return
      }
      var values = ([track.startValue] + track.scales.map(\.toValue)).map {
        lanes($0, animation.colourSpace)
      }
      if animation.colourSpace == .hsb {
        for i in values.indices.dropFirst() {
          var (a, b) = (values[i - 1], values[i])
          ColourSpace.alignHues(&a, &b)
          (values[i - 1], values[i]) = (a, b)
        }
      }
      let scales = CompiledTrack.Scales(
        values: lanes.count, count: track.scales.count, bounds: keyTimes.count,
        easings: easings.count)
      lanes += values
      for scale in track.scales { keyTimes += [scale.trigger, scale.length] }
      easings += track.scales.map { $0.timingFunction.resolved }
      addTrack(track.property, animation, scope, .scales(scales))
    case .scramble(let scramble):
      compileScramble(scramble, animation, scope)
    case .path(let motion):
      guard let (index, perTarget) = compilePaths(motion, scope) else { return }
      addTrack(
        .offset, animation, scope, .path(index: index, perTarget: perTarget, rotation: false))
      if motion.rotatesAlongPath {
        addTrack(
          .rotation, animation, scope, .path(index: index, perTarget: perTarget, rotation: true))
      }
    }
  }

  /// The begin-time shift of each of `selected` (glyph numbers), in their order; `nil` after
  /// reporting a problem at `path`.
  private mutating func staggerOffsets(_ stagger: Stagger, _ selected: [Int], path: String)
    -> [Double]?
  {
    if case .delays(let delays) = stagger.order {
      // The animations being compiled hold the array, so its storage outlives the compiler.
      let storage = [
        delays.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }, UInt(delays.count),
      ]
      if checkedDelays.contains(storage) { return selected.map { delays[$0] } }
      var valid = checkGlyphCount(delays.count, path + ".order")
      let bad = delays.indices.filter { !delays[$0].isFinite }
      if let first = bad.first {
        let others = bad.count > 1 ? " (and \(bad.count - 1) more glyphs)" : ""
        error(
          path + ".order", "delays must be finite; got \(delays[first]) at glyph \(first)\(others)")
        valid = false
      }
      guard valid else { return nil }
      checkedDelays.insert(storage)
      return selected.map { delays[$0] }
    }
    guard stagger.spread.isFinite else {
      error(path + ".spread", "spread must be finite; got \(stagger.spread)")
      return nil
    }
    return stagger.offsets(for: selected.map { glyphs[$0] }, seed: seed)
  }

  mutating func addTrack(
    _ property: AnimatableProperty, _ animation: Animation, _ scope: Scope,
    _ evaluator: CompiledTrack.Evaluator
  ) {
    let placement = place(scope)
    let ancestorStart = groups.count
    groups += scope.ancestors
    var guesses: Int? = nil
    if case .cubicBezier(let bezier) = animation.timingFunction.resolved {
      guesses = bezierGuesses.count
      bezierGuesses += bezier.guessTable()
    }
    let delays = scope.shifts ?? []
    let visitsEveryGlyph = scope.selected.count == glyphs.count && scope.ancestors.isEmpty
    tracks.append(
      CompiledTrack(
        property: property, timing: CompiledTiming(animation.timing),
        easing: animation.timingFunction.resolved, bezierGuesses: guesses,
        isAdditive: animation.isAdditive,
        space: animation.colourSpace, isDiscrete: property.isDiscrete,
        targets: placement.targets, shifts: placement.shifts,
        ancestors: ancestorStart..<groups.count, evaluator: evaluator,
        initialises: visitsEveryGlyph && !animation.isAdditive
          && !tracks.contains { $0.property == property },
        delaysAscend: zip(delays, delays.dropFirst()).allSatisfy { $0 <= $1 },
        delaysRepeat: scope.shifts == nil || zip(delays, delays.dropFirst()).contains { $0 == $1 },
        byGroupShift: placement.order, groupShiftsRepeat: placement.orderRepeats))
  }

  /// Where a track in `scope` finds its targets, shifts and group order: the last track's when
  /// its scope is the same (the same arrays, or equal ones), else stored anew.
  private mutating func place(_ scope: Scope) -> TrackPlacement {
    let shifting = scope.ancestors.compactMap(\.shifts)
    if let last = lastPlacement, last.selected == scope.selected,
      Self.sameBits(last.delays, scope.shifts), last.shifting == shifting
    {
      return last
    }
    var targetRange: Range<Int>? = nil
    if !scope.selected.elementsEqual(glyphs.indices) {
      let start = targets.count
      targets += scope.selected.map { Int32($0) }
      targetRange = start..<targets.count
    }
    var shiftRange: Range<Int>? = nil
    if let offsets = scope.shifts {
      let start = shifts.count
      shifts += offsets
      shiftRange = start..<shifts.count
    }
    let order = groupOrder(scope)
    let ordered = order.map { groupOrderShifts[$0] } ?? []
    let made = TrackPlacement(
      selected: scope.selected, delays: scope.shifts, shifting: shifting, targets: targetRange,
      shifts: shiftRange, order: order,
      orderRepeats: zip(ordered, ordered.dropFirst()).contains { $0.bitPattern == $1.bitPattern })
    lastPlacement = made
    return made
  }

  /// Whether two delay lists hold the same bits (a −0 delay is not a +0 one to a shared store).
  private static func sameBits(_ a: [Double]?, _ b: [Double]?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a.count == b.count && zip(a, b).allSatisfy { $0.bitPattern == $1.bitPattern }
  }

  /// The target slots of a leaf in `scope` in ascending order of the shift its one shifting
  /// ancestor gives their glyphs (`CompiledTrack.byGroupShift`), stored; `nil` unless exactly
  /// one ancestor shifts glyphs and the leaf's own delays are all equal.
  private mutating func groupOrder(_ scope: Scope) -> Range<Int>? {
    let shifting = scope.ancestors.compactMap(\.shifts)
    guard shifting.count == 1, let range = shifting.first else { return nil }
    if let delays = scope.shifts, let first = delays.first {
      guard delays.allSatisfy({ $0.bitPattern == first.bitPattern }) else { return nil }
    }
    let keys = scope.selected.map { groupShifts[range.lowerBound + $0] }
    let order =
      Self.ascendingOrder(keys)
      ?? keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { Int32($0) }
    let start = groupOrders.count
    groupOrders += order
    groupOrderShifts += order.map { keys[Int($0)] }
    return start..<groupOrders.count
  }

  mutating func lanes(_ value: AnimatableValue, _ space: ColourSpace) -> SIMD4<Double> {
    switch value {
    case .double(let v): return SIMD4(v, 0, 0, 0)
    case .vector(let v): return SIMD4(v.dx, v.dy, 0, 0)
    case .angle(let v): return SIMD4(v.radians, 0, 0, 0)
    case .colour(let v): return v.lanes(in: space)
    case .integer(let v): return SIMD4(Double(v), 0, 0, 0)
    case .boolean(let v): return SIMD4(v ? 1 : 0, 0, 0, 0)
    case .symbol(let v):
      let character = v.character
      // One UTF-8 byte: not "\r\n", whose `asciiValue` is the newline's.
      let byte = character.utf8.count == 1 ? Int(character.utf8.first!) : nil
      if let byte, asciiSymbolIndex[byte] >= 0 {
        return SIMD4(Double(asciiSymbolIndex[byte]), 0, 0, 0)
      }
      let index: Int
      if let known = symbolIndex[character] {
        index = known
      } else {
        symbols.append(character)
        index = symbols.count - 1
        symbolIndex[character] = index
      }
      if let byte { asciiSymbolIndex[byte] = Int32(index) }
      return SIMD4(Double(index), 0, 0, 0)
    }
  }

  /// Glyph `glyph`'s resting value of `property`; `nil` for the symbol, which is the glyph's
  /// own character. An unknown (terminal default) colour rests as `RGBA.clear`.
  func modelValue(_ property: AnimatableProperty, _ glyph: Int) -> AnimatableValue? {
    let model = models[glyph]
    switch property {
    case .opacity: return .double(model.opacity)
    case .offset: return .vector(model.offset)
    case .rotation: return .angle(model.rotation)
    case .scale: return .vector(model.scale)
    case .foregroundColour: return .colour(model.foregroundColour ?? .clear)
    case .backgroundColour: return .colour(model.backgroundColour ?? .clear)
    case .symbol: return nil
    case .zIndex: return .integer(model.zIndex)
    case .hidden: return .boolean(model.isHidden)
    }
  }

  mutating func modelLanes(_ property: AnimatableProperty, _ glyph: Int, _ space: ColourSpace)
    -> SIMD4<Double>
  {
    guard let value = modelValue(property, glyph) else { return SIMD4(-1, 0, 0, 0) }
    return lanes(value, space)
  }
}

/// Where a track's per-target arrays are in a timeline's storage, and the scope they were made
/// for (`TimelineCompiler.place`).
struct TrackPlacement {
  var selected: [Int]
  var delays: [Double]?
  /// The shift ranges of the scope's shifting ancestors, which its group order follows.
  var shifting: [Range<Int>]
  var targets: Range<Int>?
  var shifts: Range<Int>?
  var order: Range<Int>?
  /// Whether neighbouring shifts in `order` are ever equal (`CompiledTrack.groupShiftsRepeat`).
  var orderRepeats: Bool
}
