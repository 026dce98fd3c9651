import Foundation
import KinetypeCore
import KinetypeDemo

@testable import kinetype

/// The demo's resources as `kinetype demo` reads them: the files of effects/ in this checkout.
enum DemoFixtures {
  static let effects = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("effects")

  static func resources() throws -> DemoResources {
    setenv("KINETYPE_EFFECTS", effects.path, 1)
    return try DemoCommand.resources(effects: nil)
  }
}
