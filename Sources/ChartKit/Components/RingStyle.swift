/// How one ring of a ``ConcentricRings`` drawing is coloured: a CSS class and its colours in
/// light and dark mode, for the laps and for the track under them. ChartKit names no colour:
/// the caller makes one style per ring.
///
/// The drawing writes the light colours as presentation attributes (on the ring's group and its
/// track), so it reads right where styles are ignored (mail, a PNG, print); the rules of
/// ``css(_:appearance:)`` select the ring by its class, so a page's or a standalone file's
/// style sheet switches it to the dark colours.
public struct RingStyle: Sendable, Hashable {
  /// The colours of one mode, as CSS colours.
  public struct Colors: Sendable, Hashable {
    /// The laps' colour.
    public var color: String
    /// The track's colour: the whole circle under the laps, shown where the laps are not.
    public var track: String

    /// Creates the colours of a mode.
    /// - Parameters:
    ///   - color: the laps' colour (a CSS colour).
    ///   - track: the track's colour (a CSS colour).
    public init(color: String, track: String) {
      self.color = color
      self.track = track
    }
  }

  /// The CSS class of the ring's group (letters, digits, `-` and `_`), unique among the rings
  /// of a page.
  public var className: String
  /// Light mode, also the presentation attributes.
  public var light: Colors
  /// Dark mode (`prefers-color-scheme: dark`), from the style sheet only.
  public var dark: Colors

  /// Creates a ring's style.
  /// - Parameters:
  ///   - className: the CSS class of the ring's group.
  ///   - light: the light colours (also the presentation attributes).
  ///   - dark: the dark colours.
  public init(className: String, light: Colors, dark: Colors) {
    self.className = className
    self.light = light
    self.dark = dark
  }

  /// The CSS class of every ring's track.
  public static let trackClass = "ring-track"
  /// The CSS class of the shadow at the end of a lap drawn over another.
  public static let shadowClass = "ring-shadow"

  /// The rules that colour rings of `styles`, for a style sheet: the light rules (the same
  /// colours as the presentation attributes) and the dark ones (for
  /// ``ChartStyleSheet/css(parts:appearance:light:dark:)``'s `light` and `dark`), the lap
  /// shadow in the appearance's shadow colour of each mode included.
  /// - Parameters:
  ///   - styles: the rings' styles (each class once).
  ///   - appearance: the chart appearance (the shadow colours).
  /// - Returns: the light and the dark rules, each ending with a line break.
  public static func css(_ styles: [RingStyle], appearance: ChartAppearance) -> (
    light: String, dark: String
  ) {
    func rules(_ colors: (RingStyle) -> Colors, shadow: String) -> String {
      var text = ""
      for style in styles {
        let selector = "." + style.className
        text += selector + "{stroke:" + colors(style).color + "}"
        text += selector + " ." + trackClass + "{stroke:" + colors(style).track + "}"
      }
      return text + "." + shadowClass + "{fill:" + shadow + "}\n"
    }
    return (
      rules(\.light, shadow: appearance.light.shadow), rules(\.dark, shadow: appearance.dark.shadow)
    )
  }
}
