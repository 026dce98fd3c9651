import ArgumentParser
import Kinetype

extension CompletionKind {
  /// The effects in the search path, for the shell's completion (`kinetype play de<Tab>`).
  static var effectNames: CompletionKind {
    .custom { _, _, prefix in
      EffectFolders.library(nil).names().filter { $0.hasPrefix(prefix) }
    }
  }
}
