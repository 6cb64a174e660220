import ChartKit
import HealthCore

/// A year's monthly averages of one metric (the year in review): twelve month bands, bars of
/// the mean per day for what adds up over a day and for sleep, a line with a point per month
/// for measures (weight with its goal, heart rates), and the steps goal as a rule.
struct MonthlyChart: DashboardChart {
  /// How values are shown.
  let format: MetricFormat
  /// The year.
  let year: Int
  /// The months with a figure, ascending, canonical unit.
  let months: [PeriodFigure]
  /// A goal drawn as a rule (steps, weight), display unit; `nil` for none.
  var goal: Double?
  /// The colours and classes.
  var accent: ChartAccent
  /// The card's title.
  var title: String
  /// Whether the chart responds to hover and focus.
  var interactive = true

  /// One-letter month names, the band labels ("J" … "D").
  static let monthLetters = ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"]

  /// The band labels in `locale`: each month's initial ("J" … "D"; "J F M A M J J A S O N D"
  /// in German too), or its abbreviation where the name starts with a digit ("1월").
  static func monthLabels(_ locale: ReportLocale) -> [String] {
    (1...12).map { month in
      let name = locale.dates.monthName(month)
      guard let first = name.first, first.isLetter else {
        return locale.dates.shortMonthName(month)
      }
      return String(first).uppercased()
    }
  }

  /// The chart of `figures` (a ``MetricYear``) with the goal of its metric, if any.
  init(figures: MetricYear, year: Int, options: SiteOptions) {
    format = MetricFormat(metric: figures.metric, options: options)
    self.year = year
    months = figures.months
    accent = ChartAccent.of(figures.metric)
    title = figures.metric == .sleepAsleep ? format.words.text("Sleep") : format.name
    switch figures.metric {
    case .steps: goal = options.stepsGoal
    case .bodyMass: goal = options.effectiveGoalWeight
    default: goal = nil
    }
  }

  /// Whether months are bars (what adds up over a day, and sleep) rather than a line.
  var isBarChart: Bool { format.metric.aggregation == .cumulative || format.isDuration }

  var fileName: String { format.metric.slug + "-months" }
  var idCode: String { "y" }
  var colorRules: HealthPalette.Rules { accent.rules }
  var styleParts: Set<ChartStyleSheet.Part> {
    cartesianStyleParts(hasData: !values.isEmpty, annotated: interactive)
  }
  var size: (width: Double, height: Double) { ChartSize.cartesian(annotated: interactive) }

  /// Each month with a mean: its band index (0 = January), figure and mean in display units.
  var values: [(index: Int, month: PeriodFigure, value: Double)] {
    months.compactMap { month in
      month.average.map { (month.start.month - 1, month, format.displayValue($0)) }
    }
  }

  /// The reader's words.
  var words: StringCatalog { format.words }
  /// The reader's language and customs.
  var locale: ReportLocale { format.locale }

  /// What a value is counted over.
  enum Per { case day, night, none }

  /// A day for what adds up over a day, a night for sleep, nothing for measures.
  var per: Per {
    if format.metric == .sleepAsleep { return .night }
    return format.metric.aggregation == .cumulative ? .day : .none
  }

  /// `text` (a value, a name) with ``per``: "9,812 steps a day", "Sleep a night".
  func perText(_ text: String) -> String {
    switch per {
    case .day: return words.format("%@ a day", text)
    case .night: return words.format("%@ a night", text)
    case .none: return text
    }
  }

  /// "July 2024: 9,812 steps a day on average, 31 days with data".
  func datumLabel(_ month: PeriodFigure, value: Double) -> String {
    let name = locale.dates.monthYear(month.start)
    let shown = perText(format.withUnit(value))
    let days = NumberFormat.grouped(Double(month.days), style: locale.numbers)
    if format.metric.countsMissingDaysAsZero {
      return words.plural(
        month.days, "%@: %@ on average, %lld days", one: "%@: %@ on average, %lld day",
        number: days, name, shown)
    }
    return words.plural(
      month.days, "%@: %@ on average, %lld days with data",
      one: "%@: %@ on average, %lld day with data", number: days, name, shown)
  }

