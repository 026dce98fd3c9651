import KinetypeCore
import Testing

@testable import KinetypeEffects

/// An animation in an effect file is one kind (a property change, a group, a scramble or a
/// spawn), and the description's type says so: the reader decides the kind once, and reports
/// values written for a kind the animation is not.
@Suite struct AnimationKindReaderTests {
  func read(_ body: String) -> (EffectDescription?, [String]) {
    let yaml = "schema: 1\nname: k\nsummary: k\ngroups:\n\(body)"
    let (description, diagnostics) = EffectReader.read(yaml, origin: "k.yaml")
    return (description, diagnostics.map(\.description))
  }

  @Test func eachAnimationIsReadAsItsKind() throws {
    let (read, problems) = self.read(
      """
        - property: opacity
          from: 0
          to: 1
        - animations:
            - scramble: { symbols: hex }
            - spawn: { from: top }
          compose: sequence
      """)
    #expect(problems.isEmpty)
    let groups = try #require(read).groups
    guard case .property(let change) = groups[0].kind else {
      Issue.record("not a property change: \(groups[0].kind)")
      return
    }
    #expect(change.property.value == "opacity")
    #expect(change.from?.value == .number(0) && change.to?.value == .number(1))
    guard case .group(let children, let compose) = groups[1].kind else {
      Issue.record("not a group: \(groups[1].kind)")
      return
    }
    #expect(compose?.value == .string("sequence"))
    #expect(children.count == 2)
    if case .scramble = children[0].kind {} else { Issue.record("not a scramble") }
    if case .spawn = children[1].kind {} else { Issue.record("not a spawn") }
  }

  @Test func valuesWithoutAPropertyAreLocatedErrors() {
    let (_, problems) = read(
      """
        - scramble: { symbols: hex }
          to: 1
      """)
    #expect(
      problems == [
        "k.yaml:6:9: error: groups[0].to: 'to' gives a property's values — add 'property: …' "
          + "(e.g. 'property: opacity'), or drop 'to'"
      ])
  }
}
