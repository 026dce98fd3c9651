import Foundation
import KinetypeCore
import KinetypeDemo
import KinetypeTestSupport

@testable import Kinetype

/// The demo's resources as `kinetype demo` reads them: the files of effects/ in this checkout.
enum DemoFixtures {
  static let effects = Repository.effects

  static func resources() throws -> DemoResources {
    setenv("KINETYPE_EFFECTS", effects.path, 1)
    return try DemoResources.builtIn(effects: nil)
  }
}
