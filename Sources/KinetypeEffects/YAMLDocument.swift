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

  /// The root node of `text` (nil for an empty document).
  ///
  /// - Throws: `SyntaxError` at the line and column of a scanner or parser error or a key
  ///   given twice in one mapping; at the file for anything else Yams reports.
  public static func compose(_ text: String, origin: String) throws(SyntaxError) -> Node? {
    do {
      return try Yams.compose(yaml: text)
    } catch let YamlError.scanner(_, problem, mark, _), let YamlError.parser(_, problem, mark, _) {
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
    } catch {
      throw SyntaxError(
        diagnostic: Diagnostic(
          .error, at: SourceLocation(file: origin), "not valid YAML: \(error)",
          hint: "check the file's syntax"))
    }
  }

  /// Where `node` is in the file `origin`.
  public static func location(of node: Node, in origin: String) -> SourceLocation {
    SourceLocation(file: origin, line: node.mark?.line, column: node.mark?.column)
  }
}
