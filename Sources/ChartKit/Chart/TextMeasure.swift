import ChartFont

/// Measures text set in the chart font (DejaVu Sans, which pages and standalone SVG files name
/// first and the site serves, and which the rasterizer draws with): the sum of the characters'
/// advance widths in the font's own metrics, without kerning (the served font has none either).
/// Characters DejaVu lacks are measured in the font named next, the Korean subset of Nanum
/// Gothic of the same weight (scaled by its own units per em); characters neither has are
/// measured as DejaVu's missing-glyph box. See ``FontStack``.
public enum TextMeasure {
  /// The width of `text` in points.
  /// - Parameters:
  ///   - text: the text.
  ///   - fontSize: the font size in points.
  ///   - bold: measure in DejaVu Sans Bold and Nanum Gothic Bold (CSS weights 600 and above)
  ///     instead of the regular faces.
  /// - Returns: the width, in points.
  public static func width(of text: String, fontSize: Double, bold: Bool = false) -> Double {
    width(of: text, fontSize: fontSize, in: (bold ? FontFace.bold : FontFace.regular).stack)
  }

  /// The width of `text` in points, in a font stack looked up once by a caller that measures
  /// many texts (``FontFace/stack``).
  /// - Parameters:
  ///   - text: the text.
  ///   - fontSize: the font size in points.
  ///   - stack: the faces to measure in.
  /// - Returns: the width, in points.
  static func width(of text: String, fontSize: Double, in stack: FontStack) -> Double {
    stack.advance(of: text) * fontSize
  }
}
