import Foundation
import KinetypeAnimation
import KinetypeCore
import Testing

@testable import KinetypeCompositor

/// The compositor's per-glyph shortcuts give what the straightforward operations give:
/// recolouring a packed style is packing the recoloured style, and the truncating floor is
/// `rounded(.down)` (but for -0, which lands in the same cell).
@Suite struct DrawFastPathTests {
  static let hash = SeededHash(seed: 5)

  @Test func recolouringAPackedStyleIsPackingTheRecolouredStyle() {
    let colours: [Colour] = [.default, .ansi(3), .ansi(12), .indexed(200), .rgb(RGB(1, 2, 3))]
    for n in 0..<2_000 {
      let bits = Self.hash.bits(n)
      let style = CellStyle(
        foreground: colours[Int(bits % 5)], background: colours[Int(bits / 5 % 5)],
        attributes: CellAttributes(rawValue: UInt16(truncatingIfNeeded: bits >> 20) & 0x1FF))
      let rgb = RGB(
        UInt8(truncatingIfNeeded: bits >> 32), UInt8(truncatingIfNeeded: bits >> 40),
        UInt8(truncatingIfNeeded: bits >> 48))
      var packed = PackedStyle(style)
      var expected = style
      if n % 2 == 0 {
        packed.setForeground(rgb)
        expected.foreground = .rgb(rgb)
      } else {
        packed.setBackground(rgb)
        expected.background = .rgb(rgb)
      }
      #expect(packed == PackedStyle(expected))
      #expect(packed.style == expected)
    }
  }

  @Test func theCellIsTheFloorWithinReach() {
    var values: [Double] = [
      0, 1, -1, 0.5, -0.5, 0.49999999999999994, -0.49999999999999994, 4.4e15, -4.4e15, 4.6e15,
      -4.6e15, 1e300, -1e300, .infinity, -.infinity, .nan, .ulpOfOne, -.ulpOfOne,
      .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 2.5, -2.5, 1_000_000.5, -1_000_000.5,
    ]
    for n in 0..<10_000 {
      let unit = Self.hash.unit(n)
      values.append((unit - 0.5) * pow(10, Double(n % 18)))
    }
    // Around the edges of what is kept, and whole and half numbers either side of them.
    for edge in [0, 1_000_000, -1_000_000, 1_000_001, -1_000_001, 999_999, 2_147_483_648] {
      for delta in [0, 0.5, -0.5, 0.25, -0.75, 1e-9, -1e-9] {
        values += [Double(edge) + delta, (Double(edge) + delta).nextUp]
        values += [(Double(edge) + delta).nextDown]
      }
    }
    for x in values {
      let fast = Compositor.GlyphDrawer.cell(x)
      let plain = x.rounded(.down)
      let expected = abs(plain) <= Compositor.farthest ? Int(plain) : nil
      #expect(fast == expected, "\(x)")
    }
  }

  @Test func theBranchFreeChannelsAreRGBAsOwn() {
    var channels: [Double] = [
      0, 1, -1, 0.5, 2, .nan, .infinity, -.infinity, -0.0, .ulpOfOne, 1 - .ulpOfOne / 2,
      .leastNonzeroMagnitude, 0.5 / 255, 1.5 / 255, 254.5 / 255, 127.5 / 255, 0.4999999 / 255,
    ]
    for k in 0...255 {
      channels += [Double(k) / 255, (Double(k) + 0.5) / 255, (Double(k) + 0.5).nextDown / 255]
    }
    for n in 0..<20_000 { channels.append(Self.hash.unit(n) * 1.2 - 0.1) }
    for (n, red) in channels.enumerated() {
      let green = channels[(n * 7 + 3) % channels.count]
      let blue = channels[(n * 13 + 5) % channels.count]
      let colour = RGBA(red: red, green: green, blue: blue, alpha: 1)
      #expect(Compositor.GlyphDrawer.rgb(colour) == colour.rgb, "\(red) \(green) \(blue)")
    }
  }
}
