import ChartKit
import HealthCore

/// The nights of a window as stacked bars: Deep, Core, REM and Awake in the Health app's stage
/// colours for nights with stages, one plain asleep bar for nights without, a dashed rule at
/// the average time asleep, and "Avg: 7 hr 12 min" in the header. A night's annotation gives
/// its time asleep and, when the export had it, its bedtime and wake time.
struct SleepChart: DailyStackedChart {
  /// One night's figures, hours.
  struct Night: Sendable {
    var date: LocalDate
    var asleep: Double
    var inBed: Double
    var awake: Double
    var core: Double
    var deep: Double
    var rem: Double
    /// Bedtime and wake time, local seconds from the night's midnight, when measured.
    var times: (bedtime: Int, wake: Int)?

    /// Whether the night has stages.
    var hasStages: Bool { core > 0 || deep > 0 || rem > 0 }
  }

  /// The nights in the window with time asleep or in bed, ascending.
  let nights: [Night]
  /// The days shown and how.
  let scope: DailyChartScope
  /// Hours and minutes in the reader's words, looked up once.
  let durations: DurationWords
  /// The sentences of a night's accessible label, looked up once (see ``datumLabel(_:)``).
  let labels: Labels

  /// A night's sentence without and with its bedtime and wake time (the last two arguments),
  /// naming the date and then `durationCount` durations.
  struct Sentence: Sendable {
    let plain: TextTemplate
    let timed: TextTemplate
    let durationCount: Int
  }

  /// The sentences of a night's accessible label in the reader's words, by what the night has.
  struct Labels: Sendable {
    /// Time asleep and the stages: deep, core, REM and awake.
    let stages: Sentence
    /// Time asleep and time in bed (no stages).
    let inBed: Sentence
    /// Time asleep alone.
    let asleep: Sentence

    init(_ words: StringCatalog) {
      stages = Sentence(
        plain: TextTemplate(
          words.text("%@: %@ asleep (deep %@, core %@, REM %@, awake %@)"), arguments: 6),
        timed: TextTemplate(
          words.text("%@: %@ asleep (deep %@, core %@, REM %@, awake %@), %@ to %@"),
          arguments: 8), durationCount: 5)
      inBed = Sentence(
        plain: TextTemplate(words.text("%@: %@ asleep, %@ in bed"), arguments: 3),
        timed: TextTemplate(words.text("%@: %@ asleep, %@ in bed, %@ to %@"), arguments: 5),
        durationCount: 2)
      asleep = Sentence(
        plain: TextTemplate(words.text("%@: %@ asleep"), arguments: 2),
        timed: TextTemplate(words.text("%@: %@ asleep, %@ to %@"), arguments: 4), durationCount: 1)
    }
  }

  /// The nights of `dataset` in `window`.
  init(context: SectionCharts.Context) {
    scope = DailyChartScope(context: context)
    durations = DurationWords(locale: context.options.locale)
    labels = Labels(context.options.locale.strings)
    guard let window = context.window else {
      nights = []
      return
    }
    let dataset = context.dataset
    if !dataset.nights.isEmpty {
      // The measured nights carry every figure (the sleep series are derived from them).
      nights = dataset.nights.compactMap { night in
        guard window.contains(night.date), night.asleep > 0 || night.inBed > 0 else { return nil }
        return Night(
          date: night.date, asleep: night.asleep / 3600, inBed: night.inBed / 3600,
          awake: night.awake / 3600, core: night.core / 3600, deep: night.deep / 3600,
          rem: night.rem / 3600, times: (bedtime: night.bedtime, wake: night.wakeTime))
      }
      return
    }
    func values(_ metric: MetricKind) -> [LocalDate: Double] {
      Dictionary(dataset[metric].values(in: window).map { ($0.date, $0.value) }) { $1 }
    }
    let asleep = values(.sleepAsleep)
    let inBed = values(.sleepInBed)
    let awake = values(.sleepAwake)
    let core = values(.sleepCore)
    let deep = values(.sleepDeep)
    let rem = values(.sleepREM)
    var times: [LocalDate: (Int, Int)] = [:]
    for night in dataset.nights where window.contains(night.date) {
      times[night.date] = (night.bedtime, night.wakeTime)
    }
    nights = Set(asleep.keys).union(inBed.keys).sorted().map { date in
      Night(
        date: date, asleep: asleep[date] ?? 0, inBed: inBed[date] ?? 0, awake: awake[date] ?? 0,
        core: core[date] ?? 0, deep: deep[date] ?? 0, rem: rem[date] ?? 0,
        times: times[date].map { (bedtime: $0.0, wake: $0.1) })
    }
  }

