import ChartKit
import HealthCore

/// A long chart of bars, one per week (``LongSpan``): the metric's mean per day of the week's
/// days with data (steps, distance, energy, exercise, time asleep per night), or its total for
/// the week (workout minutes, where a week without workouts is a bar of zero), with a dashed rule
/// at the mean of the window's days and, for steps, a solid rule at the daily goal.
struct WeeklyBarChart: WideChart, MetricSetupChart {
  /// What a bar measures.
  enum Measure: Sendable {
    /// The mean per day with data (per night for sleep).
    case averagePerDay
    /// The week's total; every day the data covers counts (a day without a value is zero).
    case totalPerWeek
  }

  /// The metric, the whole weeks shown, colours and title ("Steps", "Sleep").
  var setup: MetricChartSetup
  /// The weeks shown, ascending: each week's first day and figures, in the display unit.
  let weeks: [PeriodFigure]
  /// What a bar measures.
  let measure: Measure
  /// The daily goal drawn as a rule (steps), display unit; `nil` for none.
  var goal: Double?
  /// The width this rendering is drawn at, points.
  var width = LongSpan.narrowWidth

  /// The weekly bars of `values` (display unit, the window's days with data) over `window`.
  /// - Parameters:
  ///   - format: how values are shown.
  ///   - values: the days with data inside `window` up to the report's last day, ascending.
  ///   - window: whole weeks (``LongSpan/window(endingOn:firstData:weekStart:)``), or `nil`.
  ///   - covered: for ``Measure/totalPerWeek``, the days the data covers (rest days count 0).
  ///   - weekStart: the first day of the week.
  ///   - measure: mean per day or total per week.
  init(
    format: MetricFormat, values: [DateValue], window: ReportWindow?,
    covered: ClosedRange<LocalDate>? = nil, weekStart: WeekStart, measure: Measure
  ) {
    setup = MetricChartSetup(format: format, window: window, weekStart: weekStart)
    self.measure = measure
    weeks =
      values.isEmpty
      ? []
      : PeriodFigure.make(
        values, period: .week, weekStart: weekStart,
        covering: measure == .totalPerWeek ? covered : nil)
  }

  /// `text` (a value, a name) with what a bar is counted over: "8,532 steps a day", "7 hr a
  /// night", "120 min a week".
  func perText(_ text: String) -> String {
    if measure == .totalPerWeek { return words.format("%@ a week", text) }
    if format.metric == .sleepAsleep { return words.format("%@ a night", text) }
    return words.format("%@ a day", text)
  }

  /// A count grouped in the reader's style.
  func number(_ count: Int) -> String {
    NumberFormat.grouped(Double(count), style: locale.numbers)
  }

  var fileName: String { format.metric.slug + "-weeks" }
  var idCode: String { "b" }
  var styleParts: Set<ChartStyleSheet.Part> {
    cartesianStyleParts(hasData: average != nil, annotated: interactive)
  }
  var size: (width: Double, height: Double) {
    (width, ChartSize.cartesian(annotated: interactive).height)
  }

  /// A bar's value: the week's mean per day or its total.
  func value(_ week: PeriodFigure) -> Double? {
    measure == .totalPerWeek ? week.total : week.average
  }

  /// The mean per day with data over the window (per week for totals); `nil` without data.
  var average: Double? {
    var days = 0
    var total = 0.0
    for week in weeks {
      days += week.days
      total += week.total
    }
    guard days > 0 else { return nil }
    return measure == .totalPerWeek ? total / Double(days) * 7 : total / Double(days)
  }

  /// "last 52 weeks".
  var windowPhrase: String { LongSpan.phrase(window, locale: locale) }

  var card: ChartCard {
    var subtitle =
      average.map { words.format("Avg: %@", perText(format.withUnit($0))) }
      ?? words.text("No data")
    if let goal { subtitle += " \u{00B7} " + words.format("Goal: %@", format.withUnit(goal)) }
    return accent.card(title: title, subtitle: subtitle, iconPaths: MetricIcons.calendar, link: nil)
  }

