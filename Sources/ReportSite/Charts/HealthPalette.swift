import ChartKit

/// The dashboard's colours (SPEC §3), taken from ``Theme/standard``, and the CSS rules that
/// colour each chart's annotations and switch its marks for dark mode.
enum HealthPalette {
  /// The theme the charts are drawn in.
  static let theme = Theme.standard
  /// ChartKit's own parts (axes, annotations, cards) in the theme's colours.
  static let appearance = theme.chartAppearance

  /// The colour roles marks are drawn in (light mode; ``Rules`` switch them for dark mode).
  static let colors = theme.light

  /// The colour rules of one chart, for light and dark mode. Values written as text use the
  /// palette's text roles (`stepsText`, `weightText`, `goalText`), which reach 4.5:1 on the
  /// annotation box and the card; the marks keep the hues.
  struct Rules: Sendable {
    let light: String
    let dark: String

    /// The standalone card's accent in dark mode: its title and icon in `color`.
    static func cardAccent(_ accentClass: String, _ color: String) -> String {
      ".chart-card .card-title." + accentClass + "{fill:" + color + "}.chart-card .card-icon."
        + accentClass + "{stroke:" + color + "}"
    }

    static let steps = Rules(
      light: ".chart-steps .tip-value{fill:\(theme.light.stepsText)}\n",
      dark: ".chart-steps .tip-value{fill:\(theme.dark.stepsText)}"
        + cardAccent("accent-steps", theme.dark.steps)
        + ".chart .rule-average{stroke:\(theme.dark.secondary)}\n")
    static let donut = Rules(
      light: ".chart-donut .donut-value{fill:\(theme.light.stepsText)}\n",
      dark: ".chart-donut .donut-value{fill:\(theme.dark.stepsText)}"
        + cardAccent("accent-steps", theme.dark.steps) + "\n")
    static let weight = Rules(
      light: ".chart-weight .tip-value{fill:\(theme.light.weightText)}\n",
      dark: ".chart-weight .tip-value{fill:\(theme.dark.weightText)}"
        + cardAccent("accent-weight", theme.dark.weight)
        + ".chart .point-weight{fill:\(theme.dark.weight);stroke:\(theme.dark.card)}"
        + ".chart .line-weight{stroke:\(theme.dark.weight)}\n")
    static let change = Rules(
      light: ".chart-change .tip-value{fill:\(theme.light.weightText)}"
        + ".chart-change .tip-value.loss{fill:\(theme.light.goalText)}\n",
      dark: ".chart-change .tip-value{fill:\(theme.dark.weightText)}"
        + ".chart-change .tip-value.loss{fill:\(theme.dark.goalText)}"
        + cardAccent("accent-weight", theme.dark.weight) + "\n")
    static let metric = Rules(
      light: ".chart-metric .tip-value{fill:\(theme.light.metricText)}\n",
      dark: ".chart-metric .tip-value{fill:\(theme.dark.metricText)}"
        + ".chart .line-metric{stroke:\(theme.dark.metric)}\n")

    /// The faint daily points of the long charts (``TrendLineChart``) in dark mode, in each
    /// accent's dark hue; light mode draws them with their fill attribute.
    static let dots = Rules(
      light: "",
      dark: [
        ("weight", theme.dark.weight), ("heart", theme.dark.heart), ("metric", theme.dark.metric),
      ]
      .map { ".chart .dots-\($0.0){fill:\($0.1)}" }.joined() + "\n")

    /// Every chart's rules, for the site's `charts.css` (the sections' accents, then the long
    /// charts' points, then the Activity rings', last).
    static let all =
      [steps, donut, weight, change, metric] + ChartAccent.sections.map(\.rules) + [
        dots, RingPalette.rules,
      ]
  }

  /// The style sheet of a standalone chart: the ChartKit parts it uses and its colour rules
  /// (the combinations the charts use are made once).
  static func styleSheet(parts: Set<ChartStyleSheet.Part>, rules: Rules) -> StyleSheet {
    let key = Rules.all.firstIndex { $0.light == rules.light }.map { $0 * 256 + mask(parts) }
    if let key, let cached = standaloneSheets[key] { return cached }
    return makeStyleSheet(parts: parts, rules: rules)
  }

  private static func makeStyleSheet(parts: Set<ChartStyleSheet.Part>, rules: Rules) -> StyleSheet {
    StyleSheet(
      ChartStyleSheet.css(
        parts: parts.union([.card]), appearance: appearance, light: rules.light, dark: rules.dark))
  }

  private static func mask(_ parts: Set<ChartStyleSheet.Part>) -> Int {
    parts.reduce(0) { $0 | (1 << $1.rawValue) }
  }

  /// The style sheets of the part combinations the charts use, by rules index and part mask.
  private static let standaloneSheets: [Int: StyleSheet] = {
    let combinations: [Set<ChartStyleSheet.Part>] = [
      [.empty], [.axes], [.datums, .dimming, .tips, .axes], [.datums, .tips, .axes],
      [.datums, .dimming, .donut],
    ]
    var sheets: [Int: StyleSheet] = [:]
    for (index, rules) in Rules.all.enumerated() {
      for parts in combinations {
        sheets[index * 256 + mask(parts)] = makeStyleSheet(parts: parts, rules: rules)
      }
    }
    return sheets
  }()

  /// The site's `charts.css`: every rule of every chart.
  static let chartStyleSheet = ChartStyleSheet.css(
    parts: Set(ChartStyleSheet.Part.allCases), appearance: appearance,
    light: Rules.all.map(\.light).joined(), dark: Rules.all.map(\.dark).joined())
}
