/// Writes evaluated lanes into one property array of a presentation: overriding, or adding to
/// what is there. One conforming type per array element type, so the hot loop is specialised.
protocol LaneSink {
  func write(_ value: SIMD4<Double>, at index: Int, additive: Bool)
}

struct DoubleSink: LaneSink {
  let base: UnsafeMutablePointer<Double>
  @inline(__always) func write(_ value: SIMD4<Double>, at index: Int, additive: Bool) {
    base[index] = additive ? base[index] + value[0] : value[0]
  }
}

struct VectorSink: LaneSink {
  let base: UnsafeMutablePointer<Vector>
  @inline(__always) func write(_ value: SIMD4<Double>, at index: Int, additive: Bool) {
    let v = Vector(dx: value[0], dy: value[1])
    base[index] = additive ? .adding(v, to: base[index]) : v
  }
}

struct AngleSink: LaneSink {
  let base: UnsafeMutablePointer<Angle>
  @inline(__always) func write(_ value: SIMD4<Double>, at index: Int, additive: Bool) {
    base[index] = Angle(radians: additive ? base[index].radians + value[0] : value[0])
  }
}

/// Converts from the track's colour space; an additive colour adds in RGB, onto `clear` where
/// the model colour is the terminal's unknown default.
struct ColourSink: LaneSink {
  let base: UnsafeMutablePointer<RGBA?>
  let space: ColourSpace
  @inline(__always) func write(_ value: SIMD4<Double>, at index: Int, additive: Bool) {
    let colour = RGBA(lanes: value, in: space)
    base[index] = additive ? .adding(colour, to: base[index] ?? .clear) : colour
  }
}

struct SymbolSink: LaneSink {
  let base: UnsafeMutablePointer<Int32>
  @inline(__always) func write(_ value: SIMD4<Double>, at index: Int, additive: Bool) {
    base[index] = Int32(value[0])
  }
}

/// Rounds half away from zero, CSS's rule for integers.
struct IntegerSink: LaneSink {
  let base: UnsafeMutablePointer<Int>
  @inline(__always) func write(_ value: SIMD4<Double>, at index: Int, additive: Bool) {
    let v = Int(value[0].rounded())
    base[index] = additive ? base[index] &+ v : v
  }
}

struct BooleanSink: LaneSink {
  let base: UnsafeMutablePointer<Bool>
  @inline(__always) func write(_ value: SIMD4<Double>, at index: Int, additive: Bool) {
    base[index] = value[0] >= 0.5
  }
}
