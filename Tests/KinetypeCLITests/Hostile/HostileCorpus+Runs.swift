import Foundation

/// The corpus as command lines: every command over every input, in every input form.
extension HostileCorpus {
  /// A preview script that shows the text in `in` (ANSI when it holds ESC).
  static let showScript = utf8(
    "canvas: 40x6\nfps: 5\nsteps:\n  - file: in\n  - play: fade\n    for: 0.4\n  - snapshot: end\n")

  /// Every command over one text.
  static func runs(over text: Text) -> [HostileRun] {
    let files = ["in": text.bytes, "arg": text.bytes, "s.preview.yaml": showScript]
    func run(_ label: String, _ arguments: [String], outputs: [String] = []) -> HostileRun {
      HostileRun(
        name: "\(text.name): \(label)", arguments: arguments, files: files, outputs: outputs)
    }
    var runs = [
      run("layout --file", ["layout", "--file", "in"]),
      run("render --at end", ["render", "fade", "--at", "end", "--file", "in"]),
      run(
        "render --cast", ["render", "fade", "--cast", "out.cast", "--fps", "5", "--file", "in"],
        outputs: ["out.cast"]),
    ]
    guard text.everyCommand else { return runs }
    var stdin = run("layout stdin", ["layout", "-"])
    stdin.stdin = .bytes(text.bytes)
    runs.append(stdin)
    if !text.bytes.contains(0) {
      runs.append(run("layout argument", ["layout", "$ARG"]))
      runs.append(run("render argument", ["render", "fade", "--at", "end", "$ARG"]))
    }
    runs += [
      run("layout --input markup", ["layout", "--input", "markup", "--file", "in"]),
      run(
        "layout --input ansi --format json",
        ["layout", "--input", "ansi", "--format", "json", "--file", "in"]),
      run("layout --color truecolor", ["layout", "--color", "truecolor", "--file", "in"]),
      run(
        "layout markup --color truecolor",
        ["layout", "--input", "markup", "--color", "truecolor", "--file", "in"]),
      run(
        "render --format ansi",
        [
          "render", "fade", "--at", "end", "--format", "ansi", "--color", "truecolor", "--file",
          "in",
        ]),
      run(
        "render markup --format ansi",
        ["render", "fade", "--at", "end", "--format", "ansi", "--input", "markup", "--file", "in"]),
      run(
        "render --format json",
        ["render", "fade", "--at", "50%", "--format", "json", "--file", "in"]),
      run(
        "render --from (morph)",
        [
          "render", "morph", "--file", "in", "--from", "old text", "--at", "50%", "--format",
          "ansi",
        ]),
      run("play without a terminal", ["play", "fade", "--file", "in"]),
      run("morph without a terminal", ["morph", "old text", "@in"]),
      run("preview --sheet --color", ["preview", "s.preview.yaml", "--sheet", "--color"]),
      run(
        "preview --cast", ["preview", "s.preview.yaml", "--cast", "p.cast"], outputs: ["p.cast"]),
      run("preview --svg", ["preview", "s.preview.yaml", "--svg", "p.svg"], outputs: ["p.svg"]),
    ]
    return runs
  }

  /// Effect files with escapes: listed, described, checked and played.
  static func effectRuns() -> [HostileRun] {
    let files = effectFiles
    func run(_ label: String, _ arguments: [String]) -> HostileRun {
      HostileRun(name: "effect file: \(label)", arguments: arguments, files: files)
    }
    var runs = [
      run("list --effects", ["list", "--effects", "fx"]),
      run("describe evil", ["describe", "evil", "--effects", "fx"]),
      run("describe the escaped name", ["describe", "ev\u{1B}[31mil-name", "--effects", "fx"]),
      run("render evil", ["render", "evil", "hi", "--effects", "fx", "--at", "end"]),
      run("render a path", ["render", "fx/evil.yaml", "hi", "--at", "end"]),
      run("check fx", ["check", "fx/evil.yaml", "fx/ev\u{1B}[31mil-name.yaml"]),
      run("list with bad files", ["list", "--effects", "bad"]),
    ]
    for name in files.keys.sorted() where name.hasPrefix("bad/") {
      runs.append(run("check \(name)", ["check", name]))
      runs.append(run("render \(name)", ["render", name, "hi", "--at", "end"]))
    }
    return runs
  }

