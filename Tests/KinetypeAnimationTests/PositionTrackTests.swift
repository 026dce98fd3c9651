import KinetypeCore
import Testing

@testable import KinetypeAnimation

@Suite struct PositionTrackTests {
  func track() throws -> PositionTrack<Double> {
    var track = PositionTrack(startValue: 1.0)
    try track.add(.init(trigger: 10, length: 10, toValue: 3))
    try track.add(.init(trigger: 30, length: 4, toValue: 0, timingFunction: .penner(.quad, .in)))
    return track
  }

  @Test func valuesBeforeBetweenInsideAndAfterScales() throws {
    let track = try track()
    #expect(track.value(at: -5) == 1)  // before: the first scale's fromValue
    #expect(track.value(at: 15) == 2)
    #expect(track.value(at: 25) == 3)  // between: the previous toValue
    #expect(track.value(at: 32) == 3 - 3 * 0.25)  // quad-in at half-way
    #expect(track.value(at: 100) == 0)
    #expect(track.fromValue(ofScale: 1) == 3)
  }

  @Test func scalesAreOrderedByTriggerNotByInsertion() throws {
    var track = PositionTrack(startValue: 0.0)
    try track.add(.init(trigger: 10, length: 0, toValue: 5))
    try track.add(.init(trigger: 0, length: 2, toValue: 1))
    #expect(track.scales.map(\.trigger) == [0, 10])
    #expect(track.value(at: 5) == 1 && track.value(at: 10) == 5)
    // A scale may start where another ends.
    #expect(throws: Never.self) { try track.adding(.init(trigger: 2, length: 8, toValue: 0)) }
  }

  @Test(arguments: [(15.0, 2.0), (5, 10), (19.5, 30), (0, 100), (10, 1)])
  func overlappingScalesAreRejectedNamingBothRanges(trigger: Double, length: Double) throws {
    var track = try track()
    #expect {
      try track.add(.init(trigger: trigger, length: length, toValue: 9))
    } throws: { error in
      let error = error as! PositionTrackError
      return error.added == trigger..<(trigger + length)
        && (error.existing == 10..<20 || error.existing == 30..<34)
        && error.description.contains(PositionTrackError.format(error.added))
        && error.description.contains(PositionTrackError.format(error.existing))
    }
    #expect(track.scales.count == 2)
  }

  /// Continuity at every scale boundary, for random tracks of every value type.
  @Test func valuesAreContinuousAtScaleBoundaries() throws {
    // Penner's expo and elastic equations jump by up to 2⁻¹⁰ at their ends (he special-cases
    // 0 and 1), so they are left out; every function here is continuous on 0…1.
    let functions: [TimingFunction] = [
      .linear, .easeInEaseOut, .penner(.back, .out), .penner(.bounce, .inOut),
      .cubicBezier(0.3, 1.4, 0.6, -0.3), .spring(Spring()),
    ]
    for seed in 0..<200 {
      let hash = SeededHash(seed: UInt64(seed))
      func u(_ c: UInt64) -> Double { hash.unit(seed, channel: c) }
      func check<V: Interpolatable>(_ start: V, _ values: [V], distance: (V, V) -> Double) throws {
        var track = PositionTrack(startValue: start, colourSpace: ColourSpace.allCases[seed % 3])
        var trigger = u(1) * 10
        for (i, value) in values.enumerated() {
          let length = 0.5 + hash.unit(i, channel: 2) * 5
          try track.add(
            .init(
              trigger: trigger, length: length, toValue: value,
              timingFunction: functions[(seed + i) % functions.count]))
          trigger += length + (i % 2 == 0 ? 0 : hash.unit(i, channel: 3) * 3)
        }
        for scale in track.scales {
          for edge in [scale.trigger, scale.range.upperBound] {
            let gap = distance(track.value(at: edge - 1e-9), track.value(at: edge + 1e-9))
            #expect(gap < 1e-6, "\(V.self) seed \(seed) at \(edge)")
          }
        }
      }
      try check(u(4), [u(5), u(6), u(7)]) { abs($0 - $1) }
      try check(Vector(dx: u(8), dy: 0), [Vector(dx: 3, dy: u(9)), .zero]) {
        ($0.dx - $1.dx).magnitude + ($0.dy - $1.dy).magnitude
      }
      try check(Angle.degrees(u(10) * 90), [.degrees(400), .zero]) { abs($0.radians - $1.radians) }
      try check(
        RGBA(red: u(11), green: 0.5, blue: 0), [.white, RGBA(red: 0, green: u(12), blue: 1)]
      ) {
        (a: RGBA, b: RGBA) -> Double in
        let red: Double = abs(a.red - b.red)
        let green: Double = abs(a.green - b.green)
        return red + green + abs(a.blue - b.blue)
      }
      try check(Point(x: u(13), y: 1), [Point(x: 5, y: 5)]) { ($0 - $1).length }
      try check(Size(width: 1, height: u(14)), [Size(width: 3, height: 0)]) {
        abs($0.width - $1.width) + abs($0.height - $1.height)
      }
      try check(Rect(x: 0, y: 0, width: 1, height: 1), [Rect(x: u(15), y: 2, width: 4, height: 1)])
      {
        ($0.origin - $1.origin).length + abs($0.size.width - $1.size.width)
      }
      // Discrete types are continuous except for their one switch, mid-scale; check the edges.
      try check(Symbol("a"), [Symbol("b"), Symbol("c")]) { $0 == $1 ? 0 : 1 }
      try check(false, [true]) { $0 == $1 ? 0 : 1 }
      try check(0, [10, -4]) { Double(abs($0 - $1)) }
    }
  }
}

