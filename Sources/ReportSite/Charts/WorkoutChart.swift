import ChartKit
import HealthCore

/// Workout minutes per day, stacked by activity (the window's four activities with the most
/// minutes get their own colours, the rest share "Other"), with a dashed rule at the average
/// over the days with workouts. Days known only as figures (a CSV) are one plain bar.
struct WorkoutChart: DashboardChart {
  /// One day: its minutes by activity (in ``activities`` order, then "Other"), or only a total.
  struct Day: Sendable {
    var date: LocalDate
    var total: Double
    /// Minutes per colour slot; empty when only the total is known.
    var byActivity: [Double]
    /// "Running 32 min, Yoga 20 min".
    var list: String
  }

  /// The activities with their own colour, most minutes first; "Other" follows when needed.
  let activities: [String]
  /// Whether some day has an activity beyond ``activities``.
  let hasOther: Bool
  /// The days with workouts, ascending.
  let days: [Day]
  /// The days shown; `nil` without data.
  let window: ReportWindow?
  /// The first day of the week (axis ticks).
  let weekStart: WeekStart
  /// The relative link of the card's header; `nil` for none.
  let link: String?
  /// Whether the chart responds to hover, focus and taps.
  let interactive: Bool
  /// The statically selected day, if any.
  let selectedDate: LocalDate?
  /// Days marked with a light band (a weekly report's week), if any.
  var highlight: ClosedRange<LocalDate>?
  /// The reader's language and customs.
  let locale: ReportLocale

  /// The most activities with their own colour.
  static let coloredActivities = 4

  init(context: SectionCharts.Context) {
    window = context.window
    weekStart = context.options.weekStart
    link = context.link
    interactive = context.interactive
    selectedDate = context.options.selectedDate
    locale = context.options.locale
    guard let window = context.window else {
      (activities, hasOther, days) = ([], false, [])
      return
    }
    let workouts = context.dataset.workouts.filter { window.contains($0.date) }
    var minutes: [String: Double] = [:]
    for workout in workouts { minutes[workout.activity, default: 0] += workout.minutes }
    let ranked = minutes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map(\.key)
    let colored = Array(ranked.prefix(Self.coloredActivities))
    activities = colored
    hasOther = ranked.count > colored.count
    let words = context.options.locale.strings
    let durations = DurationWords(locale: context.options.locale)
    var names: [String: String] = [:]
    for activity in minutes.keys { names[activity] = words.text(activity) }
    var byDay: [LocalDate: [Workout]] = [:]
    for workout in workouts { byDay[workout.date, default: []].append(workout) }
    days = context.dataset[.workoutMinutes].values(in: window).map { figure in
      guard let list = byDay[figure.date] else {
        return Day(date: figure.date, total: figure.value, byActivity: [], list: "")
      }
      var slots = [Double](repeating: 0, count: colored.count + 1)
      for workout in list {
        slots[colored.firstIndex(of: workout.activity) ?? colored.count] += workout.minutes
      }
      let text = list.map {
        (names[$0.activity] ?? $0.activity) + " " + durations.text($0.minutes / 60)
      }
      .joined(separator: ", ")
      return Day(date: figure.date, total: figure.value, byActivity: slots, list: text)
    }
  }

  var fileName: String { "workouts" }
  var idCode: String { "k" }
  var colorRules: HealthPalette.Rules { ChartAccent.workout.rules }
  var styleParts: Set<ChartStyleSheet.Part> {
    guard average != nil else { return [.empty] }
    return showsAnnotations ? [.datums, .dimming, .tips, .axes] : [.axes]
  }
  var size: (width: Double, height: Double) { ChartSize.cartesian(annotated: showsAnnotations) }

  /// Annotations on interactive charts of up to a year.
  var showsAnnotations: Bool { interactive && (window?.dayCount ?? 0) <= 366 }

  /// The reader's words.
  var words: StringCatalog { locale.strings }

  /// `value` grouped in the reader's number style ("1,234", "1.234").
  func number(_ value: Double) -> String { NumberFormat.grouped(value, style: locale.numbers) }

  /// "last 28 days".
  var windowPhrase: String {
    ChartText.windowPhrase(dayCount: window?.dayCount ?? 0, locale: locale)
  }

  /// The mean minutes over the days with workouts; `nil` without.
  var average: Double? {
    days.isEmpty ? nil : days.reduce(0) { $0 + $1.total } / Double(days.count)
  }

  /// The colour of each slot: the activities', then "Other".
  var slotColors: [String] {
    let palette = HealthPalette.colors.workoutActivities
    return activities.indices.map { palette[min($0, palette.count - 2)] }
      + [palette[palette.count - 1]]
  }

