import ChartKit
import HealthCore

/// The dashboard's "More" section: a compact card per further metric (distance, energy,
/// exercise minutes, heart rate) with its latest value, its 28-day average and a link to its
/// list page. Empty when the data has no further metric.
struct MoreCards: Sendable {
  /// The further metrics' series, in `MetricKind.allCases` order, each with data.
  let series: [DailySeries]
  /// The report's last day; `nil` without data.
  let endDate: LocalDate?
  /// The report's options (units and locale, for ``MetricFormat``).
  let options: SiteOptions
  /// The unit body mass is shown in (unused by further metrics).
  var units: WeightUnit { options.units }
  /// The reader's words.
  var words: StringCatalog { options.locale.strings }

  /// The metrics that have their own dashboard cards and navigation entries.
  static let mainMetrics: Set<MetricKind> = [.steps, .bodyMass]

  /// The days the average covers.
  static let dayCount = ReportWindow.chartDayCount

  /// Picks the further metrics of `dataset`.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - options: the report's end day and units.
  init(dataset: HealthDataset, options: SiteOptions) {
    series = dataset.series.filter { $0.metric.section == .more && !$0.isEmpty }
    endDate = options.endDate ?? dataset.lastDate
    self.options = options
  }

  /// The section (`{{ more_cards }}`), or nothing when there is no further metric.
  var node: MarkupNode {
    guard !series.isEmpty else { return .empty }
    let section = MarkupNode.el(
      "section", [("class", "more"), ("aria-labelledby", "more-heading")],
      [
        .newline, .el("h2", [("id", "more-heading")], [.text(words.text("More"))]), .newline,
        .el("div", [("class", "more-cards")], [.newline, .lines(series.map(card))]),
        .newline,
      ])
    return .lines([section])
  }

  /// One metric's card.
  func card(_ series: DailySeries) -> MarkupNode {
    let format = MetricFormat(metric: series.metric, options: options)
    let locale = options.locale
    let count = NumberFormat.grouped(Double(MoreCards.dayCount), style: locale.numbers)
    var lines: [MarkupNode] = []
    let upToEnd = endDate.map { end in series.days.filter { $0.date <= end } } ?? series.days
    if let latest = upToEnd.last {
      lines.append(
        .el(
          "p", [("class", "more-latest")],
          [
            .text(format.withUnit(format.displayValue(latest.value))),
            .el(
              "span", [("class", "card-subtitle")],
              [.text(" " + locale.dates.longDate(latest.date))]),
          ]))
    }
    let window = endDate.map { ReportWindow(end: $0, dayCount: MoreCards.dayCount) }
    let recent = window.map { format.displayValues(series.values(in: $0)) } ?? []
    let average =
      ChartHelper.averageValue(for: recent).map {
        words.plural(
          MoreCards.dayCount, "%lld-day average: %@", one: "%lld-day average: %@", number: count,
          format.withUnit($0))
      }
      ?? words.plural(
        MoreCards.dayCount, "No data in the last %lld days", one: "No data in the last %lld day",
        number: count)
    lines.append(.el("p", [("class", "card-subtitle")], [.text(average)]))
    return .el(
      "a", [("class", "card more-card"), ("href", series.metric.slug + "/index.html")],
      [.el("h3", [("class", "card-title")], [.text(format.name)])] + lines)
  }
}
