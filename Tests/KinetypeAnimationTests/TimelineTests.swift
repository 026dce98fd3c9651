import KinetypeCore
import Testing

@testable import KinetypeAnimation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TimelineTests {
  func timeline(
    _ animations: [Animation], glyphs: [GlyphGeometry] = Fixtures.row(1),
    models: [GlyphModel]? = nil
  ) -> Timeline {
    try! Timeline(glyphs: glyphs, models: models, animations: animations)
  }

  /// `removed` leaves the model value outside the active interval, `forwards` holds the last
  /// value, `backwards` applies the first before the start.
  @Test(arguments: FillMode.allCases)
  func modelShowsWhereNoAnimationFills(fillMode: FillMode) {
    let t = timeline([
      Animation(
        .basic(BasicAnimation(.opacity, from: 0.2, to: 0.8)),
        timing: Timing(beginTime: 1, duration: 2, fillMode: fillMode))
    ])
    let before = fillMode == .backwards || fillMode == .both ? 0.2 : 1
    let after = fillMode == .forwards || fillMode == .both ? 0.8 : 1
    #expect(t.presentation(at: 0.5).opacity == [before])
    #expect(t.presentation(at: 2).opacity == [0.5])
    #expect(t.presentation(at: 4).opacity == [after])
    #expect(t.model.opacity == [1])
  }

  @Test func laterAnimationsOverrideUnlessAdditive() {
    let right = Animation(
      .basic(BasicAnimation(.offset, to: Vector(dx: 2, dy: 0))), timing: Timing(fillMode: .forwards)
    )
    var down = Animation(
      .basic(BasicAnimation(.offset, from: .zero, to: Vector(dx: 0, dy: 3))),
      timing: Timing(fillMode: .forwards))
    #expect(timeline([right, down]).presentation(at: 1).offset == [Vector(dx: 0, dy: 3)])
    down.isAdditive = true
    #expect(timeline([right, down]).presentation(at: 1).offset == [Vector(dx: 2, dy: 3)])
    #expect(timeline([right, down]).presentation(at: 0.5).offset == [Vector(dx: 1, dy: 1.5)])
  }

  /// CABasicAnimation: a missing end is the model value; `by` offsets the given end.
  @Test func basicEndsDefaultToTheModel() {
    let models = [GlyphModel(offset: Vector(dx: 1, dy: 1))]
    func offset(_ basic: BasicAnimation, at time: Double) -> Vector {
      timeline([Animation(.basic(basic), timing: Timing(fillMode: .forwards))], models: models)
        .presentation(at: time).offset[0]
    }
    let v = Vector(dx: 4, dy: 0)
    #expect(
      offset(BasicAnimation(.offset, to: Vector(dx: 3, dy: 1)), at: 0.5) == Vector(dx: 2, dy: 1))
    #expect(
      offset(BasicAnimation(.offset, from: Vector(dx: 3, dy: 3)), at: 0.5) == Vector(dx: 2, dy: 2))
    #expect(offset(BasicAnimation(.offset, by: v), at: 1) == Vector(dx: 5, dy: 1))
    #expect(offset(BasicAnimation(.offset, from: .zero, by: v), at: 1) == v)
    #expect(offset(BasicAnimation(.offset, to: .zero, by: v), at: 0) == Vector(dx: -4, dy: 0))
  }

  @Test func keyframesFollowKeyTimesAndSegmentFunctions() {
    let keyframes = KeyframeAnimation(
      .opacity, values: [0, 1, 0.5], keyTimes: [0, 0.25, 1],
      timingFunctions: [.linear, .penner(.quad, .in)])
    let t = timeline([Animation(.keyframe(keyframes), timing: Timing(duration: 4))])
    #expect(t.presentation(at: 0.5).opacity == [0.5])  // half-way up the first segment
    #expect(t.presentation(at: 1).opacity == [1])
    // 0.625 progress = half of the second segment; quad-in gives 0.25 of the way down.
    #expect(t.presentation(at: 2.5).opacity == [1 - 0.5 * 0.25])
  }

  /// Core Animation's discrete mode: one more key time than values, each value held.
  @Test func discreteKeyframesHoldEachValue() {
    let keyframes = KeyframeAnimation(
      .symbol, values: [Symbol("a"), "b", "c"], keyTimes: [0, 0.5, 0.75, 1],
      calculationMode: .discrete)
    let t = timeline([
      Animation(.keyframe(keyframes), timing: Timing(duration: 1, fillMode: .forwards))
    ])
    #expect(t.presentation(at: 0.4).symbol(at: 0) == "a")
    #expect(t.presentation(at: 0.5).symbol(at: 0) == "b")
    #expect(t.presentation(at: 0.8).symbol(at: 0) == "c")
    #expect(t.presentation(at: 5).symbol(at: 0) == "c")
    #expect(timeline([]).presentation(at: 0).symbol(at: 0) == nil)
  }

  @Test func cubicKeyframesPassThroughTheirValuesSmoothly() {
    let values = [0.0, 2, 1, 3]
    let t = timeline([
      Animation(
        .keyframe(KeyframeAnimation(.opacity, values: values, calculationMode: .cubic)),
        timing: Timing(duration: 3))
    ])
    for (i, v) in values.enumerated() {
      // The last keyframe is reached at the end instant, where a removed animation has
      // already left the model value: look an instant before it.
      let time = i == values.count - 1 ? Double(i) - 1e-9 : Double(i)
      #expect(abs(t.presentation(at: time).opacity[0] - v) < 1e-6)
    }
    // Smooth at the keyframe: slopes either side of t = 1 agree (Catmull-Rom: (2 − 0)/2 … per
    // segment), unlike linear keyframes, whose slope jumps from 2 to −1.
    let h = 1e-5
    let left = (t.presentation(at: 1).opacity[0] - t.presentation(at: 1 - h).opacity[0]) / h
    let right = (t.presentation(at: 1 + h).opacity[0] - t.presentation(at: 1).opacity[0]) / h
    #expect(abs(left - right) < 1e-3)
    #expect(abs(left - 0.5) < 1e-3)  // (values[2] − values[0]) / 2 per unit segment
  }

  @Test func pacedKeyframesMoveAtAnEvenPace() {
    let t = timeline([
      Animation(
        .keyframe(
          KeyframeAnimation(
            .opacity, values: [0, 1, 4], keyTimes: [0, 0.9, 1], calculationMode: .paced)),
        timing: Timing(duration: 4))
    ])
    // 4 units of distance over 4 s: one unit a second, whatever the key times said.
    for time in [0.5, 1, 2.5, 3.75] {
      #expect(abs(t.presentation(at: time).opacity[0] - time) < 1e-12)
    }
  }

  /// Children run in the group's time: their begin time counts from the group's, and the
  /// group's duration clips them.
  @Test func groupsHaveTheirOwnTimeSpace() {
    let child = Animation(
      .basic(BasicAnimation(.opacity, from: 0, to: 1)), timing: Timing(beginTime: 0.5, duration: 5))
    let removed = timeline([.group([child], timing: Timing(beginTime: 1, duration: 2))])
    #expect(removed.presentation(at: 1.25).opacity == [1])  // child not yet begun
    // Group-local 1.5 → (1.5 − 0.5) / 5.
    #expect(abs(removed.presentation(at: 2.5).opacity[0] - 0.2) < 1e-12)
    // An instant before the group's end; at its end the removed group no longer contributes.
    #expect(abs(removed.presentation(at: 3 - 1e-9).opacity[0] - 0.3) < 1e-6)
    #expect(removed.presentation(at: 3).opacity == [1])
    #expect(removed.presentation(at: 3.5).opacity == [1])  // clipped: the child would run on to 6.5
    let held = timeline([
      .group([child], timing: Timing(beginTime: 1, duration: 2, fillMode: .forwards))
    ])
    #expect(abs(held.presentation(at: 10).opacity[0] - 0.3) < 1e-12)
    #expect(removed.duration == 3)
    // A group at speed 2 runs its children twice as fast.
    let fast = timeline([.group([child], timing: Timing(duration: 2, speed: 2))])
    #expect(abs(fast.presentation(at: 0.5).opacity[0] - 0.1) < 1e-12)
  }

  @Test func staggerShiftsEachGlyphsBeginTime() {
    let glyphs = Fixtures.row(5)
    let t = timeline(
      [
        Animation(
          .basic(BasicAnimation(.opacity, from: 0, to: 1)), timing: Timing(duration: 1),
          stagger: Stagger(.index, spread: 2))
      ],
      glyphs: glyphs)
    // Glyph i begins at i/4 × 2 s.
    let at1 = t.presentation(at: 1).opacity
    #expect(
      at1.enumerated().allSatisfy { i, v in
        abs(v - (i == 0 ? 1 : i == 1 ? 0.5 : i == 2 ? 0 : 1)) < 1e-12
      })
    #expect(t.duration == 3)
    let reversed = timeline(
      [
        Animation(
          .basic(BasicAnimation(.opacity, from: 0, to: 1)), timing: Timing(duration: 1),
          stagger: Stagger(.reverseIndex, spread: 2))
      ],
      glyphs: glyphs)
    // Glyph 0 starts last, at 2 s.
    #expect(reversed.presentation(at: 2.5).opacity == [0.5, 1, 1, 1, 1])
  }

  @Test func selectionLimitsTheGlyphs() {
    let t = timeline(
      [
        Animation(
          .basic(BasicAnimation(.hidden, from: true, to: true)), timing: Timing(duration: 1),
          glyphs: .words([1]))
      ],
      glyphs: Fixtures.row(10))
    #expect(
      t.presentation(at: 0.5).isHidden == Array(repeating: false, count: 5)
        + Array(repeating: true, count: 5))
  }

  @Test func animationsThatSelectNoGlyphsDoNothing() {
    let t = timeline(
      [
        Animation(
          .basic(BasicAnimation(.opacity, to: 0)), glyphs: .lines([7]),
          stagger: Stagger(.random(channel: 0), spread: 1))
      ], glyphs: Fixtures.row(3))
    #expect(t.presentation(at: 0.5) == t.model)
    #expect(timeline([], glyphs: []).presentation(at: 1).count == 0)
  }

  @Test func pathMotionKeepsAnEvenSpeedAndCanTurnAlong() {
    var path = BezierPath()
    path.addLine(to: Point(x: 1, y: 0))
    path.addLine(to: Point(x: 1, y: 3))  // 1 then 3 cells: a quarter of the length at the corner
    let t = timeline([
      Animation(
        .path(PathAnimation(path: path, rotatesAlongPath: true)), timing: Timing(duration: 4))
    ])
    let corner = t.presentation(at: 1)
    #expect(abs(corner.offset[0].dx - 1) < 1e-9 && abs(corner.offset[0].dy) < 1e-9)
    let down = t.presentation(at: 2.5)
    #expect(abs(down.offset[0].dx - 1) < 1e-9 && abs(down.offset[0].dy - 1.5) < 1e-9)
    #expect(abs(down.rotation[0].degrees - 90) < 1e-9)
    #expect(abs(t.presentation(at: 0.5).rotation[0].degrees) < 1e-9)
  }

  @Test func springAnimationRunsInLocalSeconds() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    let t = timeline([
      Animation(
        .spring(SpringAnimation(.opacity, from: 0, to: 10, spring: spring)),
        timing: Timing(duration: spring.settlingDuration))
    ])
    for time in [0.1, 0.3, 0.9] {
      #expect(abs(t.presentation(at: time).opacity[0] - 10 * spring.value(at: time)) < 1e-12)
    }
  }

  @Test func coloursBlendInTheirSpaceAndAddInRGB() {
    let hsb = timeline([
      Animation(
        .basic(
          BasicAnimation(
            .foregroundColour, from: RGBA(red: 1, green: 0, blue: 0),
            to: RGBA(red: 0, green: 0, blue: 1))),
        colourSpace: .hsb)
    ])
    let mid = hsb.presentation(at: 0.5).foregroundColour[0]!
    #expect(abs(mid.red - 1) < 1e-12 && abs(mid.green) < 1e-12 && abs(mid.blue - 1) < 1e-12)
    #expect(hsb.presentation(at: 2).foregroundColour[0] == nil)  // the terminal default again
  }

  @Test func durationCoversStaggerAndRepeatsAndMarkers() throws {
    let glyphs = Fixtures.row(3)
    let fade = Animation(
      .basic(BasicAnimation(.opacity, to: 0)),
      timing: Timing(beginTime: 0.5, duration: 1, repeatCount: 2),
      stagger: Stagger(.index, spread: 1), completion: "hidden")
    let t = try Timeline(glyphs: glyphs, animations: [fade], markers: [Marker("cue", at: 0.25)])
    #expect(t.duration == 3.5)
    #expect(
      t.events == [
        TimelineEvent(name: "cue", time: 0.25, kind: .marker),
        TimelineEvent(name: "hidden", time: 3.5, kind: .completion),
      ])
    let forever = try Timeline(
      glyphs: glyphs,
      animations: [
        Animation(
          .basic(BasicAnimation(.opacity, to: 0)), timing: Timing(repeatCount: .infinity),
          completion: "never")
      ])
    #expect(forever.duration == .infinity && forever.events.isEmpty)
  }

  @Test func transformAnchorsAreWorkedOutPerGlyph() throws {
    let glyphs = Fixtures.row(10)
    let own = try Timeline(glyphs: glyphs, animations: [], anchor: .glyph(Vector(dx: 0, dy: 1)))
    #expect(own.model.anchor[3] == Point(x: 3.5, y: 1.5))
    let words = try Timeline(glyphs: glyphs, animations: [], anchor: .wordCentre)
    #expect(
      words.model.anchor[1] == Point(x: 2.5, y: 0.5)
        && words.model.anchor[7] == Point(x: 7.5, y: 0.5))
    let text = try Timeline(glyphs: glyphs, animations: [], anchor: .textCentre)
    #expect(text.model.anchor.allSatisfy { $0 == Point(x: 5, y: 0.5) })
  }

  @Test func everyProblemIsReportedAtItsPath() {
    let animations = [
      Animation(.basic(BasicAnimation(property: .opacity, to: .colour(.white)))),
      .group([
        Animation(
          .keyframe(KeyframeAnimation(.opacity, values: [0, 1, 0.5], keyTimes: [0, 0.7, 0.5])))
      ]),
      Animation(
        .keyframe(
          KeyframeAnimation(
            .symbol, values: [Symbol("a"), "b"], keyTimes: [0, 1], calculationMode: .discrete))),
    ]
    #expect {
      try Timeline(glyphs: Fixtures.row(2), animations: animations)
    } throws: { error in
      let diagnostics = (error as! TimelineError).diagnostics
      return diagnostics.count == 4
        && diagnostics[0].path == "animations[0]"
        && diagnostics[0].message.contains("opacity takes a double value; got a colour")
        && diagnostics[1].path == "animations[1].children[0].keyTimes"
        && diagnostics[1].message.contains("from 0 to 1")
        && diagnostics[2].message == "keyTimes must rise; got 0.5 after 0.7"
        && diagnostics[2].hint == "sort them or drop one"
        && diagnostics[3].path == "animations[2].keyTimes"
        && diagnostics[3].message.contains("need 3 key times for 2 values")
    }
  }
}

