/// Writes evaluated lanes into one property array of a presentation: overriding, or adding to
/// what is there. One conforming type per array element type, so the hot loop is specialised.
protocol LaneSink {
  associatedtype Element
  var base: UnsafeMutablePointer<Element> { get }
  func write(_ value: SIMD4<Double>, at index: Int, additive: Bool)
  /// Called for a glyph the track leaves alone at this time.
  func keep(at index: Int)
  /// Whether `keep` does anything: loops over glyphs left alone test this once, not per glyph.
  var keeps: Bool { get }
  /// Whether the property changes in steps (symbols, hidden): its tracks are never
  /// interpolated, so no loop is specialised for interpolating blends with this sink.
  static var isDiscrete: Bool { get }
  /// Whether loops writing through this sink get the variants specialised for speed (linear
  /// easing, straight keyframes), or only the general ones, which give the same values: the
  /// latter for properties that are rarely animated or whose write already costs a call, where
  /// the copies cost more bytes than they save time.
  static var specialises: Bool { get }
}

extension LaneSink {
  /// The array already holds the model's value: nothing to do.
  @inline(__always) func keep(at index: Int) {}
  var keeps: Bool { false }
  static var isDiscrete: Bool { false }
  static var specialises: Bool { true }
}

/// A sink as a track's loop sees it: writing over the presentation's copy of the model, or,
/// for a track that visits every glyph and is the property's first, non-additive writer, into
/// a property array that starts uninitialised, where a glyph the track leaves alone gets the
/// model's value in the same pass.
///
/// Copying the model and then overwriting it cost a `memmove` of every animated array per call
/// (18 % of cycles at 40,000 glyphs, 1.6 MB for `RGBA?` colours alone); this writes each
/// element once and reads the model only where the track does not contribute. Which of the two
/// it does is a value (`model`), not a type: as a type of its own the uninitialised case
/// doubled the per-glyph loops' specialisations, 2.5 MB of the binary (ARCHITECTURE.md,
/// "Footprint"), to save one test per glyph left alone.
struct TrackSink<Sink: LaneSink>: LaneSink {
  let sink: Sink
  /// The model's array, when `base` starts uninitialised; `nil` when it holds the model.
  let model: UnsafePointer<Sink.Element>?
  static var isDiscrete: Bool { Sink.isDiscrete }
  static var specialises: Bool { Sink.specialises }
  var base: UnsafeMutablePointer<Sink.Element> { sink.base }
  /// A track that initialises is not additive, so `additive` is false then.
  @inline(__always) func write(_ value: SIMD4<Double>, at index: Int, additive: Bool) {
    sink.write(value, at: index, additive: additive)
  }
  var keeps: Bool { model != nil }
  /// Only where `keeps`.
  @inline(__always) func keep(at index: Int) {
    (sink.base + index).initialize(to: model.unsafelyUnwrapped[index])
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

/// Converts from the track's colour space; an additive colour adds in RGB, onto `clear` where
/// the model colour is the terminal's unknown default.
struct ColourSink: LaneSink {
  let base: UnsafeMutablePointer<RGBA?>
  let space: ColourSpace
  /// Colours in other spaces than RGB are rare (no built-in effect but rainbow uses one).
  static var specialises: Bool { false }
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
  static var isDiscrete: Bool { true }
  @inline(__always) func write(_ value: SIMD4<Double>, at index: Int, additive: Bool) {
    base[index] = Int32(value[0])
  }
}

/// Rounds half away from zero, CSS's rule for integers.
struct IntegerSink: LaneSink {
  let base: UnsafeMutablePointer<Int>
  /// Only z-order is an integer, and it is rarely animated (errorcorrect, of the built-ins).
  static var specialises: Bool { false }
  @inline(__always) func write(_ value: SIMD4<Double>, at index: Int, additive: Bool) {
    let v = Int.rounding(value[0])
    base[index] = additive ? base[index] &+ v : v
  }
}

struct BooleanSink: LaneSink {
  let base: UnsafeMutablePointer<Bool>
  static var isDiscrete: Bool { true }
  @inline(__always) func write(_ value: SIMD4<Double>, at index: Int, additive: Bool) {
    base[index] = value[0] >= 0.5
  }
}
