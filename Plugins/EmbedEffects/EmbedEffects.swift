import Foundation
import PackagePlugin

/// Compiles the package's `effects/` folder into the target it is applied to, so an installed
/// `kinetype` binary carries its built-in effects and data files however it is copied.
///
/// Each file in `effects/` except documentation (`*.md`) and hidden files is a declared input,
/// so editing one rebuilds the target. The plugin runs when a build is planned, so a file added
/// to or removed from the folder changes the command and is picked up by the next build. The
/// generated source lives in the plugin's work folder under `.build`, never in `Sources/`.
@main
struct EmbedEffects: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.package.directoryURL.appendingPathComponent("effects")
    // The folder's own files, and those of `fonts/` (FIGlet fonts), named `fonts/NAME.flf`.
    let files = try ([folder] + [folder.appendingPathComponent("fonts")]).flatMap { place in
      guard FileManager.default.fileExists(atPath: place.path) else { return [URL]() }
      return try FileManager.default.contentsOfDirectory(
        at: place, includingPropertiesForKeys: [.isRegularFileKey]
      )
      .filter { url in
        let name = url.lastPathComponent
        let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
        return isFile && !name.hasPrefix(".") && url.pathExtension.lowercased() != "md"
      }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedResources.swift")
    return [
      .buildCommand(
        displayName: "Embedding the effects folder in \(target.name)",
        executable: try context.tool(named: "EmbedEffectsTool").url,
        arguments: [output.path, folder.path] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output])
    ]
  }
}
