/// The colours, font and card sizes of the parts ChartKit draws itself (axes, annotation boxes,
/// the donut's centre, empty states, standalone cards), for light and dark mode.
///
/// ChartKit has no colours of its own: the application passes one appearance to its charts, and
/// ``ChartStyleSheet`` writes the same values into the style sheet, so a colour is defined in one
/// place, the application's theme. Light colours are also written as presentation attributes,
/// for viewers that ignore styles.
public struct ChartAppearance: Sendable, Hashable {
  /// The colours of one mode, as CSS colours.
  public struct Colors: Sendable, Hashable {
    /// Primary text: the donut's centre title, an empty state's title.
    public var text: String
    /// Secondary text: axis labels, annotation titles, an empty state's message and icon, a
    /// card's subtitle.
    public var secondaryText: String
    /// Grid lines and selection rules (drawn at ``ChartAppearance/gridOpacity``).
    public var grid: String
    /// Annotation boxes.
    public var tipBackground: String
    /// A standalone card's background.
    public var cardBackground: String
    /// The keyboard focus ring.
    public var focus: String
    /// The annotation boxes' shadow (drawn at ``ChartAppearance/shadowOpacity``).
    public var shadow: String

    /// Creates the colours of a mode.
    public init(
      text: String, secondaryText: String, grid: String, tipBackground: String,
      cardBackground: String, focus: String, shadow: String
    ) {
      self.text = text
      self.secondaryText = secondaryText
      self.grid = grid
      self.tipBackground = tipBackground
      self.cardBackground = cardBackground
      self.focus = focus
      self.shadow = shadow
    }
  }

  /// The sizes of a standalone card (``ChartCard``), in points.
  public struct CardSizes: Sendable, Hashable {
    /// The space around the header and the chart.
    public var padding: Double
    /// The background's corner radius.
    public var cornerRadius: Double
    /// The title's font size.
    public var titleSize: Double
    /// The subtitle's font size.
    public var subtitleSize: Double

    /// Creates card sizes.
    public init(padding: Double, cornerRadius: Double, titleSize: Double, subtitleSize: Double) {
      self.padding = padding
      self.cornerRadius = cornerRadius
      self.titleSize = titleSize
      self.subtitleSize = subtitleSize
    }
  }

  /// Light mode, also the presentation attributes.
  public var light: Colors
  /// Dark mode (`prefers-color-scheme: dark`), from the style sheet only.
  public var dark: Colors
  /// The font stack of every chart's root: DejaVu Sans first (the font ``TextMeasure`` measures
  /// with), then system faces.
  public var fontFamily: String
  /// The standalone card's sizes.
  public var card: CardSizes

  /// The opacity grid lines and selection rules are drawn at.
  public static let gridOpacity = 0.3
  /// The opacity of the annotation boxes' shadow.
  public static let shadowOpacity = 0.18

  /// Creates an appearance.
  public init(light: Colors, dark: Colors, fontFamily: String, card: CardSizes) {
    self.light = light
    self.dark = dark
    self.fontFamily = fontFamily
    self.card = card
  }
}