  /// "Week of December 8, 2024: 8,532 steps a day on average, 7 days with data".
  func datumLabel(_ week: PeriodFigure, value: Double) -> String {
    let start = locale.dates.longDate(week.start)
    guard measure != .totalPerWeek else {
      return words.format("Week of %@: %@ in the week", start, format.withUnit(value))
    }
    return words.plural(
      week.days, "Week of %@: %@ on average, %lld days with data",
      one: "Week of %@: %@ on average, %lld day with data", number: number(week.days), start,
      perText(format.withUnit(value)))
  }

  var accessibility: ChartAccessibility {
    let name = ChartText.midSentence(format.name, locale: locale)
    guard let average else {
      return ChartAccessibility(
        label: words.format("Bar chart, %@ by week, %@: no data.", name, windowPhrase),
        description: words.text("No data."))
    }
    let averageText = perText(format.withUnit(average))
    let label =
      goal.map {
        words.format(
          "Bar chart, %@ by week, %@, average: %@, daily goal: %@.", name, windowPhrase,
          averageText, format.withUnit($0))
      }
      ?? words.format("Bar chart, %@ by week, %@, average: %@.", name, windowPhrase, averageText)
    let values = weeks.compactMap { week in value(week).map { (week, $0) } }
    var description =
      window.map {
        let (start, end) = locale.ranges.parts(from: $0.start, to: $0.end, style: .full)
        return words.plural(
          weeks.count, "%lld weeks from %@ to %@.", one: "%lld week from %@ to %@.",
          number: number(weeks.count), start, end)
      }
      ?? words.plural(weeks.count, "%lld weeks.", one: "%lld week.", number: number(weeks.count))
    if let high = values.max(by: { $0.1 < $1.1 }), let low = values.min(by: { $0.1 < $1.1 }) {
      description +=
        " "
        + words.format(
          "Highest: %@. Lowest: %@.", datumLabel(high.0, value: high.1),
          datumLabel(low.0, value: low.1))
    }
    return ChartAccessibility(label: label, description: description)
  }

  var dataTable: DataTable? {
    guard !weeks.isEmpty else { return nil }
    let heading =
      measure == .totalPerWeek
      ? words.format("%@ per week", format.shortName) : perText(format.shortName)
    return DataTable(
      caption: words.format("%@ by week, %@", title, windowPhrase),
      columns: [words.text("Week"), heading, words.text("Days")],
      rows: weeks.compactMap { week in
        value(week).map {
          [
            words.format("Week of %@", locale.dates.longDate(week.start)),
            format.withUnitOrNumber($0), number(week.days),
          ]
        }
      })
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard let window, let average else {
      writeNoData(windowPhrase: windowPhrase, ids: ids, styleSheet: styleSheet, to: &writer)
      return
    }
    let bars = weeks.compactMap { week -> BarMark.Datum? in
      guard let value = value(week) else { return nil }
      return BarMark.Datum(
        x: Double(week.start.dayNumber), y: value,
        tip: interactive
          ? Tip(
            title: words.format("Week of %@", locale.dates.monthDay(week.start)),
            value: format.withUnit(value), accessibilityLabel: datumLabel(week, value: value),
            valueColor: accent.textColor) : nil)
    }
    var marks: [any Mark] = [
      BarMark(data: bars, fill: accent.color, padding: 0.2),
      HealthMarks.averageRule(average),
    ]
    if let goal {
      marks.append(
        RuleMark(
          y: goal, stroke: HealthPalette.colors.goal, className: "rule-goal", dash: nil))
    }
    writeCartesian(
      marks, width: width,
      xAxis: LongSpan.axis(
        window: window, weekStart: weekStart, width: width, binDays: 7, locale: locale),
      yAxis: HealthMarks.compactYAxis(tickCount: 3, locale: locale), className: accent.chartClass,
      ids: ids, styleSheet: styleSheet, nested: nested, to: &writer)
  }
}
