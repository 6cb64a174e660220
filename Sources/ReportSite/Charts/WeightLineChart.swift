import ChartKit
import HealthCore

/// The weight line chart: a Catmull-Rom line with a point on every day, the area down to the
/// window's minimum and a dashed mint goal rule (SPEC §3).
struct WeightLineChart: DayDashboardChart {
  static let setup = DashboardCardSetup(
    fileName: "weight", idCode: "w", chart: "weight", rules: .weight, accent: .weight)
  let data: DashboardData
  /// The relative link of the card's header (the weight list page); `nil` for none.
  let link: String?

  /// Weights in the display unit.
  var days: [DateValue] { data.weights }
  var annotatedParts: Set<ChartStyleSheet.Part> { [.datums, .tips, .axes] }

  var card: ChartCard {
    let words = data.words
    let subtitle =
      average.map { words.format("Avg: %@", weightText($0)) }
      ?? words.plural(
        data.dayCount, "No weight in the last %lld days", one: "No weight in the last %lld day",
        number: data.dayCountText)
    return Self.setup.card(
      title: words.text("Weight"), subtitle: subtitle, iconPaths: MetricIcons.weight, link: link)
  }

  /// A weight in the display unit with its short unit: "162.3 lbs", "73,6 kg", "11 st 4.2 lb".
  func weightText(_ value: Double) -> String {
    WeightText.short(value, unit: data.units, locale: data.locale)
  }

  /// A weight in the display unit with its spoken unit: "162.3 pounds".
  func spokenWeight(_ value: Double) -> String {
    WeightText.spoken(value, unit: data.units, locale: data.locale)
  }

  var accessibility: ChartAccessibility {
    let words = data.words
    let goal =
      data.units == .stones
      ? spokenWeight(data.goalWeight)
      : NumberFormat.tick(data.goalWeight, decimals: 1, style: data.locale.numbers) + " "
        + words.text(data.units.spokenName)
    guard let average else {
      return ChartAccessibility(
        label: words.format("Line chart, weight: no data, goal weight: %@", goal),
        description: words.text("No data."))
    }
    let label = words.format(
      "Line chart, weight, average weight: %@, goal weight: %@", spokenWeight(average), goal)
    return ChartAccessibility(
      label: label,
      description: ChartText.summarize(data.weights, window: data.window, locale: data.locale) {
        spokenWeight($0)
      })
  }

  var dataTable: DataTable? {
    ChartText.table(
      data.weights, caption: data.words.format("Weight per day, %@", data.windowPhrase),
      labelHeading: data.words.text("Date"),
      valueHeading: data.words.format("Weight (%@)", data.units.rawValue),
      locale: data.locale, format: { WeightText.number($0, unit: data.units, locale: data.locale) })
  }

  /// "December 9: 162.3 pounds", with the weight already written as the reader writes it
  /// (``WeightText/number(_:unit:locale:)``).
  func datumLabel(_ datum: DateValue, number: String) -> String {
    let dates = data.locale.dates
    return data.locale.datumWords.weightLabel(
      { dates.appendLongMonthDay(datum.date, to: &$0) }, number: number, unit: data.units)
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard let window = data.window, let minimum = data.weights.map(\.value).min() else {
      writeEmptyState(
        data.emptyMessage("weight"), className: Self.setup.chartClass, ids: ids,
        styleSheet: styleSheet, to: &writer)
      return
    }
    let points = data.weights.map { (x: Double($0.date.dayNumber), y: Optional($0.value)) }
    let tips: [PlotDatum] =
      !data.showsAnnotations
      ? []
      : data.weights.map { datum in
        // The weight is written once, for the annotation and the spoken label.
        let number = WeightText.number(datum.value, unit: data.units, locale: data.locale)
        return PlotDatum(
          x: Double(datum.date.dayNumber), y: datum.value,
          tip: Tip(
            title: data.locale.dates.weekdayMonthDay(datum.date), value: number,
            accessibilityLabel: datumLabel(datum, number: number),
            valueColor: HealthPalette.colors.weightText))
      }
    let curve = Curve.catmullRom(alpha: 0.5)
    writeCartesian(
      data.highlightMarks + [
        RuleMark(
          y: data.goalWeight, stroke: HealthPalette.colors.goal, className: "rule-goal"),
        AreaMark(
          points: points, baseline: minimum, curve: curve, fill: ids.url("area"),
          className: "area-weight"),
        LineMark(
          points: points, curve: curve, stroke: HealthPalette.colors.weight,
          className: "line-weight",
          symbol: data.hasDayAnnotations
            ? LineMark.Symbol(
              fill: HealthPalette.colors.weight, stroke: HealthPalette.colors.card,
              className: "point-weight")
            : nil),
        TipMark(data: tips),
      ],
      xAxis: data.dayAxis(window),
      yAxis: data.decimalAxis(tickCount: 4, includes: [data.goalWeight]),
      selection: data.selectedDay(in: data.weights), className: Self.setup.chartClass,
      definitions: [
        SVGDocument.verticalGradient(
          ids: ids, name: "area", topColor: HealthPalette.colors.weight, topOpacity: 0.5,
          bottomColor: HealthPalette.colors.weight, bottomOpacity: 0)
      ], ids: ids, styleSheet: styleSheet, nested: nested, to: &writer)
  }
}
