import CYAML

/// Why a text is not a YAML document this reader takes, and where.
public enum YAMLError: Error, Hashable, Sendable {
  /// The scanner, parser or composer stopped at `mark`: libyaml's own words for the problem
  /// (`found undefined alias`, `mapping values are not allowed in this context`).
  case syntax(problem: String, mark: Node.Mark)
  /// Bytes that are not YAML text (a control character), at a byte offset.
  case reader(problem: String, offset: Int)
  /// A key given twice in one mapping, at the second.
  case duplicateKey(String, mark: Node.Mark)
}

/// Composes YAML text into `Node`s with libyaml's event parser.
public enum YAML {
  /// The root node of the one document in `text`, or nil when there is none.
  ///
  /// - Throws: `YAMLError` at the place the text stops being YAML, at an alias with no anchor,
  ///   at a key given twice in one mapping, or at a second document.
  public static func compose(_ text: String) throws(YAMLError) -> Node? {
    var bytes = Array(text.utf8)
    if bytes.isEmpty { bytes = [0] }  // libyaml wants a pointer; a lone NUL reads as no document
    return try bytes.withUnsafeBufferPointer { buffer throws(YAMLError) -> Node? in
      var parser = yaml_parser_t()
      guard yaml_parser_initialize(&parser) != 0 else {
        throw .syntax(problem: "out of memory", mark: Node.Mark(line: 1, column: 1))
      }
      defer { yaml_parser_delete(&parser) }
      yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
      let count = text.utf8.isEmpty ? 0 : buffer.count
      yaml_parser_set_input_string(&parser, buffer.baseAddress, count)
      var composer = Composer()
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) != 0 else { throw Self.error(of: parser) }
        defer { yaml_event_delete(&event) }
        if try composer.take(event) { return composer.root }
      }
    }
  }

  /// The parser's error.
  static func error(of parser: yaml_parser_t) -> YAMLError {
    let problem = parser.problem.map { String(cString: $0) } ?? "unreadable text"
    if parser.error == YAML_READER_ERROR {
      return .reader(problem: problem, offset: parser.problem_offset)
    }
    return .syntax(problem: problem, mark: Node.Mark(parser.problem_mark))
  }
}

extension Node.Mark {
  /// libyaml's 0-based mark, 1-based.
  init(_ mark: yaml_mark_t) {
    self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
  }
}

/// Builds nodes from events: a stack of open collections, and the anchors seen so far.
private struct Composer {
  enum Open {
    case sequence([Node], anchor: String?, mark: Node.Mark)
    case mapping(
      [Node.Mapping.Pair], keys: Set<String>, key: Node?, anchor: String?, mark: Node.Mark)
  }

  var stack: [Open] = []
  var anchors: [String: Node] = [:]
  var root: Node?
  var documents = 0

  /// Takes one event; true at the end of the stream.
  mutating func take(_ event: yaml_event_t) throws(YAMLError) -> Bool {
    let mark = Node.Mark(event.start_mark)
    switch event.type {
    case YAML_STREAM_END_EVENT:
      return true
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      if documents > 1 {
        throw .syntax(problem: "expected a single document in the stream", mark: mark)
      }
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let text = String(
        decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)),
        as: UTF8.self)
      let node = Node.scalar(Node.Scalar(text, style: Self.style(scalar.style), mark: mark))
      try add(node, anchor: Self.string(scalar.anchor))
    case YAML_ALIAS_EVENT:
      let name = Self.string(event.data.alias.anchor) ?? ""
      guard let node = anchors[name] else {
        throw .syntax(problem: "found undefined alias", mark: mark)
      }
      try add(node, anchor: nil)
    case YAML_SEQUENCE_START_EVENT:
      stack.append(.sequence([], anchor: Self.string(event.data.sequence_start.anchor), mark: mark))
    case YAML_MAPPING_START_EVENT:
      stack.append(
        .mapping(
          [], keys: [], key: nil, anchor: Self.string(event.data.mapping_start.anchor), mark: mark
        ))
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      switch stack.removeLast() {
      case .sequence(let items, let anchor, let start):
        try add(.sequence(Node.Sequence(items, mark: start)), anchor: anchor)
      case .mapping(let pairs, _, _, let anchor, let start):
        try add(.mapping(Node.Mapping(pairs, mark: start)), anchor: anchor)
      }
    default:
      break
    }
    return false
  }

  /// Puts a finished node where it belongs: in the open collection, or as the root.
  mutating func add(_ node: Node, anchor: String?) throws(YAMLError) {
    if let anchor { anchors[anchor] = node }
    guard let open = stack.popLast() else {
      root = node
      return
    }
    switch open {
    case .sequence(var items, let anchor, let mark):
      items.append(node)
      stack.append(.sequence(items, anchor: anchor, mark: mark))
    case .mapping(var pairs, var keys, let key, let anchor, let mark):
      if let key {
        pairs.append(Node.Mapping.Pair(key: key, value: node))
        stack.append(.mapping(pairs, keys: keys, key: nil, anchor: anchor, mark: mark))
      } else {
        if let text = node.string, !keys.insert(text).inserted {
          throw .duplicateKey(text, mark: node.mark ?? mark)
        }
        stack.append(.mapping(pairs, keys: keys, key: node, anchor: anchor, mark: mark))
      }
    }
  }

  static func style(_ style: yaml_scalar_style_t) -> Node.Scalar.Style {
    switch style {
    case YAML_PLAIN_SCALAR_STYLE: .plain
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .any
    }
  }

  static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }
}
