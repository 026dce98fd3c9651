import Testing

@testable import KinetypeTerminal

/// ncurses' `*-direct` entries write truecolour as `38:2::R:G:B`; the screen rewrites them to
/// the semicolon form every truecolour terminal reads.
@Suite struct DirectColourTests {
  @Test func xtermDirectsColonFormBecomesTheSemicolonForm() {
    let setaf =
      "\\E[%?%p1%{8}%<%t3%p1%d%e38:2::%p1%{65536}%/%d:%p1%{256}%/%{255}%&%d:"
      + "%p1%{255}%&%d%;m"
    let expected =
      "\\E[%?%p1%{8}%<%t3%p1%d%e38;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;"
      + "%p1%{255}%&%d%;m"
    let rewritten = CursesScreen.semicolonForm(of: Array(setaf.utf8))
    #expect(rewritten.map { String(decoding: $0, as: UTF8.self) } == expected)
  }

  @Test func theColonFormWithoutAColourSpaceIsRewrittenToo() {
    let setab = "\\E[48:2:%p1%{65536}%/%d:%p1%{256}%/%{255}%&%d:%p1%{255}%&%dm"
    let expected = "\\E[48;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%dm"
    let rewritten = CursesScreen.semicolonForm(of: Array(setab.utf8))
    #expect(rewritten.map { String(decoding: $0, as: UTF8.self) } == expected)
  }

  @Test func aSemicolonOrPaletteEntryIsLeftAlone() {
    let semicolons = "\\E[38;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%dm"
    let palette = "\\E[%?%p1%{8}%<%t3%p1%d%e38;5;%p1%d%;m"
    #expect(CursesScreen.semicolonForm(of: Array(semicolons.utf8)) == nil)
    #expect(CursesScreen.semicolonForm(of: Array(palette.utf8)) == nil)
  }
}