@Suite struct PositionDrivenTimelineTests {
  /// The compiled timeline and the typed track are separate implementations of the same rules.
  @Test func timelineTracksAgreeWithTheTypedTrack() throws {
    for seed in 0..<100 {
      let hash = SeededHash(seed: UInt64(seed))
      var offsets = PositionTrack(startValue: Vector(dx: 0, dy: 5))
      var symbols = PositionTrack(startValue: Symbol("."))
      var colours = PositionTrack(startValue: RGBA(red: 1, green: 0, blue: 0), colourSpace: .hsb)
      var trigger = hash.value(in: -5...5, 0)
      for i in 0..<4 {
        let length = hash.value(in: 0...10, i, channel: 1)
        try offsets.add(
          .init(
            trigger: trigger, length: length,
            toValue: Vector(dx: hash.unit(i, channel: 2) * 8, dy: 0),
            timingFunction: .penner(.cubic, .inOut)))
        try symbols.add(
          .init(trigger: trigger, length: length, toValue: Symbol(["#", "%", "&", "@"][i])))
        try colours.add(
          .init(
            trigger: trigger, length: length,
            toValue: RGBA(red: 0, green: hash.unit(i, channel: 3), blue: 1)))
        trigger += length + hash.value(in: 0...3, i, channel: 4)
      }
      let glyphs = Fixtures.row(4)
      let stagger = Stagger(.index, spread: 6)
      let timeline = try Timeline(
        glyphs: glyphs,
        animations: [
          .positionDriven(.offset, track: offsets, stagger: stagger),
          .positionDriven(.symbol, track: symbols, stagger: stagger),
          .positionDriven(.foregroundColour, track: colours),
        ])
      #expect(timeline.duration == 0)
      for step in 0..<40 {
        let position = hash.value(in: -10...60, step, channel: 5)
        let presentation = timeline.presentation(
          at: hash.unit(step, channel: 6), position: position)
        for glyph in 0..<4 {
          let shifted = position - 2 * Double(glyph)  // 6 units over 3 gaps
          let expected = offsets.value(at: shifted)
          #expect(
            abs(presentation.offset[glyph].dx - expected.dx) < 1e-9
              && abs(presentation.offset[glyph].dy - expected.dy) < 1e-9)
          #expect(presentation.symbol(at: glyph) == symbols.value(at: shifted).character)
          let colour = colours.value(at: position)
          let shown = presentation.foregroundColour[glyph]!
          #expect(abs(shown.green - colour.green) < 1e-9 && abs(shown.red - colour.red) < 1e-9)
        }
      }
    }
  }
}
