import KinetypeCore

/// Why the demo cannot start: problems in its data files, each located.
public struct DemoError: DiagnosedError, Hashable, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