  /// Preview scripts with escapes in snapshot names, texts and unknown steps.
  static func previewRuns() -> [HostileRun] {
    var runs: [HostileRun] = []
    for name in previewFiles.keys.sorted() {
      func run(_ label: String, _ arguments: [String], outputs: [String] = []) -> HostileRun {
        HostileRun(
          name: "preview \(name): \(label)", arguments: arguments, files: previewFiles,
          outputs: outputs)
      }
      runs += [
        run("check", ["check", name]),
        run("--sheet", ["preview", name, "--sheet"]),
        run("--sheet --color", ["preview", name, "--sheet", "--color"]),
        run("--cast", ["preview", name, "--cast", "o.cast"], outputs: ["o.cast"]),
        run("--svg", ["preview", name, "--svg", "o.svg"], outputs: ["o.svg"]),
      ]
    }
    return runs
  }

  /// Names from the command line that hold escapes, each echoed by some error message.
  static let hostileNames: [[String]] = [
    ["render", "\u{1B}]0;pwned\u{07}", "hi"],
    ["describe", "\u{1B}[2J\u{1B}c"],
    ["play", "\u{1B}]52;c;aGk=\u{07}", "hi"],
    ["layout", "--file", "/nonexistent/\u{1B}]0;t\u{07}"],
    ["render", "fade", "--file", "\u{1B}c"],
    ["check", "/nonexistent\u{1B}c.yaml"],
    ["preview", "/no\u{1B}[31m.yaml"],
    ["render", "fade", "hi", "--effects", "/no\u{1B}]52;c;x\u{07}"],
    ["render", "fade", "hi", "-p", "\u{1B}]0;x\u{07}=1"],
    ["render", "fade", "hi", "-p", "duration=\u{1B}[2J"],
    ["render", "fade", "hi", "--color", "\u{1B}[2J"],
    ["render", "fade", "hi", "--canvas", "\u{1B}]0;x\u{07}"],
    ["render", "fade", "hi", "--at", "\u{1B}c"],
    ["layout", "--input", "\u{1B}[6n", "hi"],
    ["\u{1B}]0;pwned\u{07}"],
    ["layout", "--\u{1B}[2J"],
  ]

  /// Absurd numbers in every numeric option.
  static let absurdOptions: [[String]] = [
    ["layout", "--tab-width", "9223372036854775807", "a\tb"],
    ["layout", "--tab-width", "0", "a\tb"],
    ["layout", "--tab-width", "-1", "a\tb"],
    ["layout", "--width", "9223372036854775807", "ab"],
    ["layout", "--width", "9223372036854775807", "--align", "right", "ab"],
    ["layout", "--width", "0", "ab"],
    ["layout", "--width", "-9223372036854775808", "ab"],
    ["render", "fade", "a\tb", "--tab-width", "9223372036854775807", "--at", "end"],
    ["render", "fade", "hi", "--canvas", "99999999x99999999", "--at", "end"],
    ["render", "fade", "hi", "--canvas", "0x0", "--at", "end"],
    ["render", "fade", "hi", "--canvas", "9223372036854775807x1", "--at", "end"],
    ["render", "fade", "hi", "--at", "1e308"],
    ["render", "fade", "hi", "--at", "-1e308"],
    ["render", "fade", "hi", "--at", "nan"],
    ["render", "fade", "hi", "--at", "1e308%"],
    ["render", "fade", "hi", "--cast", "o.cast", "--fps", "1000000000"],
    ["render", "fade", "hi", "--cast", "o.cast", "--fps", "0"],
    ["render", "fade", "hi", "--cast", "o.cast", "--fps", "-1"],
    ["render", "fade", "hi", "--cast", "o.cast", "--duration", "1e308"],
    ["render", "fade", "hi", "--cast", "o.cast", "--duration", "-1"],
    ["render", "fade", "hi", "--seed", "18446744073709551616", "--at", "end"],
    ["render", "fade", "hi", "-p", "duration=1e308", "--at", "end"],
    ["render", "fade", "hi", "-p", "spread=nan", "--cast", "o.cast"],
    ["render", "fade", "hi", "-p", "duration=-1e308", "--cast", "o.cast"],
    ["play", "fade", "hi", "--speed", "1e308"],
    ["play", "fade", "hi", "--speed", "0"],
    ["play", "fade", "hi", "--fps", "9223372036854775807"],
  ]

  /// The command-line cases as runs.
  static func optionRuns() -> [HostileRun] {
    (hostileNames.map { ("name", $0) } + absurdOptions.map { ("number", $0) }).map {
      HostileRun(name: "\($0.0): " + $0.1.joined(separator: " "), arguments: $0.1)
    }
  }
}
