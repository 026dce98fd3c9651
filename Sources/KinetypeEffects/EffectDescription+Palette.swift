import KinetypeCore

extension EffectDescription {
  /// Parameter settings that recolour the effect from `palette`: its colour parameters, in the
  /// order the file declares them, take the palette's colours in turn (round again when the
  /// palette is shorter). What `--palette` gives before `--param` settings.
  public func paletteOverrides(_ palette: [RGB]) -> [String: String] {
    guard !palette.isEmpty else { return [:] }
    let colours = parameters.filter { $0.kind == .colour }
    var overrides: [String: String] = [:]
    for (k, parameter) in colours.enumerated() {
      overrides[parameter.name] = palette[k % palette.count].hex
    }
    return overrides
  }
}
