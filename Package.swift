// swift-tools-version: 6.1
// Kinetype: kinetic typography for the terminal.
// Which target may import which is written down in ARCHITECTURE.md; keep the two in step.
import PackageDescription

/// The parsers of outside data with a libFuzzer target each (Fuzz/Targets/FuzzNAME).
let fuzzTargetNames = [
  "PlainReader", "ANSIReader", "MarkupReader", "EffectReader", "PreviewReader", "InputDecoder",
  "FontReader",
]

// Linux only, for now: the terminal and I/O layers import Glibc and ncursesw directly, and
// SwiftPM cannot declare Linux alone, so no platform is named rather than a macOS that would
// not build.
let package = Package(
  name: "Kinetype",
  products: [
    .executable(name: "kinetype", targets: ["KinetypeCLI"]),
    // The engine for other Swift programs: `import Kinetype` (docs/library.md).
    .library(name: "Kinetype", targets: ["Kinetype"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // Vocabulary: colours, cell styles, grid geometry, seeded hashing, diagnostics. No Foundation.
    .target(name: "KinetypeCore"),
    // Stage 1: attributed text → glyphs → lines and runs.
    .target(name: "KinetypeLayout", dependencies: ["KinetypeCore"]),
    // Stage 2: timing, timing functions, animations, compiled timelines.
    .target(name: "KinetypeAnimation", dependencies: ["KinetypeCore"]),
    // Stage 3: layout + presentation at t → Frame (a grid of cells), frame diffs.
    .target(
      name: "KinetypeCompositor",
      dependencies: ["KinetypeCore", "KinetypeLayout", "KinetypeAnimation"]
    ),
    // Front end: frames as text, ANSI, JSON and asciicast recordings, without a terminal.
    .target(name: "KinetypeHeadless", dependencies: ["KinetypeCore", "KinetypeCompositor"]),
    // YAML without Foundation: libyaml's events composed into located nodes.
    .target(name: "KinetypeYAML", dependencies: ["CYAML"]),
    // libyaml (Debian's libyaml-dev), the C parser KinetypeYAML composes from.
    .systemLibrary(name: "CYAML", providers: [.apt(["libyaml-dev"])]),
    // Front end: effect files (data) → animations. Names no effect: effects live in effects/.
    .target(
      name: "KinetypeEffects",
      dependencies: ["KinetypeCore", "KinetypeAnimation", "KinetypeYAML"]
    ),
    // Interaction without a terminal: bytes → keys, mouse events and gestures; the shape of an
    // interactive program (a pure update, a frame at a time) that a loop runs.
    .target(name: "KinetypeInteraction", dependencies: ["KinetypeCore", "KinetypeCompositor"]),
    // The demo's scenes, pure: (state, event) → state, and a frame at a time. No terminal.
    .target(
      name: "KinetypeDemo",
      dependencies: [
        "KinetypeCore", "KinetypeLayout", "KinetypeAnimation", "KinetypeCompositor",
        "KinetypeEffects", "KinetypeInteraction", "KinetypeYAML",
      ]
    ),
    // Preview scripts: YAML steps (effects, morphs, demo input, snapshots) → a recording of
    // (time, frame) on the script's own clock. Effect scenes and the demo come from the caller.
    .target(
      name: "KinetypePreview",
      dependencies: [
        "KinetypeCore", "KinetypeCompositor", "KinetypeInteraction", "KinetypeDemo",
        "KinetypeEffects", "KinetypeYAML",
      ]
    ),
    // Front end: the interactive ncurses player. The only target that imports CNcursesw.
    .target(
      name: "KinetypeTerminal",
      dependencies: [
        "KinetypeCore", "KinetypeCompositor", "KinetypeAnimation", "KinetypeInteraction",
        "CNcursesw",
      ]
    ),
    // The ncursesw C library, with a shim for what Swift cannot import. No pkgConfig: Debian's
    // ncursesw.pc adds -D_XOPEN_SOURCE=600, which SwiftPM refuses with a warning on every build;
    // the headers are in the default include path and the Makefile checks the package is there.
    .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
    // The library: the stages joined (effects read, scenes made from a typed recipe, pages,
    // morphs, the built-in data, the preview studio), and every stage re-exported.
    .target(
      name: "Kinetype",
      dependencies: [
        "KinetypeCore", "KinetypeLayout", "KinetypeAnimation", "KinetypeCompositor",
        "KinetypeHeadless", "KinetypeEffects", "KinetypeInteraction", "KinetypeDemo",
        "KinetypePreview", "KinetypeTerminal",
      ],
      plugins: ["EmbedEffects"]
    ),
    // The only executable that ships: argument parsing, I/O and exit codes.
    // Its module is KinetypeCLI, its binary `kinetype` (the product's name): module names that
    // differ only in case (`Kinetype`, `kinetype`) would be one name on a case-insensitive disk.
    .executableTarget(
      name: "KinetypeCLI",
      dependencies: [
        "Kinetype", "KinetypeDemo", "KinetypeInteraction", "KinetypePreview", "CMalloc",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/kinetype"
    ),
    // glibc's allocator settings (malloc.h), which the Glibc module leaves out: the command
    // line sets them once, at start (Allocator.swift).
    .systemLibrary(name: "CMalloc"),
    // Speed budgets (`make bench`, in release): a tool of its own, never shipped.
    .executableTarget(
      name: "kinetype-bench",
      dependencies: [
        "Kinetype", "KinetypeDemo", "KinetypeInteraction",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/KinetypeBench"
    ),
    // Build time only: the files of effects/ compiled into the executable as a generated Swift
    // source (EmbeddedResources), so an installed binary needs no effects folder beside it.
    // Plugins/EmbedEffects/effects links to effects/ so that adding or removing a file there
    // makes SwiftPM plan the build again (it re-plans when a target's folder changes shape).
    .plugin(
      name: "EmbedEffects", capability: .buildTool(), dependencies: ["EmbedEffectsTool"]),
    // The plugin's tool: files in, one Swift source out. Foundation only.
    .executableTarget(name: "EmbedEffectsTool"),
    // Hostile input (issue 14): the scanner that finds foreign bytes in output, and the
    // invariants the fuzz targets in Fuzz/ check. Tests and fuzz targets only; never shipped.
    .target(
      name: "KinetypeHostile",
      dependencies: [
        "KinetypeCore", "KinetypeLayout", "KinetypeCompositor", "KinetypeHeadless",
        "KinetypeEffects", "KinetypePreview", "KinetypeInteraction",
      ],
      path: "Fuzz/KinetypeHostile"),
    // What the test targets share: the repository's place, the built programs.
    .target(
      name: "KinetypeTestSupport", dependencies: ["KinetypeCore", "KinetypeCompositor"],
      path: "Tests/KinetypeTestSupport"),
    .testTarget(name: "KinetypeCoreTests", dependencies: ["KinetypeCore"]),
    .testTarget(name: "KinetypeYAMLTests", dependencies: ["KinetypeYAML"]),
    .testTarget(name: "KinetypeLayoutTests", dependencies: ["KinetypeLayout", "KinetypeCore"]),
    .testTarget(
      name: "KinetypeAnimationTests", dependencies: ["KinetypeAnimation", "KinetypeCore"]),
    .testTarget(
      name: "KinetypeCompositorTests",
      dependencies: [
        "KinetypeCompositor", "KinetypeHeadless", "KinetypeLayout", "KinetypeAnimation",
        "KinetypeTestSupport",
      ]
    ),
    .testTarget(
      name: "KinetypeEffectsTests",
      dependencies: [
        "Kinetype", "KinetypeEffects", "KinetypeCompositor", "KinetypeHeadless", "KinetypeLayout",
        "KinetypeAnimation", "KinetypeTestSupport",
      ],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "KinetypeTerminalTests",
      dependencies: [
        "KinetypeTerminal", "KinetypeAnimation", "KinetypeCompositor", "KinetypeCore",
        "KinetypeLayout",
      ]),
    .testTarget(
      name: "KinetypeInteractionTests", dependencies: ["KinetypeInteraction", "KinetypeCore"]),
    .testTarget(
      name: "KinetypeDemoTests",
      dependencies: [
        "Kinetype", "KinetypeDemo", "KinetypeInteraction", "KinetypeCompositor", "KinetypeLayout",
        "KinetypeAnimation", "KinetypeCore", "KinetypeTestSupport",
      ],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "KinetypePreviewTests",
      dependencies: [
        "Kinetype", "KinetypePreview", "KinetypeHeadless", "KinetypeDemo", "KinetypeInteraction",
        "KinetypeCompositor", "KinetypeCore", "KinetypeTestSupport",
      ]
    ),
    .testTarget(name: "CNcurseswTests", dependencies: ["CNcursesw"]),
    .testTarget(
      name: "KinetypeCLITests",
      dependencies: ["KinetypeCLI", "KinetypeHostile", "KinetypeTestSupport"]),
    // The corpus replay runs each fuzz target's replayer (Fuzz/Targets), so a trap fails one case.
    .testTarget(
      name: "KinetypeHostileTests",
      dependencies: ["KinetypeHostile"] + fuzzTargetNames.map { .target(name: "Fuzz\($0)") }),
    // The end-to-end tests' helper that prints what the terminal sends (the input layer seen
    // from outside, on the demo's loop); never shipped.
    .executableTarget(
      name: "kinetype-input-echo",
      dependencies: [
        "KinetypeCore", "KinetypeCompositor", "KinetypeInteraction", "KinetypeTerminal",
      ],
      path: "Tests/InputEchoHelper"),
    .testTarget(
      name: "KinetypeE2ETests",
      dependencies: [
        "KinetypeCLI", "kinetype-input-echo", "KinetypeHostile", "KinetypeTestSupport",
      ]),
  ]
)

// libFuzzer targets, one per parser of outside data (Fuzz/README.md): `make fuzz` builds them
// with -sanitize=fuzzer into .build-fuzz; a plain build makes replayers of the same checks.
package.targets += fuzzTargetNames.map {
  .executableTarget(
    name: "Fuzz\($0)", dependencies: ["KinetypeHostile"], path: "Fuzz/Targets/Fuzz\($0)")
}
