import ChartKit
import HealthCore

/// The Activity rings' styles, from the theme's ring roles (``Theme/Palette/ringMove`` …): the
/// Fitness app's Move red, Exercise green and Stand cyan, each over its dimmed track, in light
/// and dark mode. Light mode darkens the green and the cyan so that each ring reaches 3:1
/// against the card (WCAG 2's graphics contrast, see `RingWordsTests`); dark mode keeps Apple's
/// hues. The rules (``rules``) are in the site's `charts.css` with every chart's; a standalone
/// file or the email embeds ``styleSheet``.
public enum RingPalette {
  /// Move, the outer ring.
  public static let move = make("ring-move", \.ringMove, \.ringMoveTrack)
  /// Exercise, the middle ring.
  public static let exercise = make("ring-exercise", \.ringExercise, \.ringExerciseTrack)
  /// Stand, the inner ring.
  public static let stand = make("ring-stand", \.ringStand, \.ringStandTrack)

  /// A ring's style from the theme's roles of both modes.
  private static func make(
    _ className: String, _ color: KeyPath<Theme.Palette, String>,
    _ track: KeyPath<Theme.Palette, String>
  ) -> RingStyle {
    let theme = HealthPalette.theme
    return RingStyle(
      className: className,
      light: .init(color: theme.light[keyPath: color], track: theme.light[keyPath: track]),
      dark: .init(color: theme.dark[keyPath: color], track: theme.dark[keyPath: track]))
  }

  /// The three rings' styles, from the outside in (``ActivityRings/Ring`` order).
  public static let styles = [move, exercise, stand]

  /// The style of one ring.
  /// - Parameter ring: the ring.
  /// - Returns: its class and colours.
  public static func style(of ring: ActivityRings.Ring) -> RingStyle {
    switch ring {
    case .move: return move
    case .exercise: return exercise
    case .stand: return stand
    }
  }

  /// The class of the `<svg>` holding rings: `chart`, so the page's script moves the focus
  /// between a calendar's days with the arrow keys, and `chart-rings`, which colours the tip.
  public static let chartClass = "chart chart-rings"

  /// The rings' colour rules, their tips' value colour (the theme's text) and their captions'
  /// (the secondary text), light and dark.
  static let rules: HealthPalette.Rules = {
    let css = RingStyle.css(styles, appearance: HealthPalette.appearance)
    let theme = HealthPalette.theme
    func text(_ palette: Theme.Palette) -> String {
      ".chart-rings .tip-value{fill:\(palette.text)}.chart-rings .ring-caption{fill:"
        + palette.secondary + "}"
    }
    return HealthPalette.Rules(
      light: text(theme.light) + css.light, dark: text(theme.dark) + css.dark)
  }()

  /// The style sheet of a standalone rings file (the datums, their tips and the rings'
  /// colours), for ``ConcentricRings/writeDocument(ids:accessibility:styleSheet:nested:to:)``.
  public static let styleSheet = StyleSheet(
    ChartStyleSheet.css(
      parts: [.datums, .tips], appearance: HealthPalette.appearance, light: rules.light,
      dark: rules.dark))
}
