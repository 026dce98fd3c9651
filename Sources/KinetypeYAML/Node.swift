/// A node of a YAML document, with where it was written: what every reader of data files walks.
///
/// Yams' shape (its case and member names, so readers read alike), made from libyaml's events by
/// `YAML.compose` without Foundation. Aliases are resolved: an alias is the node its anchor
/// names (arrays share storage, so an alias costs no copy).
public enum Node: Hashable, Sendable {
  case scalar(Scalar)
  case mapping(Mapping)
  case sequence(Sequence)

  /// A place in the text: 1-based line and column (in characters).
  public struct Mark: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// Text, as written: `style` says whether it was quoted (quoted text is never a number).
  public struct Scalar: Hashable, Sendable {
    public enum Style: Hashable, Sendable {
      case any, plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var string: String
    public var style: Style
    public var mark: Mark?

    public init(_ string: String, style: Style = .plain, mark: Mark? = nil) {
      self.string = string
      self.style = style
      self.mark = mark
    }
  }

  /// Keys and values in the order written.
  public struct Mapping: Hashable, Sendable, RandomAccessCollection {
    public var pairs: [Pair]
    public var mark: Mark?

    /// One key and its value.
    public struct Pair: Hashable, Sendable {
      public var key: Node
      public var value: Node
    }

    public init(_ pairs: [Pair], mark: Mark? = nil) {
      self.pairs = pairs
      self.mark = mark
    }

    public var startIndex: Int { pairs.startIndex }
    public var endIndex: Int { pairs.endIndex }
    public subscript(position: Int) -> (key: Node, value: Node) {
      (pairs[position].key, pairs[position].value)
    }

    /// The value of the first key whose text is `key`.
    public subscript(key: String) -> Node? {
      pairs.first { $0.key.string == key }?.value
    }
  }

  /// Items in the order written.
  public struct Sequence: Hashable, Sendable, RandomAccessCollection {
    public var items: [Node]
    public var mark: Mark?

    public init(_ items: [Node], mark: Mark? = nil) {
      self.items = items
      self.mark = mark
    }

    public var startIndex: Int { items.startIndex }
    public var endIndex: Int { items.endIndex }
    public subscript(position: Int) -> Node { items[position] }
  }

  /// Where the node begins.
  public var mark: Mark? {
    switch self {
    case .scalar(let scalar): scalar.mark
    case .mapping(let mapping): mapping.mark
    case .sequence(let sequence): sequence.mark
    }
  }

  /// The scalar, when the node is one.
  public var scalar: Scalar? {
    if case .scalar(let scalar) = self { scalar } else { nil }
  }

  /// A scalar's text.
  public var string: String? { scalar?.string }

  /// A plain scalar read as a whole number (decimal, with a sign).
  public var int: Int? {
    guard let scalar, scalar.style == .plain else { return nil }
    return Int(scalar.string)
  }
}
