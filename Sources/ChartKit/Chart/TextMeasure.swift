/// Estimates the width of text set in the system UI sans-serif face, without a font engine.
///
/// The table gives advance widths in ems for the character classes of the system fonts the
/// pages use (San Francisco, Segoe UI, Roboto, DejaVu Sans differ by a few percent); anything
/// not listed uses the fallback width. Used for margins and annotation boxes, where a few
/// percent of error only changes white space.
public enum TextMeasure {
  /// Advance widths in ems by character.
  static let widths: [Character: Double] = [
    " ": 0.27, ",": 0.27, ".": 0.27, ":": 0.27, ";": 0.27, "'": 0.22, "\u{2019}": 0.22,
    "!": 0.28, "|": 0.26, "i": 0.24, "l": 0.24, "j": 0.25, "I": 0.28, "f": 0.32, "t": 0.34,
    "r": 0.37, "(": 0.33, ")": 0.33, "/": 0.36, "-": 0.36, "\u{2212}": 0.58, "+": 0.58,
    "m": 0.86, "w": 0.75, "M": 0.86, "W": 0.98, "%": 0.85, "@": 0.95, "\u{2013}": 0.5,
  ]
  /// Width of the digits (tabular figures), in ems.
  static let digitWidth = 0.58
  /// Width of other uppercase letters, in ems.
  static let uppercaseWidth = 0.66
  /// Width of other lowercase letters, in ems.
  static let lowercaseWidth = 0.53
  /// Width of every other character, in ems.
  static let fallbackWidth = 0.6

  /// The estimated width of `text` in points.
  /// - Parameters:
  ///   - text: the text.
  ///   - fontSize: the font size in points.
  ///   - bold: a bold face is about 6% wider.
  public static func width(of text: String, fontSize: Double, bold: Bool = false) -> Double {
    var ems = 0.0
    for character in text {
      if let known = widths[character] {
        ems += known
      } else if character.isNumber {
        ems += digitWidth
      } else if character.isUppercase {
        ems += uppercaseWidth
      } else if character.isLowercase {
        ems += lowercaseWidth
      } else {
        ems += fallbackWidth
      }
    }
    return ems * fontSize * (bold ? 1.06 : 1)
  }
}
