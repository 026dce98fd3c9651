extension LivePresentation {
  /// Which glyphs `mark` compares with their values before.
  enum Compared {
    /// The stale glyphs, whose values before are in `stale`'s order.
    case stale
    /// Every glyph, against the whole array before.
    case every
    /// These glyphs (`Property.targeted`: the others cannot have changed), against the whole
    /// array before.
    case targeted([Int32])
  }

  /// Adds `change` to the glyphs `compared` names whose value in `array` is not `==` their
  /// value `before`.
  static func mark<Element: Equatable>(
    _ array: [Element], _ before: [Element], _ change: GlyphChanges, _ compared: Compared,
    _ stale: [Int32], _ changes: inout [GlyphChanges]
  ) {
    array.withUnsafeBufferPointer { array in
      before.withUnsafeBufferPointer { before in
        changes.withUnsafeMutableBufferPointer { changes in
          switch compared {
          case .targeted(let targeted):
            for glyph in targeted where array[Int(glyph)] != before[Int(glyph)] {
              changes[Int(glyph)].formUnion(change)
            }
          case .every:
            for glyph in array.indices where array[glyph] != before[glyph] {
              changes[glyph].formUnion(change)
            }
          case .stale:
            for (i, glyph) in stale.enumerated() where array[Int(glyph)] != before[i] {
              changes[Int(glyph)].formUnion(change)
            }
          }
        }
      }
    }
  }
}
