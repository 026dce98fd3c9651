import Foundation

/// The hostile corpus: texts, effect files, preview scripts and command lines built to break
/// the promises of issue 14 (no foreign byte on the wire, no crash, located errors, nothing
/// lost). Inputs that hold escapes or invalid UTF-8 are made here, where each byte is written
/// out (`\u{1B}` rather than a raw ESC in a data file); readable malformed files are in
/// `Tests/Hostile/`.
enum HostileCorpus {
  /// A text input and whether the whole command matrix runs over it.
  struct Text: Sendable {
    var name: String
    var bytes: [UInt8]
    /// Every command and input form, rather than the core three.
    var everyCommand = true
  }

  static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

  static let texts: [Text] = [
    Text(
      name: "markup link with ESC \\ and ESC # 8", bytes: utf8("[link=x\u{1B}\\\u{1B}#8]a[/] b")),
    Text(
      name: "markup link with BEL and C1 CSI",
      bytes: utf8("[link=http://x\u{07}") + [0xC2, 0x9B] + utf8("31m]y[/] z")),
    Text(name: "markup error quoting ESC c", bytes: utf8("[bold \u{1B}c]x[/]")),
    Text(name: "markup tag holding an OSC title", bytes: utf8("[\u{1B}]0;pwned\u{07}]x[/]")),
    Text(
      name: "ANSI OSC 8 URL holding a C1 CSI",
      bytes: utf8("A\u{1B}]8;;http://x") + [0xC2, 0x9B] + utf8("6n\u{1B}\\L\u{1B}]8;;\u{1B}\\")),
    Text(
      name: "ANSI OSC 8 URL holding a bare 0x9B and DEL",
      bytes: utf8("\u{1B}]8;;http://x") + [0x9B, 0x7F] + utf8("y\u{1B}\\link\u{1B}]8;;\u{1B}\\")),
    Text(
      name: "ANSI clipboard, title, APC, DCS, query",
      bytes: utf8(
        "\u{1B}]52;c;aGVsbG8=\u{07}\u{1B}]0;pwned\u{07}\u{1B}_tmux\u{1B}\\\u{1B}P+q\u{1B}\\\u{1B}[6nsafe\n"
      )),
    Text(
      name: "ANSI reset, E-fill, line drawing, mouse mode, BEL",
      bytes: utf8("\u{1B}c\u{1B}#8\u{1B}(0qqq\u{1B}[?1000h\u{07} text\u{1B}[")),
    Text(
      name: "C1 controls encoded and bare",
      bytes: utf8("a") + [0xC2, 0x9B] + utf8("31mb") + [0xC2, 0x9D] + utf8("0;t") + [0xC2, 0x9C]
        + utf8("c") + [0x9B] + utf8("6n d")),
    Text(
      name: "invalid and overlong UTF-8",
      bytes: [0xC0, 0xAF, 0xE0, 0x80, 0xAF, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0xFF, 0xFE]
        + utf8(" ok ") + [0xC0, 0x9B] + utf8("6n ") + [0xE6, 0xBC]),
    Text(
      name: "bidi controls",
      bytes: utf8("abc\u{202E}def \u{2066}x\u{2069} \u{200F}y\u{061C}z \u{202A}w\u{202C}")),
    Text(
      name: "every C0 control and DEL",
      bytes: (0..<0x20).filter { $0 != 0x0A }.flatMap { [UInt8(ascii: "a"), UInt8($0)] } + [0x7F]),
    Text(
      name: "absurd SGR numbers",
      bytes: utf8(
        "\u{1B}[38;2;999999999999;1;1mX\u{1B}[99999999999999999999mY\u{1B}[;;;;;;m\u{1B}[38;5;-1mZ"
      )),
    Text(name: "kern at Int.max", bytes: utf8("[kern=9223372036854775807]ab[/]")),
    Text(name: "kern past Int32", bytes: utf8("[kern=2147483648]ab[/]")),
    Text(name: "kern at Int.min", bytes: utf8("[kern=-9223372036854775808]ab[/]")),
    Text(name: "empty", bytes: [], everyCommand: false),
    Text(
      name: "only controls", bytes: utf8("\u{1B}[0m\u{07}\u{0}\u{1B}]8;;\u{1B}\\"),
      everyCommand: false),
    Text(
      name: "markup nested 2000 deep",
      bytes: utf8(
        String(repeating: "[b]", count: 2000) + "deep" + String(repeating: "[/]", count: 2000)),
      everyCommand: false),
    Text(
      name: "300 KB of lines",
      bytes: utf8(String(repeating: "lorem ipsum dolor sit amet, 漢字 👍\n", count: 8000)),
      everyCommand: false),
    Text(
      name: "one 50,000-character line", bytes: Array(repeating: 0x78, count: 50_000),
      everyCommand: false),
  ]

