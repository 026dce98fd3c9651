import Foundation
import KinetypeEffects
import Testing

@testable import Kinetype

@Suite("Built-in effects")
struct BuiltInEffectsTests {
  /// The files of `effects/` and `effects/fonts/` the EmbedEffects plugin compiles in: all but
  /// docs and dotfiles, a font named `fonts/NAME.flf`.
  static func embeddableFiles() throws -> [String] {
    func files(_ folder: String, prefix: String) throws -> [String] {
      try FileManager.default.contentsOfDirectory(
        atPath: effectsFolder.appendingPathComponent(folder).path
      )
      .filter { name in
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(
          atPath: effectsFolder.appendingPathComponent(folder).appendingPathComponent(name).path,
          isDirectory: &isFolder)
        return !isFolder.boolValue && !name.hasPrefix(".") && (name as NSString).pathExtension != "md"
      }
      .map { prefix + $0 }
    }
    return try (files("", prefix: "") + files("fonts", prefix: "fonts/")).sorted()
  }

  @Test func theExecutableCarriesEveryFileOfEffectsByteForByte() throws {
    let files = try Self.embeddableFiles()
    #expect(files.contains("ligatures.txt") && files.contains("rotations.txt"))
    #expect(files.contains("fonts/smooth.flf"))
    #expect(EmbeddedResources.files.keys.sorted() == files)
    for name in files {
      let data = try Data(contentsOf: effectsFolder.appendingPathComponent(name))
      #expect(
        EmbeddedResources.files[name].map { Data($0.utf8) } == data,
        "the built-in \(name) differs from effects/\(name)")
    }
  }

  @Test func theEmbeddedEffectsLoadWithBuiltInOrigins() throws {
    let library = EffectLibrary(sources: [
      .files(EmbeddedResources.files, origin: ResourceLocator.embeddedOrigin)
    ])
    #expect(library.names() == shippedEffectNames())
    for entry in library.entries() {
      #expect(entry.origin.hasPrefix("<built-in>/\(entry.name)."))
      #expect(entry.label == nil)
      #expect(EffectLibrary.check(text: entry.file.text, origin: entry.origin).isEmpty)
    }
  }

  /// The engine never knows an effect's name: no source file holds one as a string literal.
  @Test func noSourceFileNamesAnEffect() throws {
    let sources = repositoryRoot.appendingPathComponent("Sources")
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    let names = shippedEffectNames()
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      for name in names {
        #expect(!text.contains("\"\(name)\""), "Sources/\(path) names the effect '\(name)'")
      }
    }
  }
}
