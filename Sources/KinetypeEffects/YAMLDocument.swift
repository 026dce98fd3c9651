import KinetypeCore
import KinetypeYAML

/// A YAML data file's text parsed into nodes, with what is wrong located: the one place the
/// readers of effect and data files (the effect reader, `defaults.yaml`, the demo's files) turn
/// the YAML parser's errors into diagnostics.
public enum YAMLDocument {
  /// Why a text is not YAML, as a diagnostic at the place the parser stopped.
  public struct SyntaxError: Error, Hashable, Sendable {
    public var diagnostic: Diagnostic
  }

  /// The largest file read, in bytes: 1 MiB, far more than any effect or script needs, and
  /// little enough that reading one takes a moment (a 10 MB file took `check` 9 s).
  public static let largest = 1 << 20

  /// The root node of `text` (nil for an empty document).
  ///
  /// - Throws: `SyntaxError` at the line and column of a scanner or parser error or a key
  ///   given twice in one mapping, an alias with no anchor or a second document; at the byte
  ///   for text that is not YAML text.
  public static func compose(_ text: String, origin: String) throws(SyntaxError) -> Node? {
    guard text.utf8.count <= largest else {
      throw SyntaxError(
        diagnostic: Diagnostic(
          .error, at: SourceLocation(file: origin),
          "the file is \(text.utf8.count / 1024) KiB; a data file may be at most \(largest / 1024) KiB",
          hint: "is this the file you meant?"))
    }
    do {
      return try YAML.compose(text)
    } catch {
      let (message, hint, line, column): (String, String, Int, Int)
      switch error {
      case .syntax(let problem, let mark):
        (message, hint, line, column) = (
          "not valid YAML: \(problem)", "fix the syntax at this point", mark.line, mark.column
        )
      case .duplicateKey(let key, let mark):
        (message, hint, line, column) = (
          "'\(key)' given twice in one mapping", "keep one of them", mark.line, mark.column
        )
      case .reader(let problem, let offset):
        let place = place(ofByte: offset, in: text)
        (message, hint, line, column) = (
          "not valid YAML: \(problem)", "save the file as UTF-8 text", place.0, place.1
        )
      }
      throw SyntaxError(
        diagnostic: Diagnostic(
          .error, at: SourceLocation(file: origin, line: line, column: column), message,
          hint: hint))
    }
  }

  /// The 1-based line and column of the byte at `offset` in `text`.
  static func place(ofByte offset: Int, in text: String) -> (Int, Int) {
    var line = 1
    var column = 1
    for byte in text.utf8.prefix(max(0, offset)) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// Where `node` is in the file `origin`.
  public static func location(of node: Node, in origin: String) -> SourceLocation {
    SourceLocation(file: origin, line: node.mark?.line, column: node.mark?.column)
  }
}
