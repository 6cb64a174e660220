import ChartKit
import HealthCore

/// The chart of a further metric (distance, energy, exercise minutes, heart rate) on its list
/// page: bars for cumulative metrics and a line for averaged ones, over a window of days, with
/// a dashed rule at the window's mean. Built on ChartKit like ``StepsBarChart``.
struct MetricChart: MetricSetupChart {
  /// The metric, window, colours and title.
  var setup: MetricChartSetup
  /// The days with data inside `window`, ascending, in the display unit.
  let values: [DateValue]
  /// Where the data came from (the empty state's wording).
  let source: DataSource
  /// The relative link of the card's header; `nil` for none.
  let link: String?
  /// The statically selected day, if any.
  var selectedDate: LocalDate?
  /// Days marked with a light band (a weekly report's week), if any.
  var highlight: ClosedRange<LocalDate>?
  /// A range chart's low values by day, display unit (blood pressure's diastolic under
  /// `values`' systolic): each bar then goes from the day's low to its value, as the Health app
  /// draws blood pressure. Empty for a plain chart.
  var lows: [LocalDate: Double] = [:]
  /// A target range drawn as a band behind the data (glucose's 70–180 mg/dL), display unit;
  /// `nil` for none.
  var target: ClosedRange<Double>?
  /// The standalone file's name instead of the metric's slug ("blood-pressure").
  var fileNameOverride: String?

  init(
    format: MetricFormat, values: [DateValue], window: ReportWindow?, weekStart: WeekStart,
    source: DataSource, link: String?, title: String? = nil
  ) {
    setup = MetricChartSetup(format: format, window: window, weekStart: weekStart, title: title)
    self.values = values
    self.source = source
    self.link = link
  }

  /// Whether the metric is drawn as bars (cumulative, or a range) rather than a line.
  var isBarChart: Bool {
    format.metric.aggregation == .cumulative || format.isDuration || isRange
  }

  /// Whether bars go from each day's low to its value (``lows``).
  var isRange: Bool { !lows.isEmpty }

  /// The mean of the lows of the window's days; `nil` for a plain chart.
  var averageLow: Double? {
    isRange
      ? ChartHelper.averageValue(
        for: values.compactMap { day in
          lows[day.date].map { DateValue(date: day.date, value: $0) }
        }) : nil
  }

  /// A value with the day's low, if any, and the unit: "124/80 mmHg", "8,532 steps".
  func withUnit(_ value: Double, low: Double?) -> String {
    guard let low else { return format.withUnit(value) }
    return format.number(value) + "/" + format.number(low) + " " + format.unitLabel
  }

  var fileName: String { fileNameOverride ?? format.metric.slug }
  var idCode: String { "m" }
  var styleParts: Set<ChartStyleSheet.Part> {
    cartesianStyleParts(hasData: average != nil, annotated: hasDayAnnotations, dimming: false)
  }
  var size: (width: Double, height: Double) {
    ChartSize.cartesian(annotated: hasDayAnnotations)
  }

  /// Hover annotations only up to a year of days (see ``DashboardData/hasDayAnnotations``).
  var hasDayAnnotations: Bool { interactive && (window?.dayCount ?? 0) <= 366 }

  /// "last 365 days".
  var windowPhrase: String {
    ChartText.windowPhrase(dayCount: window?.dayCount ?? 0, locale: locale)
  }

  /// The mean of the window's days; `nil` when there is none.
  var average: Double? { ChartHelper.averageValue(for: values) }

  var card: ChartCard {
    let subtitle =
      average.map { words.format("Avg: %@", withUnit($0, low: averageLow)) }
      ?? words.format("No data in the %@", windowPhrase)
    return accent.card(
      title: title, subtitle: subtitle,
      iconPaths: isBarChart ? MetricIcons.calendar : MetricIcons.change, link: link)
  }

  var accessibility: ChartAccessibility {
    let name = ChartText.midSentence(title, locale: locale)
    guard let average else {
      let label =
        isRange
        ? words.format("Range chart, %@, %@: no data.", name, windowPhrase)
        : isBarChart
          ? words.format("Bar chart, %@, %@: no data.", name, windowPhrase)
          : words.format("Line chart, %@, %@: no data.", name, windowPhrase)
      return ChartAccessibility(label: label, description: words.text("No data."))
    }
    let averageText = withUnit(average, low: averageLow)
    var label =
      isRange
      ? words.format("Range chart, %@, %@, average per day: %@.", name, windowPhrase, averageText)
      : isBarChart
        ? words.format("Bar chart, %@, %@, average per day: %@.", name, windowPhrase, averageText)
        : words.format(
          "Line chart, %@, %@, average per day: %@.", name, windowPhrase, averageText)
    if let target {
      label +=
        " "
        + words.format(
          "Target range %@ to %@.", format.number(target.lowerBound),
          format.withUnit(target.upperBound))
    }
    return ChartAccessibility(
      label: label,
      description: isRange
        ? rangeDescription
        : ChartText.summarize(values, window: window, locale: locale) { format.withUnit($0) })
  }

