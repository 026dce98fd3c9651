import KinetypeCore

extension PreviewScript {
  /// Problems only the caller's world can show: effects the search path lacks, and `file:`s
  /// that do not exist, each located at its step.
  ///
  /// - Parameters:
  ///   - effects: the names of the effects in the search path.
  ///   - fileExists: whether a path (already resolved with `path(of:)`) names a readable file.
  public func problems(effects: [String], fileExists: (String) -> Bool) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    for step in steps {
      switch step.action {
      case .play(let effect), .morph(to: _, let effect):
        if let name = effect.name, !effects.contains(name), !name.contains("/") {
          problems.append(
            Diagnostic(
              .error, at: effect.nameLocation, path: step.path, "no effect named '\(name)'",
              hint: Suggestion.hint(for: name, in: effects)
                + "`kinetype list` shows the effects; a path to a file works too"))
        } else if let name = effect.name, name.contains("/"), !fileExists(path(of: name)) {
          problems.append(missingFile(name, step: step, at: effect.nameLocation))
        }
        if case .morph(.file(let file), _) = step.action, !fileExists(path(of: file)) {
          problems.append(missingFile(file, step: step, at: step.location))
        }
      case .text(.file(let file)):
        if !fileExists(path(of: file)) {
          problems.append(missingFile(file, step: step, at: step.location))
        }
      default:
        break
      }
    }
    return problems
  }

  /// The script's time past the hour a recording may last, located at the step that crosses
  /// it: its waits and input add up to at least that (an effect's own length is known only
  /// when it is built, and the runner checks that one).
  func timeProblems() -> [Diagnostic] {
    var least = 0.0
    for step in steps {
      switch step.action {
      case .wait(let seconds): least += seconds
      case .input(let input): least += input.duration
      default: continue
      }
      if !(least <= PreviewRunner.longest) {
        return [
          Diagnostic(
            .error, at: step.location, path: step.path,
            "the script runs past an hour here (a recording's limit)",
            hint: "wait less, or give the input less time")
        ]
      }
    }
    return []
  }

  private func missingFile(_ file: String, step: PreviewStep, at: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, at: at, path: step.path, "cannot read '\(file)' (looked for \(path(of: file)))",
      hint: "paths are relative to the script's folder")
  }

  /// `file` as a path: itself when absolute, else relative to the script's folder.
  public func path(of file: String) -> String {
    guard !file.hasPrefix("/"), let slash = origin.lastIndex(of: "/") else { return file }
    return String(origin[...slash]) + file
  }
}
