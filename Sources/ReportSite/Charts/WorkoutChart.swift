import ChartKit
import HealthCore

/// Workout minutes per day, stacked by activity (the window's four activities with the most
/// minutes get their own colours, the rest share "Other"), with a dashed rule at the average
/// over the days with workouts. Days known only as figures (a CSV) are one plain bar.
struct WorkoutChart: DailyStackedChart {
  /// One day: its minutes by activity (in ``activities`` order, then "Other"), or only a total.
  struct Day: Sendable {
    var date: LocalDate
    var total: Double
    /// Minutes per colour slot; empty when only the total is known.
    var byActivity: [Double]
    /// "Running 32 min, Yoga 20 min" (a workout with a title: "Running · Morning run 32 min").
    var list: String
  }

  /// The activities with their own colour, most minutes first; "Other" follows when needed.
  let activities: [String]
  /// Whether some day has an activity beyond ``activities``.
  let hasOther: Bool
  /// The days with workouts, ascending.
  let days: [Day]
  /// The days shown and how.
  let scope: DailyChartScope
  /// "%@ min" in the reader's words (a day's annotation value), looked up once.
  let minutesText: TextTemplate
  /// "%@: %@ minutes", a day's accessible label with its total alone.
  let totalText: TextTemplate
  /// "%@: %@ minutes, %@", a day's accessible label with its workouts listed.
  let totalAndListText: TextTemplate

  /// The most activities with their own colour.
  static let coloredActivities = 4

  init(context: SectionCharts.Context) {
    scope = DailyChartScope(context: context)
    let words = context.options.locale.strings
    minutesText = TextTemplate(words.text("%@ min"), arguments: 1)
    totalText = TextTemplate(words.text("%@: %@ minutes"), arguments: 2)
    totalAndListText = TextTemplate(words.text("%@: %@ minutes, %@"), arguments: 3)
    guard let window = context.window else {
      (activities, hasOther, days) = ([], false, [])
      return
    }
    // The window's workouts by day, in the dataset's order, as indices into it with their
    // activity's place among the window's activities (first seen first): one list per day of
    // the window, so no workout is copied and each activity is hashed once per workout.
    let workouts = context.dataset.workouts
    let firstDay = window.start.dayNumber
    var byDay = [[(workout: Int, activity: Int)]](
      repeating: [], count: max(0, window.dayCount))
    var activityPlaces = FirstSeenNumbering<String>()
    var activityMinutes: [Double] = []
    for index in workouts.indices where window.contains(workouts[index].date) {
      let offset = workouts[index].date.dayNumber - firstDay
      guard byDay.indices.contains(offset) else { continue }
      let (place, isNew) = activityPlaces.number(of: workouts[index].activity)
      if isNew { activityMinutes.append(0) }
      byDay[offset].append((workout: index, activity: place))
      activityMinutes[place] += workouts[index].minutes
    }
    let activityNames = activityPlaces.keys
    // Most minutes first, then by name: names are unique, so the order is total.
    let ranked = activityNames.indices.sorted {
      activityMinutes[$0] != activityMinutes[$1]
        ? activityMinutes[$0] > activityMinutes[$1] : activityNames[$0] < activityNames[$1]
    }
    let colored = Array(ranked.prefix(Self.coloredActivities))
    activities = colored.map { activityNames[$0] }
    hasOther = ranked.count > colored.count
    // Each activity's colour slot (the "Other" slot after the coloured ones) and its name in
    // the reader's words.
    var colorSlots = [Int](repeating: colored.count, count: activityNames.count)
    for (slot, place) in colored.enumerated() { colorSlots[place] = slot }
    let names = activityNames.map { words.text($0) }
    let durations = DurationWords(locale: context.options.locale)
    days = context.dataset[.workoutMinutes].values(in: window).map { figure in
      let offset = figure.date.dayNumber - firstDay
      guard byDay.indices.contains(offset), !byDay[offset].isEmpty else {
        return Day(date: figure.date, total: figure.value, byActivity: [], list: "")
      }
      let list = byDay[offset]
      var slots = [Double](repeating: 0, count: colored.count + 1)
      // "Running 32 min, Yoga 20 min" in one buffer: a name (with its title, if any), a space,
      // a separator and a duration of up to 64 bytes per workout.
      var capacity = 0
      for entry in list {
        slots[colorSlots[entry.activity]] += workouts[entry.workout].minutes
        capacity += names[entry.activity].utf8.count + 72
        capacity += workouts[entry.workout].title.map { $0.utf8.count + 4 } ?? 0
      }
      let text = ShortText.build(capacity: capacity) { text in
        for (position, entry) in list.enumerated() {
          if position > 0 { text.append(", ") }
          text.append(names[entry.activity])
          if let title = workouts[entry.workout].shownTitle(besides: names[entry.activity]) {
            text.append(Workout.titleSeparator)
            text.append(title)
          }
          text.append(" ")
          durations.append(workouts[entry.workout].minutes / 60, to: &text)
        }
      }
      return Day(date: figure.date, total: figure.value, byActivity: slots, list: text)
    }
  }