  var fileName: String { "sleep" }
  var idCode: String { "z" }
  var accent: ChartAccent { .sleep }
  var emptyMessage: String { words.format("No sleep in the %@.", windowPhrase) }

  /// The mean time asleep over the nights with time asleep, hours; `nil` without.
  var average: Double? {
    // Summed in order without arrays: the chart asks for it several times.
    var total = 0.0
    var count = 0
    for night in nights where night.asleep > 0 {
      total += night.asleep
      count += 1
    }
    return count == 0 ? nil : total / Double(count)
  }

  /// The stages drawn bottom up, with their colours and names.
  static let stages: [(name: String, color: String, className: String)] = [
    ("Deep", HealthPalette.colors.sleepDeep, "sleep-deep"),
    ("Core", HealthPalette.colors.sleepCore, "sleep-core"),
    ("REM", HealthPalette.colors.sleepREM, "sleep-rem"),
    ("Awake", HealthPalette.colors.sleepAwake, "sleep-awake"),
  ]

  /// The segments' fills and classes, bottom up: the ``stages``, then unspecified time asleep.
  static let segmentStyles: [(fill: String, className: String)] =
    stages.map { (fill: $0.color, className: $0.className) }
    + [(fill: HealthPalette.colors.sleep, className: "sleep-asleep")]

  var legend: Legend? {
    guard average != nil else { return nil }
    var items: [Legend.Item] = []
    if nights.contains(where: \.hasStages) {
      let names = stageNames
      items += zip(Self.stages, names).map {
        Legend.Item(label: $1, color: $0.color, className: $0.className)
      }
    }
    if nights.contains(where: { !$0.hasStages && $0.asleep > 0 })
      || nights.contains(where: { $0.hasStages && $0.asleep - $0.core - $0.deep - $0.rem > 1e-6 })
    {
      items.append(
        Legend.Item(
          label: words.text("Asleep"), color: HealthPalette.colors.sleep, className: "sleep-asleep")
      )
    }
    return items.count > 1 ? Legend(items: items) : nil
  }

  /// The stages' names in the reader's words, in ``stages`` order.
  var stageNames: [String] {
    [words.text("Deep"), words.text("Core"), words.text("REM"), words.text("Awake")]
  }

  var title: String { words.text("Sleep") }

  var subtitle: String {
    average.map { words.format("Avg: %@", durations.text($0)) }
      ?? words.format("No sleep in the %@", windowPhrase)
  }

  func label(average: Double) -> String {
    words.format(
      "Stacked bar chart, sleep per night by stage, %@, average time asleep: %@.", windowPhrase,
      durations.text(average))
  }

  var emptyLabel: String {
    words.format("Stacked bar chart, sleep per night, %@: no data.", windowPhrase)
  }

  var summaryValues: [DateValue] {
    nights.filter { $0.asleep > 0 }.map { DateValue(date: $0.date, value: $0.asleep) }
  }

  func summaryText(_ value: Double) -> String {
    words.format("%@ asleep", durations.text(value))
  }

  var dataTable: DataTable? {
    guard !nights.isEmpty else { return nil }
    let hasStages = nights.contains(where: \.hasStages)
    var columns = [words.text("Night"), words.text("Asleep"), words.text("In bed")]
    if hasStages { columns += stageNames }
    let rows = nights.map { night -> [String] in
      var row = [locale.dates.longDate(night.date), hours(night.asleep), hours(night.inBed)]
      if hasStages { row += [night.deep, night.core, night.rem, night.awake].map(hours) }
      return row
    }
    return DataTable(
      caption: words.format("Sleep per night, %@", windowPhrase), columns: columns, rows: rows)
  }