  var card: ChartCard {
    let subtitle: String
    switch per {
    case .day: subtitle = words.text("Average per month, a day")
    case .night: subtitle = words.text("Average per month, a night")
    case .none: subtitle = words.text("Average per month")
    }
    return accent.card(
      title: title, subtitle: subtitle,
      iconPaths: isBarChart ? MetricIcons.calendar : MetricIcons.change, link: nil)
  }

  var accessibility: ChartAccessibility {
    let name = ChartText.midSentence(title, locale: locale)
    let label =
      isBarChart
      ? words.format("Bar chart, %@, average per month, %@.", name, String(year))
      : words.format("Line chart, %@, average per month, %@.", name, String(year))
    return ChartAccessibility(
      label: label,
      description: ChartText.describe(
        values.map { datumLabel($0.month, value: $0.value) }, locale: locale))
  }

  var dataTable: DataTable? {
    guard !values.isEmpty else { return nil }
    return DataTable(
      caption: words.format("%@, average per month, %@", title, String(year)),
      columns: [words.text("Month"), perText(format.shortName), words.text("Days")],
      rows: values.map {
        [
          locale.dates.monthName($0.month.start.month), format.withUnitOrNumber($0.value),
          NumberFormat.grouped(Double($0.month.days), style: locale.numbers),
        ]
      })
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    let shown = values
    guard !shown.isEmpty else {
      writeEmptyState(
        words.format("No %@ in %@.", ChartText.midSentence(title, locale: locale), String(year)),
        className: accent.chartClass,
        ids: ids, styleSheet: styleSheet, to: &writer)
      return
    }
    // Each month at its place (0–11), its tip when the chart is interactive.
    let datums = shown.map { entry in
      PlotDatum(
        x: Double(entry.index), y: entry.value,
        tip: interactive
          ? Tip(
            title: locale.dates.monthYear(entry.month.start),
            value: format.withUnit(entry.value),
            accessibilityLabel: datumLabel(entry.month, value: entry.value),
            valueColor: accent.textColor) : nil)
    }
    var marks: [any Mark] = []
    if let goal {
      marks.append(
        RuleMark(
          y: goal, stroke: HealthPalette.colors.goal, className: "rule-goal",
          dash: isBarChart ? nil : "5"))
    }
    if isBarChart {
      marks.insert(
        BarMark(data: datums, fill: accent.color, padding: 0), at: 0)
    } else {
      var line: [(x: Double, y: Double?)] = (0..<12).map { (Double($0), nil) }
      for entry in shown where line.indices.contains(entry.index) {
        line[entry.index].y = entry.value
      }
      marks.append(
        LineMark(
          points: line, stroke: accent.color, className: accent.lineClass,
          symbol: LineMark.Symbol(
            fill: accent.color, stroke: HealthPalette.colors.card, className: "point-" + accent.name
          )))
      // A month without a tip writes nothing (a picture has none).
      marks.append(TipMark(data: datums))
    }
    let style = locale.numbers
    var tickFormat: @Sendable (Double) -> String = { NumberFormat.compact($0, style: style) }
    if !isBarChart { tickFormat = { NumberFormat.tick($0, decimals: 1, style: style) } }
    let includes: [Double] = goal.map { [$0] } ?? []
    writeCartesian(
      marks, xAxis: .bands(labels: Self.monthLabels(locale), paddingInner: 0.3, paddingOuter: 0.15),
      yAxis: Chart.YAxis(tickCount: 4, includes: includes, format: tickFormat),
      className: accent.chartClass, ids: ids, styleSheet: styleSheet, nested: nested, to: &writer)
  }
}
