import ChartKit
import HealthCore

/// The colours and classes of a chart of one report section (further metrics, sleep, heart,
/// workouts): its marks' hue, its values as text, and the CSS rules that switch both for dark
/// mode.
struct ChartAccent: Sendable {
  /// The class suffix: `chart-<name>`, `accent-<name>`, `line-<name>`.
  let name: String
  /// The marks' colour (light mode).
  let color: String
  /// Values and card titles written as text (light mode, 4.5:1 on cards and annotation boxes).
  let textColor: String
  /// The chart's colour rules.
  var rules: HealthPalette.Rules

  /// The chart's class, `chart chart-<name>`.
  var chartClass: String { "chart chart-" + name }
  /// The card title's class, `accent-<name>`.
  var accentClass: String { "accent-" + name }
  /// The line's class, `line-<name>`.
  var lineClass: String { "line-" + name }

  /// The accent of a section's charts.
  static func make(
    _ name: String, light: KeyPath<Theme.Palette, String>,
    text: KeyPath<Theme.Palette, String>
  ) -> ChartAccent {
    let theme = HealthPalette.theme
    let rules = HealthPalette.Rules(
      light: ".chart-\(name) .tip-value{fill:\(theme.light[keyPath: text])}\n",
      dark: ".chart-\(name) .tip-value{fill:\(theme.dark[keyPath: text])}"
        + HealthPalette.Rules.cardAccent("accent-" + name, theme.dark[keyPath: text])
        + ".chart .line-\(name){stroke:\(theme.dark[keyPath: light])}"
        + ".chart .point-\(name){fill:\(theme.dark[keyPath: light])}\n")
    return ChartAccent(
      name: name, color: theme.light[keyPath: light], textColor: theme.light[keyPath: text],
      rules: rules)
  }

  /// Further metrics (distance, energy, exercise, heart rate). Their annotation values keep
  /// the mark colour as the fallback attribute (the style rules draw them in `metricText`).
  static let metric = ChartAccent(
    name: "metric", color: HealthPalette.colors.metric, textColor: HealthPalette.colors.metric,
    rules: .metric)
  /// Sleep, with dark-mode fills of the stage segments and swatches.
  static let sleep: ChartAccent = {
    let dark = HealthPalette.theme.dark
    var accent = make("sleep", light: \.sleep, text: \.sleepText)
    let fills = [
      ("sleep-deep", dark.sleepDeep), ("sleep-core", dark.sleepCore), ("sleep-rem", dark.sleepREM),
      ("sleep-awake", dark.sleepAwake), ("sleep-asleep", dark.sleep),
    ]
    accent.rules = HealthPalette.Rules(
      light: accent.rules.light,
      dark: accent.rules.dark + fills.map { ".\($0.0){fill:\($0.1)}" }.joined()
        + Legend.darkRules(HealthPalette.appearance))
    return accent
  }()
  /// Resting heart rate and HRV.
  static let heart = make("heart", light: \.heart, text: \.heartText)
  /// Workouts, with dark-mode fills of the activities' segments and swatches.
  static let workout: ChartAccent = {
    let dark = HealthPalette.theme.dark
    var accent = make("workout", light: \.workout, text: \.workoutText)
    let palette = dark.workoutActivities
    var fills = (0..<(palette.count - 1)).map { (".workout-\($0 + 1)", palette[$0]) }
    fills.append((".workout-other", palette[palette.count - 1]))
    accent.rules = HealthPalette.Rules(
      light: accent.rules.light,
      dark: accent.rules.dark + fills.map { "\($0.0){fill:\($0.1)}" }.joined()
        + Legend.darkRules(HealthPalette.appearance))
    return accent
  }()

  /// Steps, in the dashboard's pink (the steps page's long chart).
  static let steps = ChartAccent(
    name: "steps", color: HealthPalette.colors.steps, textColor: HealthPalette.colors.stepsText,
    rules: .steps)
  /// Weight, in the dashboard's indigo (the weight page's long chart).
  static let weight = ChartAccent(
    name: "weight", color: HealthPalette.colors.weight,
    textColor: HealthPalette.colors.weightText, rules: .weight)

  /// The class of the faint daily points under a moving average, `dots-<name>` (dark mode
  /// switches their fill, ``HealthPalette/Rules/dots``).
  var dotsClass: String { "dots-" + name }

  /// The accent of a metric's charts, by its report section.
  static func of(_ metric: MetricKind) -> ChartAccent {
    switch metric.section {
    case .steps: return .steps
    case .weight: return .weight
    case .sleep: return .sleep
    case .heart: return .heart
    case .workouts: return .workout
    default: return .metric
    }
  }

  /// The accents of the sections, for the site's `charts.css`.
  static let sections = [sleep, heart, workout]
}

extension ChartAccent {
  /// A card's header in this accent.
  /// - Parameters:
  ///   - title: the card's title, in the reader's words.
  ///   - subtitle: the line under it.
  ///   - iconPaths: the icon's paths (``MetricIcons``).
  ///   - link: the relative link of the header; `nil` for none.
  /// - Returns: the header.
  func card(title: String, subtitle: String, iconPaths: [String], link: String?) -> ChartCard {
    ChartCard(
      title: title, subtitle: subtitle, iconPaths: iconPaths, accentClass: accentClass,
      accentColor: textColor, link: link)
  }
}
