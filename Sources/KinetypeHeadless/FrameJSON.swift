import KinetypeCompositor
import KinetypeCore

/// A frame as JSON, for machines and tests: `{"size":[cols,rows],"time":t,"cells":[{"column",
/// "row","text","width","fg","bg","attributes":[…],"link"}]}` listing every cell that is not a
/// plain blank; colours as `default`, `ansi(n)`, `palette(n)` or `#rrggbb`.
///
/// `time` is in seconds, written as `JSON.double` writes numbers: a time that is not finite is
/// `null`, since JSON has no NaN or infinity (`kinetype render` never asks for one: it refuses
/// `--at end` for an effect that never ends).
public enum FrameJSON {
  public static func document(_ frame: Frame, time: Double) -> JSON {
    var cells: [JSON] = []
    for row in 0..<frame.size.rows {
      for column in 0..<frame.size.columns {
        let cell = frame[column, row]
        guard !cell.isContinuation, cell.text != " " || cell.style != .plain || cell.link != nil
        else { continue }
        var fields: [(String, JSON)] = [
          ("column", .int(column)), ("row", .int(row)), ("text", .string(cell.text)),
          ("width", .int(Int(cell.width))),
          ("fg", .string(cell.style.foreground.description)),
          ("bg", .string(cell.style.background.description)),
          (
            "attributes",
            .array(
              CellAttributes.named.filter { cell.style.attributes.contains($0.attribute) }.map {
                .string($0.name)
              })
          ),
        ]
        if let link = cell.link { fields.append(("link", .string(link))) }
        cells.append(.object(fields))
      }
    }
    return .object([
      ("size", .array([.int(frame.size.columns), .int(frame.size.rows)])), ("time", .double(time)),
      ("cells", .array(cells)),
    ])
  }
}

extension Frame {
  /// The frame's characters only, one line per row, trailing blanks trimmed: no escape
  /// sequence at all.
  public var plainText: String {
    rows.map { row in
      var line = Substring(row)
      while line.last == " " { line = line.dropLast() }
      return line + "\n"
    }.joined()
  }
}