@Suite struct GlyphPresentationTests {
  @Test func transformScalesAndTurnsAboutTheAnchorOnScreen() {
    var glyph = GlyphPresentation(anchor: Point(x: 0, y: 0.5))
    let point = Point(x: 2, y: 0.5)  // two columns right of the anchor
    #expect(glyph.transform(point) == point)
    glyph.rotation = .degrees(90)  // clockwise on screen: two columns become one row down
    let turned = glyph.transform(point)
    #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1.5) < 1e-12)
    glyph.rotation = .zero
    glyph.scale = Vector(dx: 0.5, dy: 3)
    glyph.offset = Vector(dx: 1, dy: -1)
    #expect(glyph.transform(Point(x: 2, y: 1.5)) == Point(x: 2, y: 2.5))
  }

  /// A point on its anchor skips the sine and cosine of its turn; the result keeps the bits
  /// the full formula gives, for turns finite and not, zero anchors, signed zeros, NaN and
  /// infinite offsets and scales, on the anchor and off it.
  @Test func aPointOnItsAnchorKeepsTheBitsOfTheFullTurn() {
    func full(_ p: Point, _ anchor: Point, _ offset: Vector, _ radians: Double, _ scale: Vector)
      -> Point
    {
      let aspect = GlyphGeometry.cellAspectRatio
      let dx = (p.x - anchor.x) * scale.dx
      let dy = (p.y - anchor.y) * scale.dy * aspect
      let (sine, cosine) = radians == 0 ? (radians, 1.0) : (sin(radians), cos(radians))
      return Point(
        x: anchor.x + dx * cosine - dy * sine + offset.dx,
        y: anchor.y + (dx * sine + dy * cosine) / aspect + offset.dy)
    }
    let coordinates = [0, -0.0, 0.5, -3.25, 7, .infinity, .nan]
    let turns = [0, -0.0, 1, -2.5, .pi, 1e300, .infinity, -.infinity, .nan]
    let scales = [1, 0, -0.0, 2.5, .infinity, .nan]
    var onAnchor = 0
    for ax in coordinates {
      for ay in coordinates {
        for shift in [0.0, -0.0, 1.5] {
          let anchor = Point(x: ax, y: ay)
          let point = Point(x: ax + shift, y: ay)
          for radians in turns {
            for scale in scales {
              for offset in [
                Vector(dx: 0, dy: -0.0), Vector(dx: -0.0, dy: 2), Vector(dx: 1, dy: .nan),
              ] {
                let v = Vector(dx: scale, dy: scale)
                let got = GlyphPresentation.transform(
                  point, anchor: anchor, offset: offset, rotation: Angle(radians: radians),
                  scale: v)
                let want = full(point, anchor, offset, radians, v)
                #expect(
                  got.x.bitPattern == want.x.bitPattern && got.y.bitPattern == want.y.bitPattern,
                  "\(point) about \(anchor), turn \(radians), scale \(scale), offset \(offset)")
                if point == anchor && radians.isFinite && radians != 0 && ax != 0 && ay != 0 {
                  onAnchor += 1
                }
              }
            }
          }
        }
      }
    }
    #expect(onAnchor > 100)
  }
}
