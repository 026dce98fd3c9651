import CNcursesw

extension CursesScreen {
  /// Rewrites the loaded terminfo entry's `setaf` and `setab`, when they write truecolour in
  /// the colon form (`38:2::R:G:B`, ncurses' `*-direct` entries), to the semicolon form
  /// (`38;2;R;G;B`), which every truecolour terminal understands: several (older VTE, PuTTY,
  /// mosh, Terminal.app's successors) ignore the colon form, and recordings write semicolons.
  ///
  /// Done in place, in the string `tigetstr` returns (the one ncurses formats with `tparm`):
  /// the semicolon form is never longer, so it fits. Call it after `set_term` and before
  /// anything is drawn.
  static func useSemicolonDirectColour() {
    for name in ["setaf", "setab"] {
      guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { continue }
      let old = Array(String(cString: value).utf8)
      guard let new = semicolonForm(of: old) else { continue }
      for (index, byte) in new.enumerated() { value[index] = CChar(bitPattern: byte) }
      value[new.count] = 0
    }
  }

  /// `capability` with `8:2::`/`8:2:` (an SGR 38 or 48 colour in the colon form) written as
  /// `8;2;`, and the colons between its `%d` fields as semicolons; nil when it has no colon
  /// form.
  static func semicolonForm(of capability: [UInt8]) -> [UInt8]? {
    let colon = UInt8(ascii: ":")
    let semicolon = UInt8(ascii: ";")
    var result: [UInt8] = []
    var index = 0
    var changed = false
    while index < capability.count {
      if capability[index...].starts(with: Array("8:2:".utf8)) {
        result += Array("8;2;".utf8)
        index += 4
        if index < capability.count, capability[index] == colon { index += 1 }  // no colour space
        changed = true
      } else if capability[index...].starts(with: Array("d:%".utf8)) {
        result += [UInt8(ascii: "d"), semicolon]
        index += 2
      } else {
        result.append(capability[index])
        index += 1
      }
    }
    return changed && result.count <= capability.count ? result : nil
  }
}
