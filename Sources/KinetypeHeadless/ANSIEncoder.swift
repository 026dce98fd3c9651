import KinetypeCompositor
import KinetypeCore

/// Turns frames into terminal bytes: SGR for style, CUP for cursor position, OSC 8 for links,
/// and nothing else. Nothing from the input is ever copied through as a sequence: cell texts
/// are grapheme clusters the readers already cleaned.
///
/// Keeps the style and link it last wrote, so consecutive cells in one style cost one SGR.
/// Writes UTF-8 bytes into the caller's buffer (the `into:` forms; measured: building a
/// `String` per cell was most of the encoder's time), or returns a `String`.
public struct ANSIEncoder: Sendable {
  public let depth: ColourDepth
  private var style: CellStyle? = nil
  /// Whether `style` is out of date: in 16 million colours it is `styledCell`'s, worked out
  /// only when read (`syncStyle()`), as the encoder tells changes by packed styles.
  private var styleIsStale = false
  /// The last cell whose style `style` was worked out from, when colours are not dithered:
  /// a cell in the same packed style needs no new SGR, and no unpacking to tell.
  private var styledCell: Cell? = nil
  /// Turns off telling a run of one style by its packed word, so tests can check it changes
  /// no byte.
  var usesFastPaths = true
  /// Whether every byte is written as it stands inside a JSON string (`JSON.escape`, without
  /// the quotes): a recording's events, which had every byte looked at again to escape it
  /// (about a twentieth of `render --cast` on beams over 200×50).
  var writesJSONString = false
  private var link: String? = nil
  /// Where the terminal's cursor is after what this encoder wrote, when known.
  private var cursor: GridPoint? = nil
  /// Below 16 million colours, backgrounds and picture glyphs are dithered by cell, as the live
  /// screen draws them, so a recording keeps a gradient's hues.
  private var dither: OrderedDither

  public init(depth: ColourDepth) {
    self.depth = depth
    dither = OrderedDither(depth: depth)
  }

