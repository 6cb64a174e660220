/// Estimates the width of text set in the system UI sans-serif face, without a font engine.
///
/// The table gives advance widths in ems for ASCII (San Francisco, Segoe UI, Roboto and DejaVu
/// Sans differ by a few percent); other characters use the fallback width. Used for margins and
/// annotation boxes, where a few percent of error only changes white space.
public enum TextMeasure {
  /// Width of the digits (tabular figures), in ems.
  static let digitWidth = 0.58
  /// Width of uppercase letters not listed, in ems.
  static let uppercaseWidth = 0.66
  /// Width of lowercase letters not listed, in ems.
  static let lowercaseWidth = 0.53
  /// Width of every other character, in ems.
  static let fallbackWidth = 0.6

  /// Advance widths in ems of the ASCII characters, by code.
  static let asciiWidths: [Double] = {
    var table = [Double](repeating: fallbackWidth, count: 128)
    for code in 48...57 { table[code] = digitWidth }
    for code in 65...90 { table[code] = uppercaseWidth }
    for code in 97...122 { table[code] = lowercaseWidth }
    let special: [(Character, Double)] = [
      (" ", 0.27), (",", 0.27), (".", 0.27), (":", 0.27), (";", 0.27), ("'", 0.22),
      ("!", 0.28), ("|", 0.26), ("i", 0.24), ("l", 0.24), ("j", 0.25), ("I", 0.28), ("f", 0.32),
      ("t", 0.34), ("r", 0.37), ("(", 0.33), (")", 0.33), ("/", 0.36), ("-", 0.36), ("+", 0.58),
      ("m", 0.86), ("w", 0.75), ("M", 0.86), ("W", 0.98), ("%", 0.85), ("@", 0.95),
    ]
    for (character, width) in special {
      if let code = character.asciiValue { table[Int(code)] = width }
    }
    return table
  }()

  /// The estimated width of `text` in points.
  /// - Parameters:
  ///   - text: the text.
  ///   - fontSize: the font size in points.
  ///   - bold: a bold face is about 6% wider.
  /// - Returns: the estimated width, in points.
  public static func width(of text: String, fontSize: Double, bold: Bool = false) -> Double {
    var ems = 0.0
    let table = asciiWidths
    for byte in text.utf8 {
      if byte < 128 {
        ems += table[Int(byte)]
      } else if byte & 0xC0 != 0x80 {
        ems += fallbackWidth  // the first byte of a non-ASCII character
      }
    }
    return ems * fontSize * (bold ? 1.06 : 1)
  }
}
