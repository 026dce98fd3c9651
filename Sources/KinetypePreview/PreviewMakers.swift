import KinetypeCompositor
import KinetypeCore
import KinetypeDemo

/// What a script's steps are made of, made by the caller: the command line is where layout
/// meets effect files and where the demo's data files are read, so the runner asks it.
public struct PreviewMakers {
  /// The scene of an effect over `text` on a canvas of `size` (a morph from `old` when given),
  /// at `depth`, with `seed`. The effect's name is nil for a morph's default effect.
  public var effectScene:
    (
      _ old: PreviewText?, _ text: PreviewText, _ effect: PreviewEffect, _ seed: UInt64,
      _ size: GridSize, _ depth: ColourDepth
    ) throws -> Scene
  /// A demo showing `scene`, made with the resources `kinetype demo` uses.
  public var demo: (_ scene: DemoSceneID) throws -> Demo

  public init(
    effectScene:
      @escaping (
        PreviewText?, PreviewText, PreviewEffect, UInt64, GridSize, ColourDepth
      ) throws -> Scene,
    demo: @escaping (DemoSceneID) throws -> Demo
  ) {
    self.effectScene = effectScene
    self.demo = demo
  }
}

/// A step that could not run: the step, and why (an effect file's problems, a missing file).
public struct PreviewStepError: Error {
  public var step: PreviewStep
  /// What went wrong, as the maker threw it, or the runner's own `Diagnostic`.
  public var underlying: any Error

  public init(step: PreviewStep, underlying: any Error) {
    self.step = step
    self.underlying = underlying
  }
}

/// A script that cannot run: every problem found in it, located.
public struct PreviewScriptError: DiagnosedError {
  public var diagnostics: [Diagnostic]

  public init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }
}
