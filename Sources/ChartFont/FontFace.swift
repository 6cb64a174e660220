/// The two faces of the chart font: DejaVu Sans and DejaVu Sans Bold (each with its Nanum Gothic
/// weight for Korean, in ``stack``).
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

  /// The face's font (DejaVu alone).
  public var font: TrueTypeFont {
    switch self {
    case .regular: return EmbeddedFont.regular
    case .bold: return EmbeddedFont.bold
    }
  }

  /// The face's font stack: DejaVu Sans, then Nanum Gothic of the same weight for the
  /// characters DejaVu lacks. Text is measured and drawn with this.
  public var stack: FontStack {
    switch self {
    case .regular: return EmbeddedFont.regularStack
    case .bold: return EmbeddedFont.boldStack
    }
  }
}
