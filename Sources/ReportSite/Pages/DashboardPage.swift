import ChartKit
import HealthCore

/// The dashboard (SPEC §5): a Steps / Weight switch over the four chart cards.
struct DashboardPage: Sendable {
  let data: DashboardData
  let title: String
  let charts: DashboardCharts
  /// The "More" section (see ``MoreCards``); empty for none.
  var moreCards = MarkupNode.empty
  /// The Activity rings card (see ``RingsCard``); empty for none.
  var ringsCard = MarkupNode.empty
  /// The "Trends and goals" section (see ``InsightsSection``); empty for none.
  var insights = MarkupNode.empty
  /// The site-relative path of the newest weekly report, if any.
  var latestWeek: String?

  /// The page's main content: `dashboard.html` with its values.
  /// - Throws: `TemplateError` when the template is missing.
  func content(templates: TemplateSet) throws(TemplateError) -> TemplateValue {
    .template(
      try templates.template(named: "dashboard"),
      [
        "title": .text(title),
        // The switch opens on Weight when there are weights but no steps.
        "steps_checked": .text(opensOnWeight ? "" : " checked"),
        "weight_checked": .text(opensOnWeight ? " checked" : ""),
        "period": .text(period),
        "latest_week": .node(latestWeekLink),
        "steps_cards": .markupBytes(cards([charts.steps, charts.donut], prefix: "dash")),
        "weight_cards": .markupBytes(cards([charts.weight, charts.change], prefix: "dash")),
        "section_inputs": .node(sectionInputs),
        "segmented_class": .text(charts.sections.isEmpty ? "" : " has-sections"),
        "section_segments": .node(sectionSegments),
        "section_panels": .markupBytes(
          DashboardCharts.panels(charts.sections, className: "panel", words: data.words) {
            "dash-" + $0.fileName
          }),
        "rings_card": .node(ringsCard),
        "more_cards": .node(moreCards),
        "insights": .node(insights),
        "chart_links": .node(DashboardCharts.fileLinks(charts.all)),
      ])
  }

  /// The switch's radio buttons of the sleep, heart and workout sections, one per line.
  var sectionInputs: MarkupNode {
    .lines(
      charts.sections.map { item in
        .el(
          "input",
          [
            ("class", "switch-input"), ("type", "radio"), ("name", "metric"),
            ("id", "show-" + item.section.rawValue),
          ], [])
      })
  }

  /// The switch's segments of the sleep, heart and workout sections, one per line.
  var sectionSegments: MarkupNode {
    .lines(
      charts.sections.map { item in
        .el(
          "label",
          [
            ("for", "show-" + item.section.rawValue),
            ("class", "segment segment-" + item.section.rawValue),
          ], [.text(data.words.text(item.section.title))])
      })
  }

  /// Whether the Steps / Weight switch opens on Weight: the window has weights but no steps.
  var opensOnWeight: Bool { data.steps.isEmpty && !data.weights.isEmpty }

  /// "Last 28 days: November 17, 2024 – December 14, 2024", and "(data since December 10,
  /// 2024)" when the data starts inside the window.
  var period: String {
    let words = data.words
    guard let window = data.window, let periodText = data.periodText else {
      return words.text("No data yet.")
    }
    let text = words.plural(
      window.dayCount, "Last %lld days: %@", one: "Last %lld day: %@",
      number: data.number(Double(window.dayCount)), periodText)
    let first = (data.steps.map(\.date) + data.weights.map(\.date)).min()
    guard let first, first > window.start else { return text }
    return text + " " + words.format("(data since %@)", data.locale.dates.longDate(first))
  }

  /// `<p class="latest-week"><a href="weeks/…/index.html">This week's report</a></p>`, or
  /// nothing without data.
  var latestWeekLink: MarkupNode {
    guard let latestWeek else { return .empty }
    return .el(
      "p", [("class", "latest-week")],
      [.el("a", [("href", latestWeek)], [.text(data.words.text("Latest weekly report \u{2192}"))])])
  }

  private func cards(_ list: [any DashboardChart], prefix: String) -> MarkupBytes {
    DashboardCharts.cardWriter(list) { prefix + "-" + $0.fileName }.markupBytes
  }
}

/// The dashboard charts of one report: the four of steps and weight, then two for each of
/// sleep, heart and workouts the data has.
struct DashboardCharts: Sendable {
  let steps: StepsBarChart
  let donut: WeekdayDonutChart
  let weight: WeightLineChart
  let change: WeightChangeChart
  /// The sleep, heart and workout sections the data has, each with its two charts.
  let sections: [(section: PageLayout.Section, charts: [any DashboardChart])]