  /// A range chart's description: the span, the days with data, and the days of the highest
  /// and lowest value with their lows ("Highest: 139/85 mmHg on October 20.").
  var rangeDescription: String {
    guard let window, let highest = values.max(by: { $0.value < $1.value }),
      let lowest = values.min(by: { $0.value < $1.value })
    else {
      return ChartText.summarize(values, window: window, locale: locale) { format.withUnit($0) }
    }
    let dates = locale.dates
    return ChartText.span(values, window: window, locale: locale) + " "
      + words.format(
        "Highest: %@ on %@.", withUnit(highest.value, low: lows[highest.date]),
        dates.longMonthDay(highest.date)) + " "
      + words.format(
        "Lowest: %@ on %@.", withUnit(lowest.value, low: lows[lowest.date]),
        dates.longMonthDay(lowest.date))
  }

  var dataTable: DataTable? {
    let caption = words.format("%@ per day, %@", title, windowPhrase)
    guard isRange else {
      return ChartText.table(
        values, caption: caption, labelHeading: words.text("Date"),
        valueHeading: format.valueHeading, locale: locale, format: { format.number($0) })
    }
    guard !values.isEmpty else { return nil }
    return DataTable(
      caption: caption,
      columns: [words.text("Date"), words.format("%@ (%@)", title, format.headingUnit)],
      rows: values.map { day in
        [
          day.rowLabel(locale),
          format.number(day.value) + (lows[day.date].map { "/" + format.number($0) } ?? ""),
        ]
      })
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard let window, let average else {
      writeNoData(windowPhrase: windowPhrase, ids: ids, styleSheet: styleSheet, to: &writer)
      return
    }
    var marks: [any Mark] = [HealthMarks.averageRule(average)]
    if isBarChart {
      let bars = values.map {
        BarMark.Datum(
          x: Double($0.date.dayNumber), y: $0.value, tip: tip(for: $0), low: lows[$0.date])
      }
      marks.insert(BarMark(data: bars, fill: accent.color, padding: 0.25), at: 0)
      if let averageLow {
        marks.append(HealthMarks.averageRule(averageLow))
      }
    } else {
      let points = values.map { (x: Double($0.date.dayNumber), y: Optional($0.value)) }
      marks.append(
        LineMark(
          points: points, curve: .catmullRom(alpha: 0.5), stroke: accent.color,
          className: accent.lineClass))
      marks.append(
        TipMark(
          data: values.compactMap { datum in
            tip(for: datum).map {
              PlotDatum(x: Double(datum.date.dayNumber), y: datum.value, tip: $0)
            }
          }))
    }
    if let target {
      marks.insert(
        BandMark(
          yRange: target, fill: HealthPalette.colors.secondary, opacity: 0.12,
          className: "band-target"), at: 0)
    }
    writeCartesian(
      HealthMarks.weekBand(highlight) + marks,
      xAxis: DashboardData.dayAxis(window: window, weekStart: weekStart, locale: locale),
      yAxis: HealthMarks.compactYAxis(tickCount: 3, locale: locale),
      selection: selectedDate.flatMap { date in
        values.contains { $0.date == date } && hasDayAnnotations ? Double(date.dayNumber) : nil
      }, className: accent.chartClass, ids: ids, styleSheet: styleSheet, nested: nested,
      to: &writer)
  }

  /// The hover annotation of a day; `nil` when the window is too long for annotations.
  func tip(for datum: DateValue) -> Tip? {
    guard hasDayAnnotations else { return nil }
    return Tip(
      title: locale.dates.weekdayMonthDay(datum.date),
      value: isRange
        ? withUnit(datum.value, low: lows[datum.date]) : format.withUnitOrNumber(datum.value),
      accessibilityLabel: locale.dates.longMonthDay(datum.date) + ": "
        + withUnit(datum.value, low: lows[datum.date]),
      valueColor: accent.textColor)
  }
}
