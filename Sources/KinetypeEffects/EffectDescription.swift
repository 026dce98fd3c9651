import KinetypeCore

/// An effect as its file describes it: a name, a summary, parameters, and animations as data.
///
/// Effect files are YAML (a JSON file is valid YAML and works too). Values are read by the
/// property they animate: a number for opacity, `[dx, dy]` for offset and scale, degrees for
/// rotation, `"#rrggbb"` for colours, a one-character string for symbols. Any value may name a
/// parameter instead (`$duration`), resolved when the effect is compiled. An animation may give
/// a `scramble: { symbols: hex, rate: 20 }` instead of a property: random symbols from a named
/// `SymbolSet` (or quoted characters of its own) in place of the glyphs' own characters.
public struct EffectDescription: Hashable, Sendable {
  public var schema: Int
  public var name: String
  public var summary: String
  public var parameters: [ParameterDeclaration]
  /// What rotation and scale turn about: `glyph` (default), `text`, `word` or `line`.
  public var anchor: Located<String>?
  public var animations: [AnimationDescription]
}

/// One animation of an effect file; every field remembers where it was written.
public struct AnimationDescription: Hashable, Sendable {
  public var location: SourceLocation
  /// The property; absent for a group (`children`) and a `scramble`.
  public var property: Located<String>?
  public var from: Located<EffectValue>?
  public var to: Located<EffectValue>?
  public var by: Located<EffectValue>?
  public var values: [Located<EffectValue>]?
  public var keyTimes: [Located<EffectValue>]?
  /// Children of a group, in the group's time.
  public var children: [AnimationDescription]?
  public var begin: Located<EffectValue>?
  public var duration: Located<EffectValue>?
  public var speed: Located<EffectValue>?
  public var repeatCount: Located<EffectValue>?
  public var autoreverses: Located<EffectValue>?
  /// `removed`, `forwards`, `backwards` or `both`.
  public var fill: Located<EffectValue>?
  /// A timing function as text: `ease-out`, `cubicBezier(…)`, `steps(4, jump-end)`, …
  public var timing: Located<EffectValue>?
  public var additive: Located<EffectValue>?
  /// `rgb`, `hsb` or `oklab`.
  public var colourSpace: Located<EffectValue>?
  public var stagger: StaggerDescription?
  /// Which glyphs it animates; all when absent.
  public var glyphs: SelectionDescription?
  /// Random symbols in place of the glyphs' own characters, instead of a property.
  public var scramble: ScrambleDescription?
}

/// A scramble: glyphs cycle through random symbols at a rate, then show themselves again.
public struct ScrambleDescription: Hashable, Sendable {
  /// Where the symbols come from: a set's name written plain (`hex`, see `SymbolSet`), or
  /// characters of their own written quoted (`"*+-"`).
  public enum Symbols: Hashable, Sendable {
    case set(String)
    case literal(String)
  }

  public var location: SourceLocation
  public var symbols: Located<Symbols>?
  /// Changes a second; 20 when absent.
  public var rate: Located<EffectValue>?
}

/// How an animation's start spreads over the glyphs.
public struct StaggerDescription: Hashable, Sendable {
  public var location: SourceLocation
  /// `index`, `reverse-index`, `row`, `column`, `diagonal`, `centre-out`, `centre-in`, `word`,
  /// `line`, `random`.
  public var order: Located<EffectValue>?
  /// Seconds from the first glyph's start to the last's.
  public var spread: Located<EffectValue>?
  /// Seconds per glyph instead of a total (typewriters keep their pace on long text), capped
  /// by `maxSpread`.
  public var spreadPerGlyph: Located<EffectValue>?
  public var maxSpread: Located<EffectValue>?
  public var timing: Located<EffectValue>?
}
