/// A per-glyph property an animation can drive.
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable {
  /// 0 transparent … 1 opaque; `Double`.
  case opacity
  /// Displacement from the glyph's cell, in cells; `Vector`.
  case offset
  /// Rotation about the transform anchor; `Angle`.
  case rotation
  /// Scale about the transform anchor, horizontal and vertical factors; `Vector`.
  case scale
  /// Foreground colour; `RGBA`.
  case foregroundColour
  /// Background colour; `RGBA`.
  case backgroundColour
  /// A replacement character; `Symbol`.
  case symbol
  /// Stacking order where glyphs meet, higher in front; `Int`.
  case zIndex
  /// Whether the glyph is drawn at all; `Bool`.
  case hidden

  /// The kind of value the property takes.
  public var valueKind: AnimatableValue.Kind {
    switch self {
    case .opacity: .double
    case .offset, .scale: .vector
    case .rotation: .angle
    case .foregroundColour, .backgroundColour: .colour
    case .symbol: .symbol
    case .zIndex: .integer
    case .hidden: .boolean
    }
  }

  /// Whether values switch rather than blend.
  var isDiscrete: Bool { self == .symbol || self == .hidden }
}

/// A property value of any kind, for animation specs read from files; typed code uses
/// `PropertyKey` and the value types directly.
public enum AnimatableValue: Hashable, Sendable {
  case double(Double)
  case vector(Vector)
  case angle(Angle)
  case colour(RGBA)
  case symbol(Symbol)
  case integer(Int)
  case boolean(Bool)

  /// The kinds of value, one per case.
  public enum Kind: String, Hashable, Sendable {
    case double, vector, angle, colour, symbol, integer, boolean
  }

  public var kind: Kind {
    switch self {
    case .double: .double
    case .vector: .vector
    case .angle: .angle
    case .colour: .colour
    case .symbol: .symbol
    case .integer: .integer
    case .boolean: .boolean
    }
  }
}

/// A value type some glyph property takes.
public protocol PropertyValue: Interpolatable {
  var animatableValue: AnimatableValue { get }
}

extension Double: PropertyValue { public var animatableValue: AnimatableValue { .double(self) } }
extension Vector: PropertyValue { public var animatableValue: AnimatableValue { .vector(self) } }
extension Angle: PropertyValue { public var animatableValue: AnimatableValue { .angle(self) } }
extension RGBA: PropertyValue { public var animatableValue: AnimatableValue { .colour(self) } }
extension Symbol: PropertyValue { public var animatableValue: AnimatableValue { .symbol(self) } }
extension Int: PropertyValue { public var animatableValue: AnimatableValue { .integer(self) } }
extension Bool: PropertyValue { public var animatableValue: AnimatableValue { .boolean(self) } }

/// A property together with the type of its values, so typed code cannot mix them up:
/// `BasicAnimation(.opacity, from: 0, to: 1)`.
public struct PropertyKey<Value: PropertyValue>: Hashable, Sendable {
  public let property: AnimatableProperty
  init(_ property: AnimatableProperty) { self.property = property }
}

extension PropertyKey where Value == Double {
  public static var opacity: Self { Self(.opacity) }
}
extension PropertyKey where Value == Vector {
  public static var offset: Self { Self(.offset) }
  public static var scale: Self { Self(.scale) }
}
extension PropertyKey where Value == Angle {
  public static var rotation: Self { Self(.rotation) }
}
extension PropertyKey where Value == RGBA {
  public static var foregroundColour: Self { Self(.foregroundColour) }
  public static var backgroundColour: Self { Self(.backgroundColour) }
}
extension PropertyKey where Value == Symbol {
  public static var symbol: Self { Self(.symbol) }
}
extension PropertyKey where Value == Int {
  public static var zIndex: Self { Self(.zIndex) }
}
extension PropertyKey where Value == Bool {
  public static var hidden: Self { Self(.hidden) }
}

extension AnimatableValue {
  /// `self` added on top of `base` (for `by`); values of different kinds give `self`.
  func adding(to base: AnimatableValue) -> AnimatableValue {
    switch (self, base) {
    case (.double(let a), .double(let b)): .double(.adding(a, to: b))
    case (.vector(let a), .vector(let b)): .vector(.adding(a, to: b))
    case (.angle(let a), .angle(let b)): .angle(.adding(a, to: b))
    case (.colour(let a), .colour(let b)): .colour(.adding(a, to: b))
    case (.integer(let a), .integer(let b)): .integer(.adding(a, to: b))
    default: self
    }
  }

  /// The opposite offset, for `to − by`; discrete kinds are returned unchanged.
  var negated: AnimatableValue {
    switch self {
    case .double(let v): .double(-v)
    case .vector(let v): .vector(Vector(dx: -v.dx, dy: -v.dy))
    case .angle(let v): .angle(Angle(radians: -v.radians))
    case .colour(let v): .colour(RGBA(red: -v.red, green: -v.green, blue: -v.blue, alpha: -v.alpha))
    case .integer(let v): .integer(-v)
    case .symbol, .boolean: self
    }
  }
}
