import Foundation
import KinetypeCore
import Testing

@testable import KinetypeCompositor
@testable import KinetypeHeadless

@Suite("SVG recording")
struct SVGRecordingTests {
  /// The frame groups of a document, in order.
  static func groups(_ root: XMLElement) -> [XMLElement] {
    root.children.filter { $0.name == "g" }
  }

  /// The style sheet's keyframes: for each `@keyframes kN`, its (step, visible) points, the
  /// step in 10⁻⁵ % as written.
  static func keyframes(_ root: XMLElement) throws -> [Int: [(step: Int, visible: Bool)]] {
    let css = root.all("style").map(\.text).joined()
    var rules: [Int: [(Int, Bool)]] = [:]
    let rule = try Regex(#"@keyframes k(\d+)\{((?:[0-9.]+%\{visibility:(?:visible|hidden)\})+)\}"#)
    let point = try Regex(#"([0-9]+)(?:\.([0-9]{1,5}))?%\{visibility:(visible|hidden)\}"#)
    for match in css.matches(of: rule) {
      let id = Int(match.output[1].substring!)!
      rules[id] = match.output[2].substring!.matches(of: point).map { p in
        let whole = Int(p.output[1].substring!)!
        let digits = p.output[2].substring.map(String.init) ?? ""
        let fraction = Int(digits.padding(toLength: 5, withPad: "0", startingAt: 0))!
        return (whole * 100_000 + fraction, p.output[3].substring! == "visible")
      }
    }
    return rules
  }

  /// Which groups the keyframes show at `step` (each group's value is its last point at or
  /// before `step`, as `step-end` holds it).
  static func visible(at step: Int, _ rules: [Int: [(step: Int, visible: Bool)]]) -> [Int] {
    rules.keys.sorted().filter { id in rules[id]!.last { $0.step <= step }?.visible ?? false }
  }

  /// Checks that every rule runs from 0 % to 100 % with strictly rising percentages.
  static func expectRising(
    _ rules: [Int: [(step: Int, visible: Bool)]],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for (id, points) in rules {
      #expect(
        points.first?.step == 0 && points.last?.step == 10_000_000, "k\(id)",
        sourceLocation: sourceLocation)
      #expect(
        zip(points, points.dropFirst()).allSatisfy { $0.step < $1.step }, "k\(id)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func theXMLCheckRejectsWhatIsNotXML() {
    for broken in ["<a><b></a>", "<a>x & y</a>", "<a>\u{1B}</a>", "<a>]]></a>", "<a/><b/>"] {
      #expect(throws: XMLProblem.self, "\(broken.debugDescription)") {
        try XMLTreeBuilder.parse(broken)
      }
    }
  }

  @Test func aRecordingIsWellFormedXMLWithOneGroupPerDistinctScreen() throws {
    let fixture = try SVGFixture()
    let distinct = fixture.distinctFrames
    #expect(distinct.count > 5, "the fixture animates")
    let document = fixture.recording().document(duration: fixture.scene.duration)
    let root = try XMLTreeBuilder.parse(document)
    #expect(root.name == "svg")
    #expect(root.attributes["width"] == "300" && root.attributes["height"] == "80")
    let groups = Self.groups(root)
    #expect(groups.count == distinct.count)
    #expect(groups.map { $0.attributes["id"] } == distinct.indices.map { "f\($0)" })
    for (group, frame) in zip(groups, distinct) { expectText(of: group, matches: frame) }
  }

  @Test func keyframesRiseAndShowOneScreenAtEveryTime() throws {
    let fixture = try SVGFixture()
    let duration = fixture.scene.duration
    let root = try XMLTreeBuilder.parse(fixture.recording().document(duration: duration))
    let rules = try Self.keyframes(root)
    let groups = Self.groups(root)
    #expect(rules.count == groups.count)
    Self.expectRising(rules)
    // At each sample's time (and half-way to the next) exactly the group of its frame shows.
    let distinct = fixture.distinctFrames
    for (index, sample) in fixture.samples.enumerated() {
      let next = index + 1 < fixture.samples.count ? fixture.samples[index + 1].time : duration
      for time in [sample.time, (sample.time + next) / 2] where time <= duration {
        let step = Int((time / duration * 10_000_000).rounded())
        #expect(
          Self.visible(at: step, rules) == [distinct.firstIndex(of: sample.frame)!],
          "at \(time) s")
      }
    }
  }

