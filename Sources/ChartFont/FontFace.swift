/// The two faces of the chart font: DejaVu Sans and DejaVu Sans Bold.
public enum FontFace: Int, Sendable, Hashable, CaseIterable {
  /// DejaVu Sans (weights below 600).
  case regular
  /// DejaVu Sans Bold (weights 600 and above, as a font matcher with these two faces picks).
  case bold

  /// The face a CSS font weight is drawn with.
  /// - Parameter weight: the CSS weight (100...900; 400 normal, 700 bold).
  public init(weight: Double) {
    self = weight >= 600 ? .bold : .regular
  }

  /// The face's font.
  public var font: TrueTypeFont {
    switch self {
    case .regular: return EmbeddedFont.regular
    case .bold: return EmbeddedFont.bold
    }
  }
}
