import ChartKit
import HealthCore

/// How one of the dashboard's four cards (daily steps, weekday steps, weight, weight change) is
/// named and coloured: its standalone file and ids, its chart's class and colour rules, and its
/// header's accent.
struct DashboardCardSetup: Sendable {
  /// The standalone file's name without extension ("steps").
  let fileName: String
  /// A short id prefix for the standalone file ("s"), keeping its ids brief.
  let idCode: String
  /// The chart's class, `chart chart-<name>`.
  let chartClass: String
  /// The chart's colour rules.
  let colorRules: HealthPalette.Rules
  /// The header's accent: the steps pink or the weight indigo.
  let accent: ChartAccent

  /// A card's set-up.
  /// - Parameters:
  ///   - fileName: the standalone file's name without extension.
  ///   - idCode: the standalone file's id prefix.
  ///   - chart: the chart's class suffix (`donut` for `chart chart-donut`).
  ///   - rules: the chart's colour rules.
  ///   - accent: the header's accent.
  init(
    fileName: String, idCode: String, chart: String, rules: HealthPalette.Rules,
    accent: ChartAccent
  ) {
    self.fileName = fileName
    self.idCode = idCode
    chartClass = "chart chart-" + chart
    colorRules = rules
    self.accent = accent
  }

  /// The card's header, its title and icon in the accent's mark colour.
  /// - Parameters:
  ///   - title: the card's title, in the reader's words.
  ///   - subtitle: the line under it.
  ///   - iconPaths: the icon's paths (``MetricIcons``).
  ///   - link: the relative link of the header; `nil` for none.
  /// - Returns: the header.
  func card(title: String, subtitle: String, iconPaths: [String], link: String? = nil)
    -> ChartCard
  {
    ChartCard(
      title: title, subtitle: subtitle, iconPaths: iconPaths, accentClass: accent.accentClass,
      accentColor: accent.color, link: link)
  }
}

/// One of the dashboard's four cards: drawn from the dashboard's data, named and coloured by
/// its ``DashboardCardSetup``.
protocol DashboardCardChart: DashboardChart {
  /// The card's names and colours.
  static var setup: DashboardCardSetup { get }
  /// What the dashboard's charts show.
  var data: DashboardData { get }
}

extension DashboardCardChart {
  var fileName: String { Self.setup.fileName }
  var idCode: String { Self.setup.idCode }
  var colorRules: HealthPalette.Rules { Self.setup.colorRules }

  /// The reader's words.
  var words: StringCatalog { data.words }
}
