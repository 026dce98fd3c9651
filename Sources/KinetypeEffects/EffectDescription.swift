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
  /// How the groups follow each other: `parallel` (default: all begin at 0) or `sequence`
  /// (each begins when the previous has ended, its stagger included).
  public var compose: Located<EffectValue>?
  /// The groups: each selects glyphs and animates them.
  public var groups: [AnimationDescription]
  /// Glyphs that are not in the text (drops, sparks, beams), each kind with its animations.
  public var particles: [ParticleDescription] = []
  /// Named expressions every expression of the file may use (`let:`).
  public var lets: [LetDefinition] = []
  /// The colours uncoloured text ends in (`finalGradient:`); the terminal's own when absent.
  public var finalGradient: GradientDescription?
}

/// A name for an expression (`let: { lane: "row", start: "$spread * hash(lane)" }`): said once,
/// used by name in every expression of its effect (top-level `let:`) or group (a group's
/// `let:`, seen by its animations). A definition may use the names defined before it.
public struct LetDefinition: Hashable, Sendable {
  public var name: Located<String>
  /// A number or an expression.
  public var value: Located<EffectValue>

  public init(name: Located<String>, value: Located<EffectValue>) {
    self.name = name
    self.value = value
  }
}

/// A particle kind's trail: each particle is a head followed by `length - 1` cells that take
/// the same way `spacing` seconds apart each, their symbols and colours running along
/// `symbols` and `gradient` from the head to the tail.
public struct TrailDescription: Hashable, Sendable {
  public var location: SourceLocation
  /// Cells in a trail, the head included.
  public var length: Located<EffectValue>?
  /// Seconds between one cell of a trail and the next (how far apart they are on the way).
  public var spacing: Located<EffectValue>?
  /// Symbols from the head to the tail, spread over the trail's cells; the particles' own when
  /// absent.
  public var symbols: Located<ScrambleDescription.Symbols>?
  /// Colours from the head to the tail; the particles' `colour` when absent.
  public var gradient: [Located<EffectValue>]?
}

/// One animation of an effect file; every field remembers where it was written.
public struct AnimationDescription: Hashable, Sendable {
  public var location: SourceLocation
  /// A label for messages; optional.
  public var name: Located<String>?
  /// What it animates: one kind, so a description cannot be two at once (the reader reports a
  /// file that writes two).
  public var kind: Kind = .none
  /// When it begins; may vary per glyph (`"row * 0.1"`, `{ random: [0, 1] }`).
  public var begin: Located<EffectValue>?
  /// Added to `begin`.
  public var delay: Located<EffectValue>?
  /// Cycles to play (`repeatCount`).
  public var repeatCount: Located<EffectValue>?
  /// Each cycle there and back (`autoreverses`).
  public var pingPong: Located<EffectValue>?
  public var duration: Located<EffectValue>?
  public var speed: Located<EffectValue>?
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
  /// Named expressions this animation and its children may use (`let:`).
  public var lets: [LetDefinition] = []

  public init(location: SourceLocation) { self.location = location }

  /// The kinds of animation an effect file writes.
  public enum Kind: Hashable, Sendable {
    /// A property between values (`property:`), a symbol ramp among them.
    case property(PropertyChange)
    /// Animations in the group's time (`animations:`), composed in `parallel` (the default)
    /// or in `sequence` (`compose:`).
    case group([AnimationDescription], compose: Located<EffectValue>?)
    /// Random symbols in place of the glyphs' own characters.
    case scramble(ScrambleDescription)
    /// Motion from a spawn point to the glyph's cell, or from its cell away.
    case spawn(SpawnDescription)
    /// None written: a particle kind whose animations are left out, or an animation whose
    /// kind could not be read (already reported).
    case none
  }
}

/// A property animated between values: `from`/`to`/`by`, or keyframes (`values`, `keyTimes`).
public struct PropertyChange: Hashable, Sendable {
  public var property: Located<String>
  public var from: Located<EffectValue>?
  public var to: Located<EffectValue>?
  public var by: Located<EffectValue>?
  public var values: [Located<EffectValue>]?
  public var keyTimes: [Located<EffectValue>]?
  /// With `property: symbol`: the symbols a value in 0…1 picks from (`"▁▂▃▄▅▆▇█"`), so that
  /// `values`/`from`/`to` are levels and the glyph shows the symbol of its level.
  public var ramp: Located<ScrambleDescription.Symbols>?

  public init(property: Located<String>) { self.property = property }
}

/// Motion between a point and each glyph's cell: `spawn: { from: top }` arrives from above the
/// canvas, `spawn: { to: [columns / 2, rows] }` leaves toward a point; `via` bends the way.
public struct SpawnDescription: Hashable, Sendable {
  public var location: SourceLocation
  /// Where glyphs come from (exactly one of `from` and `to`): a word (`top`, `bottom`, `left`,
  /// `right`, `edge`, `centre`, `point`, `origin`, or an anchor `n ne e se s sw w nw`) or
  /// `[column, row]` of the canvas as numbers or expressions.
  public var from: Located<EffectValue>?
  /// Where glyphs go, in the same forms.
  public var to: Located<EffectValue>?
  /// Control points of the Bézier way between, in the same forms; none is a straight line.
  public var via: [Located<EffectValue>]?
  /// Whether glyphs turn to face the way they travel.
  public var rotate: Located<EffectValue>?
  /// Instead of `from`/`to`: a stagger order (`walk`) whose cells over the text's box the
  /// glyph visits in turn, an equal share of the animation's duration on each.
  public var tour: Located<EffectValue>?
}

/// A colour per glyph: stops spread along a direction over the text, optionally in steps and
/// shifted (a shift of 0.5 moves every glyph half-way along, wrapping round).
public struct GradientDescription: Hashable, Sendable {
  public var location: SourceLocation
  public var stops: [Located<EffectValue>]
  /// `horizontal` (default), `vertical`, `diagonal` or `radial`.
  public var direction: Located<EffectValue>?
  /// Whole colours only, this many; smooth when absent.
  public var steps: Located<EffectValue>?
  /// Added to each glyph's place along the direction (0…1), wrapping; an expression.
  public var shift: Located<EffectValue>?
  /// `rgb` (default), `hsb` or `oklab`.
  public var space: Located<EffectValue>?
}

/// Extra glyphs that are not part of the text, spawned at points and animated by the
/// animation keys given with them; they show only while their animations run.
public struct ParticleDescription: Hashable, Sendable {
  public var location: SourceLocation
  /// How many: a number or an expression of the canvas and text sizes.
  public var count: Located<EffectValue>?
  /// Their characters, one drawn per particle: a set's name or quoted characters.
  public var symbols: Located<ScrambleDescription.Symbols>?
  /// Their colour; may be a gradient or vary per particle.
  public var colour: Located<EffectValue>?
  /// Where each one is: the forms of `SpawnDescription.from`, where edges mean a random
  /// cell along that edge of the canvas.
  public var at: Located<EffectValue>?
  /// The group animating them: its glyphs are the particles.
  public var group: AnimationDescription
  /// `canvas` or `text`: one particle on every cell of the canvas (or of the text's box),
  /// empty cells included, instead of `count` and `at`.
  public var field: Located<EffectValue>?
  /// Each particle leads a trail of cells.
  public var trail: TrailDescription?
  /// `over` (default) or `under`: whether the particles draw over the text or beneath it
  /// (under, the text's glyphs hide them; its blank cells do not).
  public var layer: Located<EffectValue>?
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
