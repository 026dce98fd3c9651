import Foundation
import KinetypeTestSupport
import Testing

/// Clusters ncurses cannot carry (long ZWJ sequences, flags, keycaps, more than four combining
/// marks) are written by the player itself between DECSC and DECRC. Each must land in the
/// column the layout gives it, and so must everything after it.
extension EndToEnd {
  @Suite struct ClusterTests {
    static let text = "👨‍👩‍👧‍👦|🇯🇵|1️⃣|e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}|漢|"

    struct Glyph: Decodable {
      var text: String
      var row: Int
      var column: Int
      var width: Int
    }

    struct Layout: Decodable {
      var glyphs: [Glyph]
    }

    /// The glyphs `kinetype layout --format json` gives the text.
    static func layout(of file: URL) throws -> [Glyph] {
      let process = Process()
      process.executableURL = Repository.kinetype
      process.arguments = ["layout", "--format", "json", "--file", file.path]
      let out = Pipe()
      process.standardOutput = out
      try process.run()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      return try JSONDecoder().decode(Layout.self, from: data).glyphs
    }

    /// How many cells tmux itself gives `string`: printed at the start of a cleared pane, then
    /// the cursor's column read while `read` holds the line.
    static func tmuxWidth(of string: String, in session: TmuxSession) throws -> Int {
      if string.unicodeScalars.allSatisfy({ $0.isASCII }) { return string.count }
      let file = session.folder.appendingPathComponent("measure.txt")
      try Data(string.utf8).write(to: file)
      try session.run("clear; cat $D/measure.txt; read -r _")
      try session.waitFor("the measured text") { !$0.hasPrefix("\n") && !$0.hasPrefix("$") }
      Thread.sleep(forTimeInterval: 0.1)
      let x = try #require(Int(try session.display("#{cursor_x}")))
      try session.keys("Enter")
      try session.waitFor("the prompt") { $0.contains("\n$") }
      return x
    }

    @Test func everyBarLandsInItsLayoutColumn() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      let input = session.folder.appendingPathComponent("clusters.txt")
      try Data(Self.text.utf8).write(to: input)
      let glyphs = try Self.layout(of: input)
      #expect(glyphs.map(\.text).joined() == Self.text)
      let bars = glyphs.filter { $0.text == "|" }.map(\.column)
      #expect(bars.count == 5)

      let recording = session.folder.appendingPathComponent("pane.bin")
      try session.record(to: recording)
      // nw: the text's origin is the pane's, so layout columns are screen columns.
      try session.run("$K play fade --loop --anchor nw --file $D/clusters.txt; echo EXIT=$?")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")
      // Pause, then go to the end: the last frame, held still.
      try session.keys("Space")
      try session.keys("End")
      let screen = try session.waitFor("the last frame") { screen in
        screen.split(separator: "\n", omittingEmptySubsequences: false).first.map {
          $0.filter { $0 == "|" }.count == 5
        }
          ?? false
      }
      let row = String(screen.split(separator: "\n", omittingEmptySubsequences: false)[0])
      try session.keys("q")
      #expect(try session.waitForExit() == 0)
      try session.stopRecording()
      let bytes = try Data(contentsOf: recording)

      // 1. What our code controls: every cluster written by hand went to its own cell.
      let writes = Self.handWrites(in: bytes)
      let byColumn = Dictionary(uniqueKeysWithValues: glyphs.map { ($0.column, $0) })
      for write in writes {
        #expect(write.row == 1, "\(write)")
        #expect(
          byColumn[write.column - 1]?.text == write.text,
          "\(write) is not where the layout puts that text")
      }
      let handWritten = Set(writes.map(\.text))
      for cluster in ["👨‍👩‍👧‍👦", "🇯🇵", "1️⃣", "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}"] {
        #expect(
          handWritten.contains(cluster),
          "\(cluster.unicodeScalars.map { String($0.value, radix: 16) }) was never written by hand")
      }

      // 2. On screen, counting cells as tmux does (each cluster's width measured in the pane).
      // tmux 3.3a disagrees with us on the keycap: it gives 1️⃣ one cell (its width is the
      // base '1''s; VS16 does not widen it), where Unicode's emoji presentation and our layout
      // give two; and it keeps at most 21 bytes a cell, so the family shows as 👨‍👩‍👧‍ without 👦.
      // The bar after the keycap still lands right because ncurses addresses it by column and
      // tmux cleared the cell the narrow keycap left; so we count tmux's cells, not ours.
      var widths: [Character: Int] = [:]
      var column = 0
      var screenBars: [Int] = []
      for character in row {
        if widths[character] == nil {
          widths[character] = try Self.tmuxWidth(of: String(character), in: session)
        }
        if character == "|" { screenBars.append(column) }
        column += widths[character]!
      }
      #expect(screenBars == bars, "on screen: \(row) (tmux widths \(widths))")

      // 3. The text printed when play ends is the input, byte for byte, after the screen ended.
      let rmcup = Data("\u{1B}[?1049l".utf8)
      let tail =
        bytes.range(of: rmcup, options: .backwards).map { bytes[$0.upperBound...] } ?? bytes[...]
      #expect(tail.range(of: Data(Self.text.utf8)) != nil)
    }

    struct HandWrite: Hashable, CustomStringConvertible {
      var row: Int
      var column: Int
      var text: String
      var description: String {
        "ESC 7 ESC[\(row);\(column)H \(text.unicodeScalars.map { String($0.value, radix: 16) }) ESC 8"
      }
    }

    /// Every `ESC 7 ESC [row;colH (SGR…) text ESC 8` in the recording.
    static func handWrites(in bytes: Data) -> [HandWrite] {
      let string = String(decoding: bytes, as: UTF8.self)
      let pattern = /\e7\e\[(\d+);(\d+)H(?:\e\[[0-9;:]*m)*([^\e]*)\e8/
      return string.matches(of: pattern).map {
        HandWrite(row: Int($0.1)!, column: Int($0.2)!, text: String($0.3))
      }
    }
  }
}
