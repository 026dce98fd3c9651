import Testing

@testable import KinetypeCore

@Suite("Diagnostics and geometry")
struct DiagnosticTests {
  @Test func diagnosticsSayWhereWhatAndWhatToDo() {
    let d = Diagnostic(
      .error, at: SourceLocation(file: "effects/rise.yaml", line: 12, column: 7),
      path: "groups[0].keyTimes", "keyTimes must rise; got 0.5 after 0.7",
      hint: "sort them or drop one")
    #expect(
      d.description
        == "effects/rise.yaml:12:7: error: groups[0].keyTimes: keyTimes must rise; got 0.5 after 0.7 — sort them or drop one"
    )
    #expect(Diagnostic(.warning, "bare").description == "warning: bare")
    #expect(SourceLocation(file: "f", line: 3).description == "f:3")
  }

  @Test func rectangles() {
    let r = GridRect(column: 2, row: 1, columns: 3, rows: 2)
    #expect(r.contains(GridPoint(column: 2, row: 1)) && r.contains(GridPoint(column: 4, row: 2)))
    #expect(!r.contains(GridPoint(column: 5, row: 1)) && !r.contains(GridPoint(column: 2, row: 3)))
    #expect(
      r.intersection(GridRect(column: 4, row: 0, columns: 5, rows: 2))
        == GridRect(column: 4, row: 1, columns: 1, rows: 1))
    #expect(r.intersection(GridRect(column: 9, row: 9, columns: 1, rows: 1)).isEmpty)
  }
}
