import ChartKit
import HealthCore

/// A metric's list page (SPEC §5): every day newest first, `MMMM d, yyyy` and the value with 0
/// (steps) or 1 (weight) decimals.
struct ListPage: Sendable {
  let metric: MetricKind
  let series: DailySeries
  let units: WeightUnit

  var title: String { metric.displayName }

  /// The value of a day in display units, formatted.
  func format(_ value: Double) -> String {
    switch metric {
    case .bodyMass: return NumberFormat.grouped(units.value(fromKilograms: value), decimals: 1)
    case .steps: return NumberFormat.grouped(value)
    default: return NumberFormat.grouped(value, decimals: 1)
    }
  }

  var valueHeading: String {
    switch metric {
    case .bodyMass: return "Weight (" + units.rawValue + ")"
    case .steps: return "Steps"
    default: return metric.displayName
    }
  }

  /// Renders the page's main content from `list.html`.
  func renderContent(templates: TemplateSet) throws(TemplateError) -> String {
    var rows = ""
    rows.reserveCapacity(series.days.count * 80)
    for day in series.days.reversed() {
      SVGNode.el(
        "tr", [],
        [
          .el("th", [("scope", "row")], [.text(day.date.listText)]),
          .el("td", [("class", "num")], [.text(format(day.value))]),
        ]
      ).write(to: &rows)
      rows += "\n"
    }
    let summary: String
    if let first = series.days.first, let last = series.days.last {
      let count = series.days.count
      summary = NumberFormat.grouped(Double(count)) + (count == 1 ? " day" : " days")
        + " with data, " + first.date.listText + " \u{2013} " + last.date.listText + "."
    } else {
      summary = "No Data. There is no data for this Health statistic."
    }
    return try templates.template(named: "list").render([
      "title": .text(title),
      "summary": .text(summary),
      "caption": .text(title + ", every day, newest first"),
      "value_heading": .text(valueHeading),
      "rows": .html(rows),
    ])
  }
}
