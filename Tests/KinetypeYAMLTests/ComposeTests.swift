import KinetypeYAML
import Testing

/// libyaml's events composed into located nodes: the shapes, styles and places every reader
/// relies on, and the problems reported where they are.
@Suite struct ComposeTests {
  func compose(_ text: String) -> Result<Node?, YAMLError> {
    Result { () throws(YAMLError) in try YAML.compose(text) }
  }

  @Test func mappingsSequencesAndScalarsKeepTheirOrderStyleAndPlace() throws {
    let root = try #require(try YAML.compose("b: 1\na: [x, 'y', \"z\"]\nc: |\n  line\n"))
    guard case .mapping(let mapping) = root else {
      Issue.record("not a mapping: \(root)")
      return
    }
    #expect(mapping.map { $0.key.string } == ["b", "a", "c"])
    #expect(
      mapping["b"] == .scalar(Node.Scalar("1", style: .plain, mark: Node.Mark(line: 1, column: 4))))
    guard case .sequence(let items)? = mapping["a"] else {
      Issue.record("not a sequence")
      return
    }
    #expect(items.map(\.scalar?.style) == [.plain, .singleQuoted, .doubleQuoted])
    #expect(items.map(\.string) == ["x", "y", "z"])
    #expect(items[2].mark == Node.Mark(line: 2, column: 13))
    #expect(
      mapping["c"]?.scalar
        == Node.Scalar("line\n", style: .literal, mark: Node.Mark(line: 3, column: 4)))
    #expect(mapping["b"]?.int == 1 && mapping["a"]?.int == nil)
  }

  @Test func anEmptyTextIsNoDocument() throws {
    #expect(try YAML.compose("") == nil)
    #expect(try YAML.compose("# only a comment\n") == nil)
  }

  @Test func aliasesAreTheNodesTheirAnchorsName() throws {
    let root = try #require(try YAML.compose("a: &x [1, 2]\nb: *x\n"))
    guard case .mapping(let mapping) = root else { return }
    #expect(mapping["a"]?.string == nil)
    guard case .sequence(let a)? = mapping["a"], case .sequence(let b)? = mapping["b"] else {
      Issue.record("aliases not resolved: \(mapping)")
      return
    }
    #expect(a.map(\.string) == b.map(\.string))
  }

  /// The "billion laughs": nine levels of ten aliases each compose at once, sharing storage.
  @Test func nestedAliasesShareInsteadOfCopying() throws {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let previous = "*a\(level - 1)"
      text +=
        "a\(level): &a\(level) [" + Array(repeating: previous, count: 10).joined(separator: ", ")
        + "]\n"
    }
    #expect(try YAML.compose(text) != nil)
  }

  @Test func problemsAreLocated() {
    #expect(
      compose("a: *x\n")
        == .failure(.syntax(problem: "found undefined alias", mark: Node.Mark(line: 1, column: 4))))
    #expect(
      compose("a: 1\nb: 2\na: 3\n")
        == .failure(.duplicateKey("a", mark: Node.Mark(line: 3, column: 1))))
    #expect(
      compose("a: 1\n---\nb: 2\n")
        == .failure(
          .syntax(
            problem: "expected a single document in the stream", mark: Node.Mark(line: 2, column: 1)
          )))
    guard case .failure(.syntax(let problem, let mark)) = compose("a: [1, 2\nb: 3\n") else {
      Issue.record("an unclosed list composed")
      return
    }
    #expect(!problem.isEmpty && mark.line >= 2)
    guard case .failure(.reader(_, let offset)) = compose("a: \u{7}\n") else {
      Issue.record("a control character composed")
      return
    }
    #expect(offset == 3)
  }
}
