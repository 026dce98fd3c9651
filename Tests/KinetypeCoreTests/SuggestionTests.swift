import Testing

@testable import KinetypeCore

@Suite struct SuggestionTests {
  @Test func aTypoFindsTheWordItMisspells() {
    let words = ["right-slanted-1", "right-straight-1", "left-slanted-1"]
    #expect(Suggestion.closest(to: "right-slantd-1", in: words) == "right-slanted-1")
    #expect(Suggestion.closest(to: "LEFT-SLANTED-1", in: words) == "left-slanted-1")
    #expect(
      Suggestion.hint(for: "rigth-straight-1", in: words) == "did you mean 'right-straight-1'? ")
  }

  @Test func aWordFarFromEveryCandidateFindsNothing() {
    #expect(Suggestion.closest(to: "colour", in: ["reach", "timing", "styles"]) == nil)
    #expect(Suggestion.hint(for: "x", in: []) == "")
    #expect(Suggestion.closest(to: "", in: ["a"]) == "a", "a distance of 1 is always close")
  }

  @Test func aSwapOfNeighboursIsOneEdit() {
    #expect(Suggestion.distance(Array("plya"), Array("play")) == 1)
    #expect(Suggestion.distance(Array("decrpyt"), Array("decrypt")) == 1)
    #expect(Suggestion.distance(Array("kitten"), Array("sitting")) == 3)
    #expect(Suggestion.closest(to: "plya", in: ["play", "list", "demo"]) == "play")
  }
}