  @Test func aScreenThatComesBackIsOneGroupShownTwice() throws {
    let a = Frame(rows: ["one"], widthOf: { _ in 1 })
    let b = Frame(rows: ["two"], widthOf: { _ in 1 })
    var svg = SVGRecording(size: a.size)
    svg.add(a, at: 0)
    svg.add(a, at: 0.5)  // the same screen: no change
    svg.add(b, at: 1)
    svg.add(a, at: 3)
    let root = try XMLTreeBuilder.parse(svg.document(duration: 4))
    #expect(Self.groups(root).count == 2)
    let rules = try Self.keyframes(root)
    Self.expectRising(rules)
    #expect(Self.visible(at: 0, rules) == [0])
    #expect(Self.visible(at: 2_499_999, rules) == [0])
    #expect(Self.visible(at: 2_500_000, rules) == [1])
    #expect(Self.visible(at: 7_500_000, rules) == [0])
    #expect(Self.visible(at: 10_000_000, rules) == [0])
    expectText(of: Self.groups(root)[0], matches: a)
    expectText(of: Self.groups(root)[1], matches: b)
  }

  @Test func theAnimationPlaysOnceAndHoldsOrLoops() throws {
    let fixture = try SVGFixture()
    var svg = fixture.recording()
    let once = svg.document(duration: 2)
    #expect(once.contains("2000ms step-end forwards"))
    #expect(!once.contains("infinite"))
    svg.loops = true
    let looping = svg.document(duration: 2)
    #expect(looping.contains("2000ms step-end infinite"))
    #expect(!looping.contains("forwards"))
    // Without animations the last screen shows: its group is the one made visible.
    let root = try XMLTreeBuilder.parse(once)
    let last = fixture.distinctFrames.firstIndex(of: fixture.samples.last!.frame)!
    #expect(root.all("style")[0].text.contains("#f\(last){visibility:visible}"))
  }

  @Test func aDurationThatIsNotPositiveGivesAStillOfTheLastScreen() throws {
    let fixture = try SVGFixture()
    for duration in [0, -1, .nan, .infinity] {
      let root = try XMLTreeBuilder.parse(fixture.recording().document(duration: duration))
      let groups = Self.groups(root)
      #expect(groups.count == 1)
      #expect(!root.all("style")[0].text.contains("@keyframes"))
      expectText(of: groups[0], matches: fixture.samples.last!.frame)
    }
    let empty = SVGRecording(size: GridSize(columns: 3, rows: 1)).document(duration: 1)
    #expect(Self.groups(try XMLTreeBuilder.parse(empty)).isEmpty)
  }

  @Test func screensTooShortToShowAreLeftOut() throws {
    let frames = ["a", "b", "c"].map { Frame(rows: [$0], widthOf: { _ in 1 }) }
    var svg = SVGRecording(size: frames[0].size)
    svg.add(frames[0], at: 0)
    svg.add(frames[1], at: 1)
    svg.add(frames[2], at: 1 + 1e-9)
    let root = try XMLTreeBuilder.parse(svg.document(duration: 10))
    #expect(Self.groups(root).count == 2)
    let rules = try Self.keyframes(root)
    Self.expectRising(rules)
    #expect(Self.visible(at: 1_000_000, rules) == [1])
    expectText(of: Self.groups(root)[1], matches: frames[2])
  }

  @Test func theSameRecordingGivesTheSameBytes() throws {
    let first = try SVGFixture().recording().document(duration: 1.5)
    let second = try SVGFixture().recording().document(duration: 1.5)
    #expect(first == second)
    #expect(first.utf8.count < 30_000, "\(first.utf8.count) bytes")
  }
}
