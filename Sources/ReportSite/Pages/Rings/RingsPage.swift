import ChartKit
import HealthCore

/// The Activity rings page (`rings/index.html`), made only when the data has Activity
/// summaries: each ring's current and longest streak with their dates, the share of days each
/// ring closed per year, a table of the last ``tableDays`` days' figures, and the history month
/// by month, newest first, as the Fitness app's calendar (``RingMonthCalendar``: one `<svg>` per
/// month, each month's shares in its caption). The whole history's figures are in
/// `data/daily.csv`, which the page links; its table keeps to the last days and only the latest
/// year's days have annotations, so the page stays about 0.5 KB per day of calendar.
struct RingsPage: Sendable {
  /// The page's site-relative path.
  static let path = "rings/index.html"
  /// The days of the figures table.
  static let tableDays = 31
  /// The months whose days show annotations on hover and focus (the latest year's); older
  /// days keep their rings and their names, as the long charts keep their marks.
  static let annotatedMonths = 12

  /// The days with a summary, ascending, up to the report's end.
  let days: [ActivityRings]
  /// Their streaks and shares.
  let streaks: RingStreaks
  /// The reader's words and units.
  let words: RingWords

  /// The page of `rings` (``HealthDataset/rings``) up to `options`' end day.
  /// - Parameters:
  ///   - rings: the days' rings, ascending.
  ///   - options: the report's options.
  init(rings: [ActivityRings], options: SiteOptions) {
    days = options.endDate.map { end in rings.filter { $0.date <= end } } ?? rings
    streaks = RingStreaks(days)
    words = RingWords(options: options)
  }

  var strings: StringCatalog { words.words }
  var locale: ReportLocale { words.locale }
  var rings: [ActivityRings.Ring] { ActivityRings.Ring.allCases }

  /// The page's title.
  var title: String { strings.text("Activity rings") }

  /// The page's main content.
  var content: MarkupNode {
    var nodes: [MarkupNode] = [
      .el("h1", [("class", "page-title")], [.text(title)]), .newline,
    ]
    if let first = days.first, let last = days.last {
      let count = strings.plural(
        days.count, "%lld days", one: "%lld day", number: number(days.count))
      nodes += [
        .el(
          "p", [("class", "period")],
          [.text(locale.ranges.text(from: first.date, to: last.date, style: .full) + " · " + count)]
        ), .newline,
      ]
    }
    nodes += [streakSection, .newline, yearSection, .newline, tableSection, .newline]
    nodes.append(historySection)
    return .lines([.group(nodes)])
  }

  /// A whole number in the reader's style.
  func number(_ value: Int) -> String {
    NumberFormat.grouped(Double(value), style: locale.numbers)
  }

  /// `<section>` with an `<h2>` and its content; unnamed, so no landmark (its table's region
  /// is named like its heading, and two regions of one name are one too many).
  func section(_ id: String, _ heading: String, _ content: [MarkupNode]) -> MarkupNode {
    .el(
      "section", [("class", "rings-" + id)],
      [.newline, .el("h2", [("id", "rings-" + id + "-heading")], [.text(heading)]), .newline]
        + content + [.newline])
  }

  /// `<th scope="col">` cells.
  func header(_ titles: [String]) -> [MarkupNode] {
    [.el("tr", [], titles.map { .el("th", [("scope", "col")], [.text($0)]) })]
  }

  /// A streak's days and dates: "12 days (Mar 1 – 12, 2025)", or "–".
  func streakText(_ streak: RingStreak?) -> String {
    guard let streak else { return "\u{2013}" }
    return strings.plural(streak.days, "%lld days", one: "%lld day", number: number(streak.days))
      + " (" + locale.ranges.text(from: streak.first, to: streak.last, style: .medium) + ")"
  }

  /// Each ring's current and longest streak.
  var streakSection: MarkupNode {
    let rows = rings.map { ring -> MarkupNode in
      .el(
        "tr", [],
        [
          .el("th", [("scope", "row")], [.text(words.name(ring))]),
          .el("td", [], [.text(streakText(streaks.current(ring)))]),
          .el("td", [], [.text(streakText(streaks.longest(ring)))]),
        ])
    }
    return section(
      "streaks", strings.text("Streaks"),
      [
        FigureTable.node(
          className: "day-list rings-table", caption: strings.text("Streaks"),
          header: header([
            strings.text("Ring"), strings.text("Current streak"), strings.text("Longest streak"),
          ]), rows: rows)
      ])
  }

