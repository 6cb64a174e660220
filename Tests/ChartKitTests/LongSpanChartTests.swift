import TestSupport
import Testing

@testable import ChartKit

/// The pieces of charts over months and years: d3's multi-scale tick labels, bins of days
/// (weekly bars) and faint points under a line.
@Suite struct LongSpanChartTests {
  static let calendar = UTCGregorianCalendar()
  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  static func label(_ day: Int) -> String {
    TimeTickLabel.multiScale(day, calendar: calendar, monthNames: months) { day in
      let (_, month, dayOfMonth) = calendar.components(ofDay: day)
      return String(month) + "/" + String(dayOfMonth)
    }
  }

  @Test(arguments: [
    ("2024-01-01", "2024"), ("2024-03-01", "Mar"), ("2024-12-01", "Dec"), ("2024-12-09", "12/9"),
    ("2025-01-01", "2025"), ("2024-02-29", "2/29"),
  ])
  func multiScaleLabels(date: String, expected: String) {
    #expect(Self.label(Self.calendar.day(date)) == expected)
  }

  @Test func missingMonthNamesFallBackToTheDayLabel() {
    let day = Self.calendar.day("2024-03-01")
    #expect(
      TimeTickLabel.multiScale(day, calendar: Self.calendar, monthNames: []) { _ in "3/1" } == "3/1"
    )
  }

  @Test func aYearOfMonthTicksIsLabelledByMonthAndYear() {
    let first = Self.calendar.day("2023-12-17")
    let last = Self.calendar.day("2024-12-14")
    let scale = TimeScale(domain: (Double(first), Double(last + 1)), range: (0, 600))
    let labels = scale.ticks(count: 12, calendar: Self.calendar).map(Self.label)
    #expect(
      labels == [
        "2024", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
      ])
  }

  @Test func binsSpanTheirDays() {
    let scale = TimeScale(domain: (0, 28), range: (0, 280))
    let bins = XScale.dayBins(scale, span: 7)
    #expect(bins.interval(of: 7) == (70, 140))
    #expect(bins.center(of: 7) == 105)
    // Ticks sit on their day, not on the bin's centre.
    #expect(bins.tickPosition(of: 7) == 75)
    #expect(XScale.days(scale).tickPosition(of: 7) == 75)
    #expect(XScale.dayBins(scale, span: 0).interval(of: 0) == (0, 10))
  }

  /// A year of weekly bars with tips, a goal rule, month and year labels.
  static func weeklyBars() -> Chart {
    let first = calendar.day("2023-12-17")
    let weeks = 52
    let bars = (0..<weeks).map { index -> PlotDatum in
      let start = first + index * 7
      let value = 8_000 + Double((index * 7_919) % 4_000)
      return PlotDatum(
        x: Double(start), y: value,
        tip: Tip(
          title: "Week of " + label(start), value: NumberFormat.grouped(value),
          accessibilityLabel: "Week of " + label(start) + ": " + NumberFormat.grouped(value),
          valueColor: "#FF2D55"))
    }
    return Chart(
      width: 640, plotHeight: 150,
      xAxis: .dayBins(
        first: first, last: first + weeks * 7 - 1, span: 7, calendar: calendar, tickCount: 12,
        label: { label($0) }),
      yAxis: Chart.YAxis(tickCount: 3, format: { NumberFormat.compact($0) }),
      marks: [
        BarMark(data: bars, fill: "#FF2D55", padding: 0.2),
        RuleMark(y: 10_000, stroke: "#00C7BE", className: "rule-goal"),
      ],
      ids: IDGenerator(prefix: "y"), appearance: Fixture.appearance,
      accessibility: ChartAccessibility(
        label: "Bar chart, steps per day by week, last 52 weeks", description: "52 weeks."))
  }

  @Test func weeklyBarsOverAYear() throws {
    let svg = Self.weeklyBars().render(pretty: true)
    _ = try XMLCheck.parse(svg)
    #expect(svg.contains(">2024</text>") && svg.contains(">Jul</text>"))
    GoldenFile.assertMatches(svg, named: "weekly-bars-year.svg")
  }

  /// Faint daily points under a moving-average line, one tip per day.
  @Test func faintPointsUnderALine() throws {
    let first = Self.calendar.day("2024-09-01")
    let days = (0..<100).filter { $0 % 5 != 3 }
    let values = days.map { 170 - Double($0) * 0.05 + Double(($0 * 37) % 9) / 10 }
    let points = zip(days, values).map { PlotDatum(x: Double(first + $0), y: $1) }
    let line = (0..<100).map { offset -> (x: Double, y: Double?) in
      (Double(first + offset), offset < 6 ? nil : 170 - Double(offset) * 0.05 + 0.4)
    }
    let chart = Chart(
      width: 320, plotHeight: 150,
      xAxis: .days(
        first: first, last: first + 99, calendar: Self.calendar, tickCount: 6,
        label: { Self.label($0) }),
      yAxis: Chart.YAxis(tickCount: 4, format: { NumberFormat.tick($0, decimals: 1) }),
      marks: [
        PointMark(
          data: points, radius: 2, fill: "#5856D6", stroke: "none", className: "point-daily",
          fillOpacity: 0.3),
        LineMark(points: line, stroke: "#5856D6", className: "line-average"),
      ],
      ids: IDGenerator(prefix: "f"), appearance: Fixture.appearance,
      accessibility: ChartAccessibility(label: "Line chart", description: "100 days."))
    let svg = chart.render(pretty: true)
    _ = try XMLCheck.parse(svg)
    #expect(svg.contains("fill-opacity=\"0.3\""))
    #expect(!svg.contains("stroke-width=\"1.5\""))
    GoldenFile.assertMatches(svg, named: "faint-points-line.svg")
  }
}