  var fileName: String { "workouts" }
  var idCode: String { "k" }
  var accent: ChartAccent { .workout }
  var emptyMessage: String { words.format("No workouts in the %@.", windowPhrase) }

  /// `value` grouped in the reader's number style ("1,234", "1.234").
  func number(_ value: Double) -> String { NumberFormat.grouped(value, style: locale.numbers) }

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

  var title: String { words.text("Workouts") }

  var subtitle: String {
    average.map { words.format("Avg: %@ min a workout day", number($0)) }
      ?? words.format("No workouts in the %@", windowPhrase)
  }

  func label(average: Double) -> String {
    words.format(
      "Stacked bar chart, workout minutes per day by activity, %@, average on days with workouts: %@ minutes.",
      windowPhrase, number(average))
  }

  var emptyLabel: String {
    words.format("Stacked bar chart, workout minutes per day, %@: no data.", windowPhrase)
  }

  var summaryValues: [DateValue] { days.map { DateValue(date: $0.date, value: $0.total) } }

  func summaryText(_ value: Double) -> String { words.format("%@ minutes", number(value)) }

  var dataTable: DataTable? {
    guard !days.isEmpty else { return nil }
    return DataTable(
      caption: words.format("Workout minutes per day, %@", windowPhrase),
      columns: [words.text("Date"), words.text("Minutes"), words.text("Workouts")],
      rows: days.map { [locale.dates.longDate($0.date), number($0.total), $0.list] })
  }

  /// "December 9: 52 minutes, Running 32 min, Yoga 20 min".
  /// - Parameters:
  ///   - day: the day.
  ///   - total: its minutes as ``number(_:)`` writes them.
  /// - Returns: the label, written in one buffer from the sentences looked up once.
  func datumLabel(_ day: Day, total: String) -> String {
    let template = day.list.isEmpty ? totalText : totalAndListText
    return ShortText.build(capacity: 256 + day.list.utf8.count) { text in
      template.append(to: &text) { index, text in
        switch index {
        case 0: locale.dates.appendLongMonthDay(day.date, to: &text)
        case 1: text.append(total)
        default: text.append(day.list)
        }
      }
    }
  }

  /// A day's segments, bottom up: its activities' minutes in ``slotColors`` order, or one
  /// plain bar of its total when only that is known.
  func segments(_ day: Day, styles: [(fill: String, className: String)])
    -> [StackedBarMark.Segment]
  {
    guard !day.byActivity.isEmpty else {
      return [
        StackedBarMark.Segment(
          lower: 0, upper: day.total, fill: HealthPalette.colors.workout, className: "workout-1")
      ]
    }
    return Self.stack(day.byActivity, styles: styles)
  }

  /// A day's annotation: the date over the minutes.
  func tip(_ day: Day) -> Tip? {
    guard showsAnnotations else { return nil }
    let total = number(day.total)
    return Tip(
      title: locale.dates.weekdayMonthDay(day.date),
      value: ShortText.build(capacity: 64 + total.utf8.count) { text in
        minutesText.append(to: &text) { _, text in text.append(total) }
      },
      accessibilityLabel: datumLabel(day, total: total), valueColor: accent.textColor)
  }

  func bars() -> [StackedBarMark.Datum] {
    // Each slot's fill and class, made once: `workout-1`… for the activities, then
    // `workout-other`.
    let classes = activities.indices.map { "workout-\($0 + 1)" } + ["workout-other"]
    let styles = zip(slotColors, classes).map { (fill: $0, className: $1) }
    return days.map { day in
      StackedBarMark.Datum(
        x: Double(day.date.dayNumber), segments: segments(day, styles: styles), tip: tip(day))
    }
  }
}
