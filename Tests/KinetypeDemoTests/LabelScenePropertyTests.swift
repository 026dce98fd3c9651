import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import Testing

@testable import KinetypeDemo

/// Any run of gestures and keys, anywhere, at any size: the selection stays one non-empty
/// range inside its label, and every frame is drawn at the scene's size.
@Suite struct LabelScenePropertyTests {
  static let kinds: [Gesture.Kind] = [
    .click, .doubleClick, .longPress, .dragStart, .dragMove, .dragEnd, .wheelUp,
  ]
  static let keys: [Key] = [
    Key(.tab), Key(.tab, modifiers: .shift), Key(.enter), .character("a"), .character("y"),
    .character("c"), .ctrl("c"), Key(.escape), Key(.left, modifiers: .shift),
    Key(.right, modifiers: .shift), Key(.up, modifiers: .shift), Key(.down, modifiers: .shift),
  ]

  @Test(arguments: 0..<8)
  func randomInteractionsKeepTheSelectionValid(seed: Int) {
    let random = SeededHash(seed: UInt64(seed))
    var scene = LabelSceneTests.scene()
    var selectedSteps = 0
    for step in 0..<300 {
      let time = Double(step)
      switch random.integer(below: 10, step, channel: 0) {
      case 0:
        let size = GridSize(
          columns: random.integer(below: 50, step, channel: 1),
          rows: random.integer(below: 20, step, channel: 2))
        scene = scene.update(.resized(size, time: time))
      case 1...4:
        let key = Self.keys[random.integer(below: Self.keys.count, step, channel: 3)]
        scene = scene.update(.key(key, time: time))
      default:
        let kind = Self.kinds[random.integer(below: Self.kinds.count, step, channel: 4)]
        let cell = GridPoint(
          column: random.integer(below: 40, step, channel: 5) - 5,
          row: random.integer(below: 16, step, channel: 6) - 3)
        let start = GridPoint(
          column: random.integer(below: 40, step, channel: 7) - 5,
          row: random.integer(below: 16, step, channel: 8) - 3)
        scene = scene.update(.gesture(Gesture(kind, at: cell, from: start, time: time)))
      }
      if let selection = scene.selection {
        selectedSteps += 1
        #expect(!selection.range.isEmpty)
        #expect(selection.range.upperBound <= scene.labels[selection.label].layout.glyphs.count)
      }
      let frame = scene.frame(at: time)
      #expect(frame.size == scene.size)
      if !scene.claims(.ctrl("c")) { #expect(scene.selection == nil) }
      // The magnifier never covers the line it magnifies: the dragged handle's row.
      if let selection = scene.selection, let popup = scene.magnifier(of: frame),
        let handle = scene.handleCell(selection.focusHandle)
      {
        let rows = popup.origin.row..<(popup.origin.row + popup.frame.size.rows)
        #expect(!rows.contains(handle.row), "the magnifier covers row \(handle.row)")
      }
    }
    #expect(selectedSteps > 30, "the run hardly ever selected anything")
  }
}