  /// Makes the charts; `linkRoot` leads from the page to the site root.
  init(data: DashboardData, linkRoot: String) {
    steps = StepsBarChart(data: data, link: linkRoot + PageLayout.Section.steps.path)
    donut = WeekdayDonutChart(data: data)
    weight = WeightLineChart(data: data, link: linkRoot + PageLayout.Section.weight.path)
    change = WeightChangeChart(data: data)
    sections = DashboardCharts.sections(of: data.dataset).map { section in
      var context = SectionCharts.Context(
        dataset: data.dataset, options: data.options, window: data.window,
        link: linkRoot + section.path)
      context.interactive = data.interactive
      context.highlight = data.highlight
      return (section, SectionCharts.dashboard(section, context))
    }
  }

  /// The sleep, heart and workout sections `dataset` has.
  static func sections(of dataset: HealthDataset) -> [PageLayout.Section] {
    PageLayout.Section.present(in: dataset).filter { $0.metricSection != nil }
  }

  /// In dashboard order.
  var all: [any DashboardChart] { [steps, donut, weight, change] + sections.flatMap(\.charts) }

  /// The ``DashboardChart/fileName`` of each of ``all`` for `dataset`, whose sections are
  /// `sections`, known without making the charts (a kept weekly report's files).
  static func fileNames(sections: [PageLayout.Section], dataset: HealthDataset) -> [String] {
    fileNames + sections.flatMap { SectionCharts.fileNames($0, dataset: dataset) }
  }

  /// The ``DashboardChart/fileName`` of each of ``all``, in the same order, known without
  /// making the charts (a kept weekly report's files).
  static let fileNames = ["steps", "steps-weekday", "weight", "weight-change"]

  /// The charts' HTML cards, one per line, with ids prefixed by `idPrefix(chart)`.
  static func cards(_ list: [any DashboardChart], idPrefix: (any DashboardChart) -> String)
    -> Markup
  {
    cardWriter(list, idPrefix: idPrefix).markup
  }

  /// A compact HTML writer holding ``cards(_:idPrefix:)``'s cards (for a page's bytes, as
  /// ``ChartKit/MarkupWriter/markupBytes``).
  static func cardWriter(
    _ list: [any DashboardChart], idPrefix: (any DashboardChart) -> String
  ) -> MarkupWriter {
    var writer = MarkupWriter(capacity: 65_536)
    writeCards(list, idPrefix: idPrefix, to: &writer)
    return writer
  }

  /// Writes ``cards(_:idPrefix:)``'s cards to `writer`, a compact HTML writer.
  static func writeCards(
    _ list: [any DashboardChart], idPrefix: (any DashboardChart) -> String,
    to writer: inout MarkupWriter
  ) {
    for (index, chart) in list.enumerated() {
      if index > 0 { writer.text("\n") }
      chart.writeHTMLCard(idPrefix: idPrefix(chart), to: &writer)
    }
  }

  /// The panels of the sleep, heart and workout sections: `<section class="<className>
  /// panel-sleep">` with a hidden heading and the section's cards, one per line.
  static func panels(
    _ sections: [(section: PageLayout.Section, charts: [any DashboardChart])], className: String,
    words: StringCatalog, idPrefix: (any DashboardChart) -> String
  ) -> MarkupBytes {
    var writer = MarkupWriter(capacity: 65_536 * max(1, sections.count))
    for item in sections {
      let name = item.section.rawValue
      writer.open("section")
      writer.attribute("class", className + " panel-" + name)
      writer.attribute("aria-labelledby", name + "-heading")
      writer.endOpen()
      writer.text("\n")
      writer.open("h2")
      writer.attribute("id", name + "-heading")
      writer.attribute("class", "visually-hidden")
      writer.endWithText(words.text(item.section.title), close: "h2")
      writer.text("\n")
      writeCards(item.charts, idPrefix: idPrefix, to: &writer)
      writer.text("\n")
      writer.close("section")
      writer.text("\n")
    }
    return writer.markupBytes
  }

  /// "Steps, Averages, …": links to the charts' standalone files in `charts/`.
  static func fileLinks(_ list: [any DashboardChart]) -> MarkupNode {
    .group(
      list.enumerated().map { index, chart in
        .group([
          .text(index == 0 ? "" : ", "),
          .el("a", [("href", "charts/" + chart.fileName + ".svg")], [.text(chart.card.title)]),
        ])
      })
  }
}
