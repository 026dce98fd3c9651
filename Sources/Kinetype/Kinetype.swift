// Kinetype: kinetic typography for the terminal, as a library.
//
// `import Kinetype` brings the whole engine: text readers and layout (`KinetypeLayout`),
// animations and timelines (`KinetypeAnimation`), the compositor and its `Frame`s
// (`KinetypeCompositor`), effect files (`KinetypeEffects`), headless output (ANSI, asciicast,
// SVG: `KinetypeHeadless`) and the terminal player (`KinetypeTerminal`). This module joins
// them: `Effect` (an effect file, read and ready), `SceneRecipe` (everything that shapes a
// scene besides its text and effect), `Pages`, `TextMorph`, the built-in data
// (`ResourceLocator`, `EffectFolders`, `FontLocator`) and the preview studio.
//
// ```swift
// import Kinetype
//
// let effect = try Effect.named(name)  // a name `kinetype list` shows, or a file's path
// let scene = try SceneRecipe(canvas: GridSize(columns: 40, rows: 5))
//   .scene(text: AttributedText(plain: "Hello, world"), effect: effect)
// let frame = scene.frame(at: scene.duration / 2)
// print(frame.plainText)
// ```
//
// `docs/library.md` walks through it.
@_exported import KinetypeAnimation
@_exported import KinetypeCompositor
@_exported import KinetypeCore
@_exported import KinetypeEffects
@_exported import KinetypeHeadless
@_exported import KinetypeLayout
@_exported import KinetypeTerminal