  /// The whole frame as rows separated by newlines, for printing to a stream (no cursor
  /// movement); trailing blanks in the default style are trimmed; ends with a reset.
  public mutating func rows(_ frame: Frame) -> String {
    var out: [UInt8] = []
    for row in 0..<frame.size.rows {
      // Blanks in the default style after the last visible cell are left out.
      let end =
        (0..<frame.size.columns).last { column in
          let cell = frame[column, row]
          return cell.text != " " || cell.style != .plain || cell.link != nil
        }.map { $0 + 1 } ?? 0
      ByteStage.open(&out, jsonString: writesJSONString) { stage in
        for column in 0..<end where !frame[column, row].isContinuation {
          write(frame[column, row], at: GridPoint(column: column, row: row), into: &stage)
        }
      }
      closing(into: &out)
      append([UInt8(ascii: "\n")], into: &out)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Bytes that bring a terminal showing `old` (or anything, when nil) to `new`: CUP to the
  /// start of each changed span, then its cells.
  public mutating func update(from old: Frame?, to new: Frame) -> String {
    var out: [UInt8] = []
    update(from: old, to: new, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `update(from:to:)` appended to `out`.
  ///
  /// - Parameter changedRows: when given, the rows where `new` may differ from `old`; no other
  ///   row is read (`FrameDiff.init(from:to:changedRows:)`).
  public mutating func update(
    from old: Frame?, to new: Frame, changedRows: [Bool]? = nil, into out: inout [UInt8]
  ) {
    let columns = new.size.columns
    // Cells read through one buffer: a slice per span (`diff.cells(of:)`) retained the frame.
    // Each span is written as the diff finds it, so no list of spans is made.
    new.cells.withUnsafeBufferPointer { cells in
      ByteStage.open(&out, jsonString: writesJSONString) { stage in
        FrameDiff.forEachSpan(from: old, to: new, changedRows: changedRows) { span in
          Self.move(from: cursor, to: span.origin, into: &stage)
          var column = span.origin.column
          let start = span.origin.row * columns + column
          for index in start..<(start + span.count) where !cells[index].isContinuation {
            write(cells[index], at: GridPoint(column: column, row: span.origin.row), into: &stage)
            column += Int(cells[index].width)
          }
          cursor = GridPoint(column: column, row: span.origin.row)
        }
      }
    }
  }

  /// The shortest cursor movement to `point`: nothing when the cursor is there, CUF
  /// (`ESC [ n C`) forward on the same row, CUP (`ESC [ row ; col H`) otherwise.
  private func move(to point: GridPoint, into out: inout [UInt8]) {
    ByteStage.open(&out, jsonString: writesJSONString) { [cursor] in
      Self.move(from: cursor, to: point, into: &$0)
    }
  }

  /// `move(to:into:)` through a stage, from where the cursor is (`cursor`, when known).
  ///
  /// Static: called as a method from within `update`'s stage, it copied the encoder (its
  /// dither table, its link) for every span, 2 % of `render --cast` on beams over 200×50.
  private static func move(
    from cursor: GridPoint?, to point: GridPoint, into stage: inout ByteStage
  ) {
    var target = stage.sequenceRoom()
    let start = target
    if let cursor, cursor.row == point.row, cursor.column <= point.column {
      let gap = point.column - cursor.column
      guard gap > 0 else { return }
      target[0] = 0x1B
      target[1] = UInt8(ascii: "[")
      target += 2
      if gap > 1 { Self.writeDecimal(gap, at: &target) }
      target.pointee = UInt8(ascii: "C")
      stage.advance(sequence: target + 1 - start)
      return
    }
    target[0] = 0x1B
    target[1] = UInt8(ascii: "[")
    target += 2
    Self.writeDecimal(point.row + 1, at: &target)
    target.pointee = UInt8(ascii: ";")
    target += 1
    Self.writeDecimal(point.column + 1, at: &target)
    target.pointee = UInt8(ascii: "H")
    stage.advance(sequence: target + 1 - start)
  }

  /// `ESC [ H ESC [ 2 J`: the cursor home and the screen cleared, so a recording draws on a
  /// blank screen wherever it is played (`asciinema play` starts it over the prompt).
  public mutating func opening(into out: inout [UInt8]) {
    append(Array("\u{1B}[H\u{1B}[2J".utf8), into: &out)
    cursor = GridPoint(column: 0, row: 0)
  }

  /// Moves the cursor to the start of the row below the last that shows anything in `frame`
  /// (scrolling a row when that is past the bottom), so what is printed after a recording
  /// plays, the shell's prompt, comes under its text.
  public mutating func ending(below frame: Frame, into out: inout [UInt8]) {
    let lastShown =
      (0..<frame.size.rows).last { row in
        (0..<frame.size.columns).contains { column in
          let cell = frame[column, row]
          return cell.text != " " || cell.style.background != .default
        }
      } ?? -1
    if lastShown + 1 < frame.size.rows {
      move(to: GridPoint(column: 0, row: lastShown + 1), into: &out)
      cursor = GridPoint(column: 0, row: lastShown + 1)
    } else {
      move(to: GridPoint(column: 0, row: frame.size.rows - 1), into: &out)
      append([0x0D, 0x0A], into: &out)
      cursor = nil
    }
  }

  /// Resets style and link; what to write at the end of output.
  public mutating func closing() -> String {
    var out: [UInt8] = []
    closing(into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `closing()` appended to `out`.
  public mutating func closing(into out: inout [UInt8]) {
    syncStyle()
    if link != nil {
      var sequence: [UInt8] = []
      OSC.hyperlink("", into: &sequence)
      append(sequence, into: &out)
    }
    if let style, style != .plain { append(Array(SGR.reset.utf8), into: &out) }
    link = nil
    style = nil
    styledCell = nil
  }

  /// The cell's link and style where they differ from the last written, then its text.
  ///
  /// Inline, with the rare cases out of line: called for every cell written, the call and its
  /// register saves cost about as much as the common case (a cell in the style of the last, or
  /// a new colour in 16 million) does.
  @inline(__always)
  private mutating func write(_ cell: Cell, at point: GridPoint, into stage: inout ByteStage) {
    // Most cells have no link, and most recordings write none.
    if link != nil || cell.hasLink { writeLink(of: cell, into: &stage) }
    if usesFastPaths, let styledCell {
      if styledCell.hasStyle(of: cell) {
        Self.writeText(of: cell, into: &stage)
        return
      }
      if depth == .truecolor {
        // Colours show as they are: the change is told from the packed styles.
        stage.advance(
          sequence: cell.storeStyleTransition(from: styledCell, at: stage.sequenceRoom()))
        self.styledCell = cell
        styleIsStale = true
        Self.writeText(of: cell, into: &stage)
        return
      }
    }
    writeStyled(cell, at: point, into: &stage)
  }

  /// The OSC 8 that takes the output to the cell's link, where it differs from the last.
  @inline(never)
  private mutating func writeLink(of cell: Cell, into stage: inout ByteStage) {
    let wantedLink = depth == .none ? nil : cell.link
    if wantedLink != link {
      var sequence: [UInt8] = []
      OSC.hyperlink(wantedLink ?? "", into: &sequence)
      stage.append(text: sequence)
      link = wantedLink
    }
  }

  /// `write(_:at:into:)` with the style worked out from the cell: the first cell, a reduced
  /// depth, or with `usesFastPaths` off.
  @inline(never)
  private mutating func writeStyled(_ cell: Cell, at point: GridPoint, into stage: inout ByteStage)
  {
    syncStyle()
    // Compared as this depth shows them: two RGB colours that reduce alike cost no SGR. In 16
    // million colours every colour shows as it is.
    let wanted = depth == .truecolor ? cell.style : depth.reduce(dithered(cell, at: point))
    if wanted != style {
      // Only what changed: measured on fade over 200×50, a reset-and-restate per cell was most
      // of the bytes.
      if let style {
        stage.advance(
          sequence: SGR.transition(from: style, to: wanted, depth: depth, at: stage.sequenceRoom()))
      } else if wanted != .plain {
        stage.advance(sequence: SGR.sequence(for: wanted, depth: depth, at: stage.sequenceRoom()))
      }
      style = wanted
    }
    // Dithered, a cell's look depends on its place too.
    styledCell = depth == .palette256 || depth == .ansi16 ? nil : cell
    Self.writeText(of: cell, into: &stage)
  }

  /// Brings `style` up to date with `styledCell` (`styleIsStale`).
  private mutating func syncStyle() {
    guard styleIsStale else { return }
    style = styledCell?.style
    styleIsStale = false
  }

  /// The cell's text: inline, since it is written for every cell and a call cost more than the
  /// common case (a cluster of up to 15 bytes stored through the stage) does.
  @inline(__always)
  private static func writeText(of cell: Cell, into stage: inout ByteStage) {
    if let count = cell.storeText(at: stage.room()) {
      stage.advance(text: count)
    } else {
      writeLongText(of: cell, into: &stage)
    }
  }

  /// `writeText(of:into:)` for a cluster longer than a cell stores inline.
  @inline(never)
  private static func writeLongText(of cell: Cell, into stage: inout ByteStage) {
    var text: [UInt8] = []
    cell.appendText(to: &text)
    stage.append(text: text)
  }

  /// Appends `bytes` to `out` as they are, or escaped for a JSON string
  /// (`writesJSONString`): the pieces written once a frame or less (a reset, a line's end).
  private func append(_ bytes: [UInt8], into out: inout [UInt8]) {
    ByteStage.open(&out, jsonString: writesJSONString) { $0.append(text: bytes) }
  }

  /// `value` (not negative) in decimal at `target`, which is moved past it.
  private static func writeDecimal(_ value: Int, at target: inout UnsafeMutablePointer<UInt8>) {
    precondition(value >= 0, "cursor positions are not negative")
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      target.pointee = UInt8(ascii: "0") + UInt8(rest / divisor)
      target += 1
      rest %= divisor
      divisor /= 10
    }
  }

  /// The cell's style with its background (and a picture glyph's foreground) dithered at this
  /// depth: a cell is two pixels of a half-block picture, the foreground's above the
  /// background's, so each takes its own row of the pattern (`CursesScreen` does the same).
  private mutating func dithered(_ cell: Cell, at point: GridPoint) -> CellStyle {
    var style = cell.style
    guard depth == .palette256 || depth == .ansi16 else { return style }
    style.background = dither.reduce(
      style.background, at: GridPoint(column: point.column, row: 2 * point.row + 1))
    if OrderedDither.dithersForeground(of: cell.text) {
      style.foreground = dither.reduce(
        style.foreground, at: GridPoint(column: point.column, row: 2 * point.row))
    }
    return style
  }
}
