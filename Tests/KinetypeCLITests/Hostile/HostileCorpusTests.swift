import Foundation
import KinetypeHostile
import Testing

/// Issue 14's promises, from outside: every command over the hostile corpus (escape injection
/// in every input form, invalid UTF-8, controls, bidi, huge and empty inputs, absurd numbers,
/// malformed files), with every byte of standard output, standard error, casts and SVG scanned
/// for foreign escapes by `ForeignByteScanner`; no crash, no hang, exit status 0, 1 or 2 (64
/// for a command line the argument parser refuses).
@Suite("Hostile corpus")
struct HostileCorpusTests {
  static let dataFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Hostile")

  static func expectClean(_ run: HostileRun) throws {
    let result = try run.run()
    let problems = result.problems(of: run)
    #expect(problems.isEmpty, "\(run.name): \(problems.joined(separator: "; "))")
  }

  @Test(arguments: HostileCorpus.texts.flatMap(HostileCorpus.runs(over:)))
  func textThroughEveryCommand(_ run: HostileRun) throws {
    try Self.expectClean(run)
  }

  @Test(arguments: HostileCorpus.effectRuns())
  func effectFilesWithEscapes(_ run: HostileRun) throws {
    try Self.expectClean(run)
  }

  @Test(arguments: HostileCorpus.previewRuns())
  func previewScriptsWithEscapes(_ run: HostileRun) throws {
    try Self.expectClean(run)
  }

  @Test(arguments: HostileCorpus.optionRuns())
  func commandLineNamesAndNumbers(_ run: HostileRun) throws {
    try Self.expectClean(run)
  }

  /// Every printable character of a plain input is in the last frame, in every form.
  @Test(arguments: [
    ["render", "fade", "--at", "end", "--file", "in"],
    ["render", "fade", "--at", "end", "--canvas", "12x9", "--wrap", "--file", "in"],
    ["render", "laseretch", "--at", "end", "--canvas", "8x14", "--wrap", "--file", "in"],
    ["render", "morph", "--file", "in", "--from", "something else", "--at", "end"],
    ["morph", "something else", "@in"],
    ["layout", "--file", "in"],
    ["play", "fade", "--file", "in"],
  ])
  func plainTextLosesNothing(_ arguments: [String]) throws {
    let text = HostileCorpus.printable
    var run = HostileRun(
      name: arguments.joined(separator: " "), arguments: arguments,
      files: ["in": HostileCorpus.utf8(text)])
    run.mustKeep = Array(text)
    try Self.expectClean(run)
  }

  /// Invisible format characters and a fullwidth space at a wrap: `layout` and `render`'s
  /// final frame follow one rule, so what one shows the other shows.
  @Test(arguments: [
    "a\u{200B}b\u{2060}c\u{FEFF}d",
    "漢字漢字\u{3000}漢字漢字",
    "e\u{301}\u{200D}x \u{FE0F}y",
  ])
  func layoutAndTheFinalFrameAgree(_ text: String) throws {
    let files = ["in": HostileCorpus.utf8(text)]
    let layout = try HostileRun(
      name: "layout", arguments: ["layout", "--width", "9", "--file", "in"], files: files
    ).run()
    let render = try HostileRun(
      name: "render",
      arguments: ["render", "fade", "--at", "end", "--canvas", "9x6", "--wrap", "--anchor", "nw", "--file", "in"],
      files: files
    ).run()
    let shown = { (bytes: [UInt8]) in
      String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { $0.value > 0x20 }
        .map { String($0) }.joined()
    }
    #expect(
      shown(layout.stdout) == shown(render.stdout),
      "layout: \(ForeignByteScanner.visible(layout.stdout)) render: \(ForeignByteScanner.visible(render.stdout))"
    )
  }

  static func dataFiles(_ folder: String) -> [String] {
    let url = dataFolder.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.sorted()
  }

  /// Malformed and absurd effect files: `check` gives located errors, `render` refuses or
  /// plays within the limits, and neither crashes.
  @Test(arguments: dataFiles("effects"))
  func malformedEffectFile(_ name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.dataFolder.appendingPathComponent("effects/\(name)")))
    let files = [name: bytes]
    let check = HostileRun(name: "check \(name)", arguments: ["check", name], files: files)
    let checked = try check.run()
    #expect(checked.problems(of: check).isEmpty, "\(check.name): \(checked.problems(of: check))")
    let render = HostileRun(
      name: "render \(name)", arguments: ["render", name, "hi", "--cast", "o.cast", "--fps", "5"],
      files: files, outputs: ["o.cast"])
    let rendered = try render.run()
    #expect(rendered.problems(of: render).isEmpty, "\(render.name): \(rendered.problems(of: render))")
    if checked.status == 0 {
      #expect(rendered.status == 0, "check said ok, render --cast exited \(rendered.status)")
    } else {
      let errors = String(decoding: checked.stdout + checked.stderr, as: UTF8.self)
      #expect(errors.contains("\(name):"), "check's errors do not name \(name): \(errors.prefix(300))")
    }
  }

  /// Preview scripts with absurd numbers: `check` says ok to exactly what `preview` runs
  /// within the limits (an hour of script, the time a test allows here).
  @Test(arguments: dataFiles("previews"))
  func absurdPreviewScript(_ name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.dataFolder.appendingPathComponent("previews/\(name)")))
    let files = [name: bytes]
    let check = HostileRun(name: "check \(name)", arguments: ["check", name], files: files)
    let checked = try check.run()
    #expect(checked.problems(of: check).isEmpty, "\(check.name): \(checked.problems(of: check))")
    let preview = HostileRun(
      name: "preview \(name)", arguments: ["preview", name, "--cast", "o.cast"], files: files,
      outputs: ["o.cast"])
    let previewed = try preview.run()
    #expect(previewed.problems(of: preview).isEmpty, "\(preview.name): \(previewed.problems(of: preview))")
    #expect(
      (checked.status == 0) == (previewed.status == 0),
      "check exited \(checked.status), preview --cast \(previewed.status) after \(Int(previewed.seconds)) s")
    if let cast = previewed.outputs["o.cast"], let last = cast.split(separator: 0x0A).last,
      let event = try? JSONSerialization.jsonObject(with: Data(last)) as? [Any],
      let time = event.first as? Double
    {
      #expect(time <= 3600, "the cast runs \(Int(time)) s, past the hour")
    }
  }
}