  /// Printable text that every command must show whole at the end (the "loses nothing"
  /// check): wide, combining, emoji sequences, a ligature candidate, a fullwidth space.
  static let printable =
    "Kinetype — kinetic type\n漢字 👍 e\u{301} 👨‍👩‍👧 ﬁ a\u{3000}b\n~!@#$%^&*()_+{}|:<>?[]\\;',./ end"

  /// An effect whose summary and parameter help hold escapes (YAML's `\e` and `\a` decode to
  /// ESC and BEL), as a file in `~/.config/kinetype/effects` or `--effects DIR` could.
  static let evilEffect = """
    schema: 1
    name: evil
    summary: "\\e]0;pwned\\a\\e]52;c;aGk=\\aSummary\\e[2J"
    parameters:
      duration: { type: number, default: 0.5, range: [0.05, 10], help: "\\e]2;title\\a\\e_apc\\e\\\\help" }
    groups:
      - property: opacity
        from: 0
        to: 1
        duration: $duration
    """

  /// Effect files whose diagnostics quote raw escape bytes from the file.
  static let effectFiles: [String: [UInt8]] = [
    "fx/evil.yaml": utf8(evilEffect),
    "fx/ev\u{1B}[31mil-name.yaml": utf8(
      evilEffect.replacingOccurrences(of: "name: evil", with: "name: \"ev\\e[31mil-name\"")),
    "bad/yaml-error.yaml": utf8(
      "schema: 1\nname: x\nsummary: [\u{1B}]0;pwned\u{07}\n  - oops: {\n"),
    "bad/unknown-key.yaml": utf8(
      "schema: 1\nname: k\nsummary: s\ngroups\u{1B}]0;pwned\u{07}: []\ngroups: []\n"),
    "bad/timing.yaml": utf8(
      "schema: 1\nname: t\nsummary: s\ngroups:\n  - property: opacity\n    from: 0\n    to: 1\n    duration: 1\n    timing: \"ease\u{1B}]52;c;aGk=\u{07}\"\n"
    ),
    "bad/value.yaml": utf8(
      "schema: 1\nname: v\nsummary: s\ngroups:\n  - property: \"opa\u{1B}[2Jcity\"\n    from: \"\u{1B}c\"\n    to: 1\n    duration: 1\n"
    ),
  ]

  /// Preview scripts holding escapes where their names and texts go.
  static let previewFiles: [String: [UInt8]] = [
    "snapshots.preview.yaml": utf8(
      "canvas: 30x4\nfps: 5\nsteps:\n  - text: \"hi \\e]0;pwned\\a\"\n  - play: fade\n    for: 0.4\n  - snapshot: \"\\e]0;pwned\\a\\e]52;c;aGk=\\a\\e[2Jname\"\n"
    ),
    "unknown-step.preview.yaml": utf8(
      "steps:\n  - text: hi\n  - bo\u{1B}[2Jgus\u{1B}]0;x\u{07}: 1\n  - play: \"fa\u{1B}cde\"\n"),
    "yaml-error.preview.yaml": utf8("steps:\n  - text: [\u{1B}]0;pwned\u{07}\n  - play: {\n"),
    "markup-link.preview.yaml": utf8(
      "canvas: 30x4\nfps: 5\nsteps:\n  - markup: \"[link=x\\e\\\\\\e#8]a[/] [link=http://y\\a\\x9b6n]b[/]\"\n  - play: fade\n    for: 0.4\n  - snapshot: end\n  - morph: \"[link=z\\ec]c[/]\"\n    markup: true\n    for: 0.4\n  - snapshot: morphed\n"
    ),
  ]
}
