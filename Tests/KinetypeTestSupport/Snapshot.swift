import Foundation
import KinetypeCompositor
import KinetypeCore
import Testing

/// Snapshot files: text that reads well in a diff, shared by every test target that compares
/// whole frames with recorded ones (`KINETYPE_RECORD_SNAPSHOTS=1` records them).
public enum Snapshot {
  /// A frame as snapshot text: its rows between `|` bars (trailing blanks show), then the style
  /// runs: each cell, in reading order, where the style or link differs from the cell before
  /// (the first compared with the plain style), as the SGR the truecolor encoder writes, with
  /// ESC written as `\e`.
  public static func text(_ frame: Frame) -> String {
    var out = frame.rows.map { "|" + $0 + "|\n" }.joined()
    var style = CellStyle.plain
    var link: String? = nil
    var runs: [String] = []
    for row in 0..<frame.size.rows {
      for column in 0..<frame.size.columns where !frame[column, row].isContinuation {
        let cell = frame[column, row]
        guard cell.style != style || cell.link != link else { continue }
        var run =
          "  \(row),\(column): "
          + SGR.sequence(for: cell.style, depth: .truecolor).replacingOccurrences(
            of: "\u{1B}", with: "\\e")
        if cell.link != link { run += " link=" + (cell.link ?? "none") }
        runs.append(run)
        style = cell.style
        link = cell.link
      }
    }
    out += runs.isEmpty ? "styles: plain\n" : "styles:\n" + runs.map { $0 + "\n" }.joined()
    return out
  }

  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["KINETYPE_RECORD_SNAPSHOTS"] == "1"
  }

  /// Compares `actual` with the file `name` under `folder`, or writes it in record mode.
  ///
  /// A missing or different file is a failure naming the file and showing the first lines that
  /// differ.
  public static func check(
    _ actual: String, file name: String, in folder: URL,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(name)
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        Issue.record("cannot write \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "no snapshot \(url.path); run with KINETYPE_RECORD_SNAPSHOTS=1 to record it, then review it",
        sourceLocation: sourceLocation)
      return
    }
    guard expected != actual else { return }
    Issue.record(
      Comment(
        rawValue:
          "snapshot \(name) differs (re-record with KINETYPE_RECORD_SNAPSHOTS=1 if the change is intended):\n"
          + firstDifference(expected: expected, actual: actual)),
      sourceLocation: sourceLocation)
  }

  /// The first differing line with two lines of context either side, numbered from 1.
  public static func firstDifference(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let first =
      (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
    var out = ""
    for index in max(0, first - 2)..<min(max(old.count, new.count), first + 3) {
      let a = index < old.count ? String(old[index]) : "<end of file>"
      let b = index < new.count ? String(new[index]) : "<end of file>"
      if a == b {
        out += "  \(index + 1)   \(a)\n"
      } else {
        out += "  \(index + 1) - \(a)\n  \(index + 1) + \(b)\n"
      }
    }
    return out
  }
}