  /// A period's share of one ring: "57% (208/365)", or "–" without a counted day.
  func shareText(_ share: RingPeriodShare, _ ring: ActivityRings.Ring) -> String {
    guard let value = share.share(ring) else { return "\u{2013}" }
    return words.percent(value) + " (" + number(share.closedDays(ring)) + "/"
      + number(share.days(ring)) + ")"
  }

  /// The share of days each ring closed, per year, newest first.
  var yearSection: MarkupNode {
    let rows = streaks.years.reversed().map { year -> MarkupNode in
      .el(
        "tr", [],
        [
          .el("th", [("scope", "row")], [.text(String(year.start.year))]),
          .el("td", [], [.text(number(year.summaryDays))]),
        ] + rings.map { .el("td", [], [.text(shareText(year, $0))]) })
    }
    return section(
      "years", strings.text("Rings closed by year"),
      [
        FigureTable.node(
          className: "day-list rings-table", caption: strings.text("Rings closed by year"),
          header: header(
            [strings.text("Year"), strings.text("Days")] + rings.map { words.name($0) }),
          rows: rows)
      ])
  }

  /// The figures of the last ``tableDays`` calendar days with a summary, newest first: date,
  /// each ring's figures, the rings closed.
  var tableSection: MarkupNode {
    let since = days.last.map { $0.date.adding(days: 1 - Self.tableDays) }
    let recent = days.filter { day in since.map { day.date >= $0 } ?? false }
    let rows = recent.reversed().map { day -> MarkupNode in
      let closed = rings.filter { day.isClosed($0) == true }.map { words.name($0) }
      return .el(
        "tr", [],
        [.el("th", [("scope", "row")], [.text(locale.dates.weekdayMediumDate(day.date))])]
          + rings.map { ring in
            .el(
              "td", [],
              [
                .text(
                  day.isPaused(ring)
                    ? strings.text("paused")
                    : words.figures(ring, of: day) ?? "\u{2013}")
              ])
          }
          + [.el("td", [], [.text(closed.isEmpty ? "\u{2013}" : closed.joined(separator: ", "))])])
    }
    let heading = strings.plural(
      Self.tableDays, "Last %lld days", one: "Last %lld day", number: number(Self.tableDays))
    return section(
      "days", heading,
      [
        FigureTable.node(
          className: "day-list rings-table", caption: heading,
          header: header(
            [strings.text("Date")] + rings.map { words.name($0) } + [strings.text("Closed")]),
          rows: rows),
        .newline,
        .el(
          "p", [("class", "card-note")],
          [
            .text(strings.text("Every day's figures:") + " "),
            .el("a", [("href", "../" + SiteGenerator.dailyCSVPath)], [.text("daily.csv")]),
          ]),
      ])
  }

  /// A month's shares: "Move 58%, Exercise 70%, Stand 90%".
  func monthShares(_ month: RingPeriodShare) -> String {
    rings.compactMap { ring in
      month.share(ring).map { words.words.format("%@ %@", words.name(ring), words.percent($0)) }
    }.joined(separator: ", ")
  }

  /// The months, newest first, each a calendar in a `<figure>`.
  var historySection: MarkupNode {
    var writer = MarkupWriter(capacity: 4096 + days.count * 900)
    writer.open("div")
    writer.attribute("class", "ring-months")
    writer.endOpen()
    for (index, month) in streaks.months.reversed().enumerated() {
      let lower = days.partitionPoint { $0.date < month.start }
      let upper = days.partitionPoint { $0.date <= month.end }
      let name = locale.dates.monthYear(month.start)
      let shares = monthShares(month)
      var grid = RingMonthCalendar.grid(
        start: month.start, days: days[lower..<upper], locale: locale,
        accessibility: ChartAccessibility(
          label: strings.format("%@: %@", title, name),
          description: shares.isEmpty ? name : strings.format("Rings closed: %@", shares)))
      writer.text("\n")
      writer.open("figure")
      writer.attribute("class", "ring-month")
      writer.endOpen()
      writer.open("figcaption")
      writer.endOpen()
      writer.open("strong")
      writer.endWithText(name, close: "strong")
      if !shares.isEmpty {
        writer.open("span")
        writer.attribute("class", "card-subtitle")
        writer.endWithText(strings.format("Rings closed: %@", shares), close: "span")
      }
      writer.close("figcaption")
      grid.showsTips = index < Self.annotatedMonths
      grid.write(ids: IDGenerator(prefix: "m" + String(index)), words: words, to: &writer)
      writer.close("figure")
    }
    writer.text("\n")
    writer.close("div")
    return section("history", strings.text("History"), [.markup(writer.markup)])
  }
}

extension Array {
  /// The first index whose element fails `belongs` (binary search: the elements that belong
  /// come first).
  fileprivate func partitionPoint(_ belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
