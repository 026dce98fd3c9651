import Foundation
import KinetypeCompositor
import KinetypeCore
import KinetypePreview
import KinetypeTestSupport
import Testing

@testable import Kinetype

/// The repository's folders, from this file's place.
let repositoryRoot = Repository.root

/// A script read from `text` (which must have no problem) and run as `kinetype preview` runs it.
func record(_ text: String, origin: String = "test.preview.yaml") throws -> PreviewRecording {
  let (script, diagnostics) = PreviewStudio.check(text: text, origin: origin, effects: nil)
  guard let script, diagnostics.isEmpty else {
    throw PreviewScriptError(diagnostics: diagnostics)
  }
  return try PreviewRunner.run(script, makers: PreviewStudio.makers(for: script, effects: nil))
}

/// The screen an asciicast leaves, as plain rows: its output events replayed on a grid that
/// knows CUP (`ESC [ r ; c H`), CUF (`ESC [ n C`), and skips SGR and OSC 8. One cell per
/// character (the scripts tested use one-cell text).
func finalScreen(ofCast text: String) throws -> (
  header: [String: Any], times: [Double], rows: [String]
) {
  let lines = text.split(separator: "\n").map(String.init)
  let header = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as! [String: Any]
  let columns = header["width"] as! Int
  let rowsCount = header["height"] as! Int
  var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rowsCount)
  var times: [Double] = []
  var row = 0
  var column = 0
  for line in lines.dropFirst() {
    let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [Any]
    times.append((event[0] as! NSNumber).doubleValue)
    #expect(event[1] as? String == "o")
    let data = Array(event[2] as! String)
    var i = 0
    while i < data.count {
      if data[i] == "\u{1B}", i + 1 < data.count, data[i + 1] == "[" {
        var j = i + 2
        while j < data.count, !data[j].isLetter { j += 1 }
        let parameters = String(data[(i + 2)..<j]).split(separator: ";").map { Int($0) ?? 1 }
        switch data[j] {
        case "H":
          row = (parameters.first ?? 1) - 1
          column = (parameters.count > 1 ? parameters[1] : 1) - 1
        case "C": column += parameters.first ?? 1
        default: break
        }
        i = j + 1
      } else if data[i] == "\u{1B}", i + 1 < data.count, data[i + 1] == "]" {
        var j = i + 2
        while j < data.count, data[j] != "\u{07}",
          !(data[j] == "\u{1B}" && j + 1 < data.count && data[j + 1] == "\\")
        { j += 1 }
        i = data[j] == "\u{07}" ? j + 1 : j + 2
      } else {
        if row < rowsCount, column < columns { grid[row][column] = data[i] }
        column += 1
        i += 1
      }
    }
  }
  let rows = grid.map {
    String($0).replacingOccurrences(of: #" +$"#, with: "", options: .regularExpression)
  }
  return (header, times, rows)
}
