/// The character sets an effect's scramble may name (`symbols: hex`): data, not effects.
///
/// Every symbol is one terminal cell wide (half-width katakana, U+FF71…U+FF9D, not the
/// full-width block), so a scrambled glyph covers exactly the cells its own character does in
/// one-cell text. A quoted string in an effect file gives a set of its own instead.
public enum SymbolSet {
  /// The sets by name.
  public static let named: [String: String] = [
    "binary": "01",
    "hex": "0123456789abcdef",
    "katakana": "ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝ",
    "blocks": "░▒▓█▀▄▌▐",
    // Every fifth pattern of U+2801…U+28FF: dots spread over all eight positions.
    "braille": "⠁⠆⠋⠐⠕⠚⠟⠤⠩⠮⠳⠸⠽⡂⡇⡌⡑⡖⡛⡠⡥⡪⡯⡴⡹⡾⢃⢈⢍⢒⢗⢜⢡⢦⢫⢰⢵⢺⢿⣄⣉⣎⣓⣘⣝⣢⣧⣬⣱⣶⣻",
  ]
}
