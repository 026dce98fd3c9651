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
    run.nothingElse = arguments.first == "render"
    try Self.expectClean(run)
  }

  /// The repository's own data files beside the effects: `check` recognises them (or says
  /// what they are) rather than failing on them as broken effects.
  @Test(arguments: ["defaults.yaml", "demo-scenes.yaml", "tag-styles.yaml", "scroll-scene.yaml"])
  func checkKnowsTheRepositorysDataFiles(_ name: String) throws {
    let effects = Self.dataFolder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("effects")
    let run = HostileRun(
      name: "check effects/\(name)",
      arguments: ["check", effects.appendingPathComponent(name).path])
    let result = try run.run()
    #expect(result.problems(of: run).isEmpty, "\(run.name): \(result.problems(of: run))")
    #expect(
      result.status == 0,
      "\(run.name): \(String(decoding: result.stderr, as: UTF8.self).prefix(300))")
  }

  /// A 10 MB effect file is refused early with a message, by `check` and by `list` over its
  /// folder, rather than parsed for seconds.
  @Test func anOversizedEffectFileIsRefusedEarly() throws {
    var text = "schema: 1\nname: huge\nsummary: huge\ngroups:\n"
    let group = "  - { property: opacity, from: 0, to: 1, duration: 0.5 }\n"
    text += String(repeating: group, count: 10_000_000 / group.utf8.count)
    let files = ["fx/huge.yaml": HostileCorpus.utf8(text)]
    let check = HostileRun(name: "check huge", arguments: ["check", "fx/huge.yaml"], files: files)
    let checked = try check.run()
    #expect(checked.problems(of: check).isEmpty, "\(checked.problems(of: check))")
    #expect(
      checked.status == 1 && checked.seconds < 3,
      "check: status \(checked.status) after \(checked.seconds) s")
    let list = HostileRun(name: "list huge", arguments: ["list", "--effects", "fx"], files: files)
    let listed = try list.run()
    #expect(listed.problems(of: list).isEmpty, "\(listed.problems(of: list))")
    #expect(listed.seconds < 3, "list took \(listed.seconds) s over a folder with a 10 MB file")
  }

  /// Every error `check` prints about a malformed file starts with its place,
  /// `file:line:column:`, not the place inside the message.
  @Test(arguments: ["not-yaml.yaml", "duplicate-keys.yaml", "broken.json"])
  func malformedEffectErrorsStartWithTheirPlace(_ name: String) throws {
    try Self.expectLocated(folder: "effects", name)
  }

  @Test(arguments: ["not-yaml.preview.yaml", "duplicate-keys.preview.yaml"])
  func malformedScriptErrorsStartWithTheirPlace(_ name: String) throws {
    try Self.expectLocated(folder: "previews", name)
  }

  static func expectLocated(folder: String, _ name: String) throws {
    let bytes = try [UInt8](
      Data(contentsOf: dataFolder.appendingPathComponent("\(folder)/\(name)")))
    let result = try HostileRun(name: name, arguments: ["check", name], files: [name: bytes]).run()
    let lines = String(decoding: result.stdout + result.stderr, as: UTF8.self)
      .split(separator: "\n").map(String.init).filter { $0.contains("error:") }
    #expect(result.status == 1 && !lines.isEmpty, "\(name): status \(result.status)")
    for line in lines {
      #expect(
        line.contains(try Regex("^(kinetype: )?([^ ]*/)?\(name):[0-9]+:[0-9]+: error: ")),
        "\(name): an error without its place first: \(line)")
    }
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
      arguments: [
        "render", "fade", "--at", "end", "--canvas", "9x6", "--wrap", "--anchor", "nw", "--file",
        "in",
      ],
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
    let bytes = try [UInt8](
      Data(contentsOf: Self.dataFolder.appendingPathComponent("effects/\(name)")))
    let files = [name: bytes]
    let check = HostileRun(name: "check \(name)", arguments: ["check", name], files: files)
    let checked = try check.run()
    #expect(checked.problems(of: check).isEmpty, "\(check.name): \(checked.problems(of: check))")
    let render = HostileRun(
      name: "render \(name)", arguments: ["render", name, "hi", "--cast", "o.cast", "--fps", "5"],
      files: files, outputs: ["o.cast"])
    let rendered = try render.run()
    #expect(
      rendered.problems(of: render).isEmpty, "\(render.name): \(rendered.problems(of: render))")
    if checked.status == 0 {
      #expect(rendered.status == 0, "check said ok, render --cast exited \(rendered.status)")
    } else {
      let errors = String(decoding: checked.stdout + checked.stderr, as: UTF8.self)
      #expect(
        errors.contains("\(name):"), "check's errors do not name \(name): \(errors.prefix(300))")
    }
  }

  /// Preview scripts with absurd numbers: `check` says ok to exactly what `preview` runs
  /// within the limits (an hour of script, the time a test allows here).
  @Test(arguments: dataFiles("previews"))
  func absurdPreviewScript(_ name: String) throws {
    let bytes = try [UInt8](
      Data(contentsOf: Self.dataFolder.appendingPathComponent("previews/\(name)")))
    let files = [name: bytes]
    let check = HostileRun(name: "check \(name)", arguments: ["check", name], files: files)
    let checked = try check.run()
    #expect(checked.problems(of: check).isEmpty, "\(check.name): \(checked.problems(of: check))")
    let preview = HostileRun(
      name: "preview \(name)", arguments: ["preview", name, "--cast", "o.cast"], files: files,
      outputs: ["o.cast"])
    let previewed = try preview.run()
    #expect(
      previewed.problems(of: preview).isEmpty, "\(preview.name): \(previewed.problems(of: preview))"
    )
    #expect(
      (checked.status == 0) == (previewed.status == 0),
      "check exited \(checked.status), preview --cast \(previewed.status) after \(Int(previewed.seconds)) s"
    )
    if let cast = previewed.outputs["o.cast"], let last = cast.split(separator: 0x0A).last,
      let event = try? JSONSerialization.jsonObject(with: Data(last)) as? [Any],
      let time = event.first as? Double
    {
      #expect(time <= 3600, "the cast runs \(Int(time)) s, past the hour")
    }
  }
}
