/// Writes evaluated lanes into one property array of a presentation: overriding, or adding to
/// what is there. One conforming type per array element type, so the hot loop is specialised.
protocol LaneSink {
  associatedtype Element
  var base: UnsafeMutablePointer<Element> { get }
  func write(_ value: SIMD4<Double>, at index: Int, additive: Bool)
  /// Called for a glyph the track leaves alone at this time.
  func keep(at index: Int)
}

extension LaneSink {
  /// The array already holds the model's value: nothing to do.
  @inline(__always) func keep(at index: Int) {}
}

/// Writes a property array that starts uninitialised, for a track that visits every glyph
/// and is the property's first, non-additive writer: a glyph it leaves alone gets the model's
/// value here, in the same pass.
///
/// Copying the model and then overwriting it cost a `memmove` of every animated array per call
/// (18 % of cycles at 40,000 glyphs, 1.6 MB for `RGBA?` colours alone); this writes each
/// element once and reads the model only where the track does not contribute.
struct InitialisingSink<Sink: LaneSink>: LaneSink {
  let sink: Sink
  let model: UnsafePointer<Sink.Element>
  var base: UnsafeMutablePointer<Sink.Element> { sink.base }
  @inline(__always) func write(_ value: SIMD4<Double>, at index: Int, additive: Bool) {
    sink.write(value, at: index, additive: false)
  }
  @inline(__always) func keep(at index: Int) {
    (sink.base + index).initialize(to: model[index])
  }
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

/// `ColourSink` for RGB, the default space: the lanes are the channels, so no call to the
/// general (outlined, switching) `RGBA(lanes:in:)` per glyph, a call that shows in profiles.
struct RGBColourSink: LaneSink {
  let base: UnsafeMutablePointer<RGBA?>
  @inline(__always) func write(_ value: SIMD4<Double>, at index: Int, additive: Bool) {
    let colour = RGBA(red: value[0], green: value[1], blue: value[2], alpha: value[3])
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
