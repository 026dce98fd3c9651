import KinetypeCore
import Yams

/// A YAML data file's text parsed into nodes, with what is wrong located: the one place the
/// readers of effect and data files (the effect reader, `defaults.yaml`, the demo's files) turn
/// Yams' errors into diagnostics.
public enum YAMLDocument {
  /// Why a text is not YAML, as a diagnostic at the place Yams stopped.
  public struct SyntaxError: Error, Hashable, Sendable {
    public var diagnostic: Diagnostic
  }

  /// The largest file read, in bytes: 1 MiB, far more than any effect or script needs, and
  /// little enough that reading one takes a moment (a 10 MB file took `check` 9 s).
  public static let largest = 1 << 20

  /// The root node of `text` (nil for an empty document).
  ///
  /// - Throws: `SyntaxError` at the line and column of a scanner or parser error or a key
  ///   given twice in one mapping; at the file for anything else Yams reports.
  public static func compose(_ text: String, origin: String) throws(SyntaxError) -> Node? {
    guard text.utf8.count <= largest else {
      throw SyntaxError(
        diagnostic: Diagnostic(
          .error, at: SourceLocation(file: origin),
          "the file is \(text.utf8.count / 1024) KiB; a data file may be at most \(largest / 1024) KiB",
          hint: "is this the file you meant?"))
    }
    do {
      return try Yams.compose(yaml: text)
    } catch let YamlError.scanner(_, problem, mark, _), let YamlError.parser(_, problem, mark, _),
      let YamlError.composer(_, problem, mark, _)
    {
      throw SyntaxError(
        diagnostic: Diagnostic(
          .error, at: SourceLocation(file: origin, line: mark.line, column: mark.column),
          "not valid YAML: \(problem)", hint: "fix the syntax at this point"))
    } catch let YamlError.duplicatedKeysInMapping(duplicates, context) {
      let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      throw SyntaxError(
        diagnostic: Diagnostic(
          .error,
          at: SourceLocation(file: origin, line: context.mark.line, column: context.mark.column),
          "\(keys) given twice in one mapping", hint: "keep one of them"))
    } catch let YamlError.reader(problem, offset, _, _) {
      let (line, column) = offset.map { place(ofByte: $0, in: text) } ?? (nil, nil)
      throw SyntaxError(
        diagnostic: Diagnostic(
          .error, at: SourceLocation(file: origin, line: line, column: column),
          "not valid YAML: \(problem)", hint: "save the file as UTF-8 text"))
    } catch {
      throw SyntaxError(
        diagnostic: Diagnostic(
          .error, at: SourceLocation(file: origin), "not valid YAML: \(error)",
          hint: "check the file's syntax"))
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
