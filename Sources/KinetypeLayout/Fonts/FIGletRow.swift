/// One line of big letters being set, as FIGlet sets it: each letter appended at full width,
/// fitted, or smushed into what is there (figfont.txt; FIGlet 2.2's `smushamt` and `smushem`).
///
/// Every cell remembers which letter put its sub-character there, so that a big letter stays a
/// group of cells after smushing: a merged cell belongs to the letter whose sub-character won
/// (the later one when a rule makes a new sub-character).
struct FIGletRow {
  let font: FIGletFont
  /// The rows, all `width` long.
  private(set) var rows: [[Character]]
  /// For each cell, the letter (as numbered by the caller) whose sub-character it shows.
  private(set) var owners: [[Int?]]
  /// Where each letter appended so far starts, in columns (it may overlap the one before).
  private(set) var letterColumns: [Int] = []
  private var previousWidth = 0
  private var currentWidth = 0

  init(font: FIGletFont) {
    self.font = font
    rows = Array(repeating: [], count: font.height)
    owners = Array(repeating: [], count: font.height)
  }

  var width: Int { rows.first?.count ?? 0 }

  /// The width after appending `letter`, without appending it.
  func width(appending letter: FIGletCharacter) -> Int {
    var copy = self
    copy.append(letter, owner: 0)
    return copy.width
  }

  /// Appends `letter`, its cells owned by `owner`.
  mutating func append(_ letter: FIGletCharacter, owner: Int) {
    previousWidth = currentWidth
    currentWidth = letter.width
    let overlap = overlap(with: letter)
    let start = width - overlap
    letterColumns.append(start)
    for row in 0..<font.height {
      let glyphRow = row < letter.rows.count ? letter.rows[row] : []
      for (k, sub) in glyphRow.enumerated() {
        let column = start + k
        if column < 0 { continue }
        if column < rows[row].count {
          let left = rows[row][column]
          let merged = smush(left, sub) ?? sub
          rows[row][column] = merged
          if Self.isBlank(merged) {
            owners[row][column] = nil
          } else if merged != left || Self.isBlank(left) {
            owners[row][column] = owner
          }
        } else {
          rows[row].append(sub)
          owners[row].append(Self.isBlank(sub) ? nil : owner)
        }
      }
      // A letter narrower than the others pads (ragged rows are padded when read).
      while rows[row].count < start + letter.width {
        rows[row].append(" ")
        owners[row].append(nil)
      }
    }
  }

  static func isBlank(_ c: Character) -> Bool { c == " " }

  /// How many columns `letter` moves left into the line: FIGlet's `smushamt`.
  private func overlap(with letter: FIGletCharacter) -> Int {
    guard font.layout.mode != .fullWidth else { return 0 }
    var best = letter.width
    let lineWidth = width
    for row in 0..<font.height {
      let line = rows[row]
      // The line's last non-blank column (0 when there is none), and the letter's first.
      var lineEdge = lineWidth
      var left: Character? = nil
      while true {
        left = lineEdge < line.count ? line[lineEdge] : nil
        if lineEdge > 0 && (left == nil || left == " ") { lineEdge -= 1 } else { break }
      }
      let glyphRow = row < letter.rows.count ? letter.rows[row] : []
      var letterEdge = 0
      while letterEdge < glyphRow.count && glyphRow[letterEdge] == " " { letterEdge += 1 }
      let right: Character? = letterEdge < glyphRow.count ? glyphRow[letterEdge] : nil
      var amount = letterEdge + lineWidth - 1 - lineEdge
      if left == nil || left == " " {
        amount += 1
      } else if let right, smush(left!, right) != nil {
        amount += 1
      }
      best = min(best, amount)
    }
    return best
  }

  /// The sub-character two touching ones merge into, or nil when they may not merge: FIGlet's
  /// `smushem`.
  func smush(_ left: Character, _ right: Character) -> Character? {
    if left == " " { return right }
    if right == " " { return left }
    // Narrow letters (a width of 0 or 1) never overlap.
    if previousWidth < 2 || currentWidth < 2 { return nil }
    guard font.layout.mode == .smushing else { return nil }
    let hardblank = font.hardblank
    let rules = font.layout.rules
    if rules.isEmpty {
      // Universal smushing: visible sub-characters win over hardblanks, the later one wins.
      if left == hardblank { return right }
      if right == hardblank { return left }
      return right
    }
    if rules.contains(.hardblank) && left == hardblank && right == hardblank { return left }
    if left == hardblank || right == hardblank { return nil }
    if rules.contains(.equal) && left == right { return left }
    if rules.contains(.underscore) {
      if left == "_" && "|/\\[]{}()<>".contains(right) { return right }
      if right == "_" && "|/\\[]{}()<>".contains(left) { return left }
    }
    if rules.contains(.hierarchy) {
      let classes = ["|", "/\\", "[]", "{}", "()", "<>"]
      let leftClass = classes.firstIndex { $0.contains(left) }
      let rightClass = classes.firstIndex { $0.contains(right) }
      if let leftClass, let rightClass, leftClass != rightClass {
        return leftClass > rightClass ? left : right
      }
    }
    if rules.contains(.oppositePair) {
      let pair = String([left, right])
      if ["[]", "][", "{}", "}{", "()", ")("].contains(pair) { return "|" }
    }
    if rules.contains(.bigX) {
      if left == "/" && right == "\\" { return "|" }
      if left == "\\" && right == "/" { return "Y" }
      if left == ">" && right == "<" { return "X" }
    }
    return nil
  }
}
