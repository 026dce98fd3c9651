// swift-tools-version: 6.1
// Two small programs that use Kinetype as a library, as any Swift program would: by path here,
// by URL elsewhere. `make test` builds them and runs them.
import PackageDescription

let package = Package(
  name: "KinetypeExamples",
  dependencies: [.package(name: "Kinetype", path: "..")],
  targets: [
    // Plays an effect on a few lines of its own output, in a terminal it owns (no full screen).
    .executableTarget(
      name: "inline-banner", dependencies: [.product(name: "Kinetype", package: "Kinetype")],
      path: "Sources/InlineBanner"),
    // Renders an effect headless: frames as text, an asciicast and an SVG.
    .executableTarget(
      name: "render-frames", dependencies: [.product(name: "Kinetype", package: "Kinetype")],
      path: "Sources/RenderFrames"),
  ]
)