  /// "7 hr 12 min", or "—" for no time.
  func hours(_ value: Double) -> String {
    value > 0 ? durations.text(value) : WeekReport.none
  }

  /// "December 9: 7 hr 12 min asleep (deep 1 hr 2 min, core 4 hr, REM 1 hr 50 min, awake
  /// 12 min), 10:48 PM to 6:58 AM", built in one stack buffer (28 are made for every chart)
  /// from the sentences looked up once (``labels``).
  func datumLabel(_ night: Night) -> String {
    let sentence = night.hasStages ? labels.stages : night.inBed > 0 ? labels.inBed : labels.asleep
    let template = night.times == nil ? sentence.plain : sentence.timed
    // The durations the sentence names after the date, then the bedtime and the wake time.
    let durationCount = sentence.durationCount
    return ShortText.build(capacity: 512) { text in
      template.append(to: &text) { index, text in
        switch index {
        case 0: locale.dates.appendLongMonthDay(night.date, to: &text)
        case 1: durations.append(night.asleep, to: &text)
        case 2 where durationCount == 2: durations.append(night.inBed, to: &text)
        case _ where index <= durationCount:
          durations.append(Self.stageValue(night, index - 2), to: &text)
        default:
          if let times = night.times {
            appendClock(index == durationCount + 1 ? times.bedtime : times.wake, to: &text)
          }
        }
      }
    }
  }

  /// A night's stage by its place in ``stages``: deep, core, REM, awake.
  static func stageValue(_ night: Night, _ index: Int) -> Double {
    switch index {
    case 0: return night.deep
    case 1: return night.core
    case 2: return night.rem
    default: return night.awake
    }
  }

  /// Appends a time of day, `seconds` from midnight, as the reader's clock writes it: "10:48 PM"
  /// in American English (as the report always has, with a plain space), "22:48" in Germany.
  func appendClock(_ seconds: Int, to text: inout ShortText) {
    guard locale.identifier != "en-US" else {
      WeekReport.appendClockText(Double(seconds), to: &text)
      return
    }
    let minutes = Int((Double(seconds) / 60).rounded())
    let ofDay = ((minutes % 1_440) + 1_440) % 1_440
    locale.dates.appendTime(hour: ofDay / 60, minute: ofDay % 60, to: &text)
  }

  /// A night's annotation: the date (with bedtime and wake time when measured) over the time
  /// asleep.
  func tip(_ night: Night) -> Tip? {
    guard showsAnnotations else { return nil }
    let title = ShortText.build(capacity: 128) { text in
      locale.dates.appendWeekdayMonthDay(night.date, to: &text)
      if let times = night.times {
        text.append(" \u{00B7} ")
        appendClock(times.bedtime, to: &text)
        text.append("\u{2013}")
        appendClock(times.wake, to: &text)
      }
    }
    let value =
      night.asleep > 0
      ? durations.text(night.asleep)
      : words.format("%@ in bed", durations.text(night.inBed))
    return Tip(
      title: title, value: value, accessibilityLabel: datumLabel(night),
      valueColor: HealthPalette.colors.sleepText)
  }

  /// A night's segments, bottom up: the stages, any unspecified time asleep on top of them, or
  /// one asleep (else in-bed) segment for a night without stages.
  func segments(_ night: Night) -> [StackedBarMark.Segment] {
    guard night.hasStages else {
      let height = night.asleep > 0 ? night.asleep : night.inBed
      return [
        StackedBarMark.Segment(
          lower: 0, upper: height, fill: HealthPalette.colors.sleep, className: "sleep-asleep")
      ]
    }
    let unspecified = max(0, night.asleep - night.core - night.deep - night.rem)
    return Self.stack(
      [night.deep, night.core, night.rem, night.awake, unspecified > 1e-6 ? unspecified : 0],
      styles: Self.segmentStyles)
  }

  func bars() -> [StackedBarMark.Datum] {
    nights.map { night in
      StackedBarMark.Datum(
        x: Double(night.date.dayNumber), segments: segments(night), tip: tip(night))
    }
  }
}
