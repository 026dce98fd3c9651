/// The built-in sample `kinetype layout` shows when given no text: every kind of glyph the
/// layout engine handles, in markup.
enum SampleText {
  static let markup = """
    [bold #ff8800]Kinetype[/] [dim]— kinetic typography for the terminal[/]

    [#5fd7ff]CJK[/]       漢字かなカナ한국어 [u]全角[/u]
    [#ffd75f]Emoji[/]     👨‍👩‍👧‍👦 family  🇯🇵 flag  1️⃣ keycap  👍🏽 skin tone  ❤️ VS16
    [#d787ff]Marks[/]     e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306} stacked, naïve café, Zoë
    [#87ff87]Styles[/]    [bold]bold[/] [italic]italic[/] [underline]underline[/] [strike=#ff0000]struck[/] [reverse] reverse [/] [kern=1]kerned[/]
    [#ff5f87]Colours[/]   [red]16[/] [colour(208)]256[/] [#8a2be2]24-bit[/] [black on #ffd700] on gold [/] [fill=#303030]filled[/]
    [#5f87ff]Links[/]     [link=https://github.com/apple/swift][underline]swift.org[/][/]
    """
}
