import ChartKit

extension PeriodAverage {
  /// The "Average per day" section of a list or section page: its heading, then the period
  /// tables side by side, or "No data yet." without them.
  /// - Parameters:
  ///   - heading: the section's heading ("Average per day", "Average per night").
  ///   - tables: one table per period (``table(_:title:perDay:columns:rows:words:)``); none
  ///     without data.
  ///   - words: the reader's words.
  /// - Returns: the section.
  static func section(heading: String, tables: [MarkupNode], words: StringCatalog) -> MarkupNode {
    var children: [MarkupNode] = [
      .newline, .el("h2", [("id", "averages-heading")], [.text(heading)]), .newline,
    ]
    if tables.isEmpty {
      children.append(.el("p", [("class", "period")], [.text(words.text("No data yet."))]))
    } else {
      children.append(.el("div", [("class", "period-tables")], [.newline, .lines(tables)]))
    }
    return .lines([
      .el("section", [("class", "averages"), ("aria-labelledby", "averages-heading")], children)
    ])
  }

  /// One period's table of averages: a "By week" heading over a scrolling table with a hidden
  /// caption, a header row (the period, then the value columns) and a row per period, newest
  /// first.
  /// - Parameters:
  ///   - period: week, month or year.
  ///   - title: the page's title, for the caption.
  ///   - perDay: whether the caption says "average per day" (one metric's days) rather than
  ///     "average" (a section's metrics, each over its own days).
  ///   - columns: the headings of the value columns.
  ///   - rows: a row per period, newest first: its label ("Dec 2024") and its values.
  ///   - words: the reader's words.
  /// - Returns: the headed table.
  static func table(
    _ period: Period, title: String, perDay: Bool, columns: [String],
    rows: [(label: String, values: [String])], words: StringCatalog
  ) -> MarkupNode {
    let table = TableColumns(
      columns: [.text(period.columnHeading(words))] + columns.map(TableColumns.Column.number))
    let caption: String
    switch (period, perDay) {
    case (.week, true): caption = words.format("%@, average per day by week, newest first", title)
    case (.month, true):
      caption = words.format("%@, average per day by month, newest first", title)
    case (.year, true): caption = words.format("%@, average per day by year, newest first", title)
    case (.week, false): caption = words.format("%@, average by week, newest first", title)
    case (.month, false): caption = words.format("%@, average by month, newest first", title)
    case (.year, false): caption = words.format("%@, average by year, newest first", title)
    }
    return FigureTable.node(
      className: "day-list period-list", caption: caption, header: [table.header],
      rows: rows.map { table.row($0.label, $0.values) },
      heading: [.el("h3", [("id", "averages-" + period.rawValue)], [.text(period.heading(words))])])
  }
}