  var legend: Legend? {
    guard average != nil, activities.count + (hasOther ? 1 : 0) > 1 else { return nil }
    var items = zip(activities, slotColors).enumerated().map { index, pair in
      Legend.Item(label: words.text(pair.0), color: pair.1, className: "workout-\(index + 1)")
    }
    if hasOther {
      items.append(
        Legend.Item(
          label: words.text("Other"), color: slotColors[activities.count],
          className: "workout-other")
      )
    }
    return Legend(items: items)
  }

  var card: ChartCard {
    let subtitle =
      average.map { words.format("Avg: %@ min a workout day", number($0)) }
      ?? words.format("No workouts in the %@", windowPhrase)
    return ChartCard(
      title: words.text("Workouts"), subtitle: subtitle, iconPaths: MetricIcons.calendar,
      accentClass: ChartAccent.workout.accentClass, accentColor: ChartAccent.workout.textColor,
      link: link)
  }

  var accessibility: ChartAccessibility {
    guard let average else {
      return ChartAccessibility(
        label: words.format("Bar chart, workout minutes per day, %@: no data.", windowPhrase),
        description: words.text("No data."))
    }
    return ChartAccessibility(
      label: words.format(
        "Stacked bar chart, workout minutes per day by activity, %@, average on days with workouts: %@ minutes.",
        windowPhrase, number(average)),
      description: ChartText.summarize(
        days.map { DateValue(date: $0.date, value: $0.total) }, window: window, locale: locale,
        format: { words.format("%@ minutes", number($0)) }))
  }

  var dataTable: DataTable? {
    guard !days.isEmpty else { return nil }
    return DataTable(
      caption: words.format("Workout minutes per day, %@", windowPhrase),
      columns: [words.text("Date"), words.text("Minutes"), words.text("Workouts")],
      rows: days.map { [locale.dates.longDate($0.date), number($0.total), $0.list] })
  }

  /// "December 9: 52 minutes, Running 32 min, Yoga 20 min".
  func datumLabel(_ day: Day) -> String {
    let date = locale.dates.longMonthDay(day.date)
    return day.list.isEmpty
      ? words.format("%@: %@ minutes", date, number(day.total))
      : words.format("%@: %@ minutes, %@", date, number(day.total), day.list)
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard let window, let average else {
      writeEmptyState(
        words.format("No workouts in the %@.", windowPhrase),
        className: ChartAccent.workout.chartClass,
        ids: ids, styleSheet: styleSheet, to: &writer)
      return
    }
    let colors = slotColors
    let bars = days.map { day -> StackedBarMark.Datum in
      var segments: [StackedBarMark.Segment] = []
      if day.byActivity.isEmpty {
        segments = [
          StackedBarMark.Segment(
            lower: 0, upper: day.total, fill: HealthPalette.colors.workout,
            className: "workout-1")
        ]
      } else {
        var top = 0.0
        for (slot, minutes) in day.byActivity.enumerated() where minutes > 0 {
          segments.append(
            StackedBarMark.Segment(
              lower: top, upper: top + minutes, fill: colors[slot],
              className: slot < activities.count ? "workout-\(slot + 1)" : "workout-other"))
          top += minutes
        }
      }
      let tip =
        showsAnnotations
        ? Tip(
          title: locale.dates.weekdayMonthDay(day.date),
          value: words.format("%@ min", number(day.total)),
          accessibilityLabel: datumLabel(day), valueColor: HealthPalette.colors.workoutText)
        : nil
      return StackedBarMark.Datum(x: Double(day.date.dayNumber), segments: segments, tip: tip)
    }
    var marks: [any Mark] = []
    if let highlight {
      marks.append(
        BandMark(
          xRange: Double(highlight.lowerBound.dayNumber)...Double(highlight.upperBound.dayNumber),
          fill: HealthPalette.colors.secondary, opacity: 0.14, className: "band-week"))
    }
    marks += [
      StackedBarMark(data: bars, fill: HealthPalette.colors.workout, padding: 0.25),
      RuleMark(
        y: average, stroke: HealthPalette.colors.secondary, className: "rule-average"),
    ]
    let selected = selectedDate.flatMap { date in
      showsAnnotations && days.contains { $0.date == date } ? Double(date.dayNumber) : nil
    }
    let chart = Chart(
      width: size.width, plotHeight: ChartSize.plotHeight,
      xAxis: DashboardData.dayAxis(window: window, weekStart: weekStart, locale: locale),
      yAxis: Chart.YAxis(
        tickCount: 3,
        format: { [style = locale.numbers] in NumberFormat.compact($0, style: style) }),
      marks: marks, ids: ids, appearance: HealthPalette.appearance,
      accessibility: accessibility(nested: nested), selection: selected,
      className: ChartAccent.workout.chartClass, styleSheet: styleSheet)
    write(chart, nested: nested, to: &writer)
  }
}
