import ChartKit
import HealthCore

/// The dashboard's Activity rings card: the last day's rings (``cardSize`` points), each ring's
/// figures and goal in text and its current streak, the header linking to the rings page
/// (``RingsPage``). Nothing at all when the data has no Activity summary (a CSV, Health Auto
/// Export, Health Connect).
struct RingsCard: Sendable {
  /// The side of the card's drawing, in points.
  static let cardSize = 140.0
  /// The icon: three concentric circles.
  static let iconPaths = [
    "M12 3A9 9 0 1 1 11.99 3Z", "M12 7A5 5 0 1 1 11.99 7Z", "M12 10.5A1.5 1.5 0 1 1 11.99 10.5Z",
  ]

  /// The day shown: the last with a summary, up to the report's end.
  let day: ActivityRings?
  /// The streaks of every day up to then.
  let streaks: RingStreaks
  /// The reader's words and units.
  let words: RingWords
  /// The path from the page to the site's root ("" for the dashboard).
  var root = ""

  /// The card of `rings` (``HealthDataset/rings``) up to `options`' end day.
  /// - Parameters:
  ///   - rings: the days' rings, ascending.
  ///   - options: the report's options (end day, locale, units).
  init(rings: [ActivityRings], options: SiteOptions) {
    let shown = options.endDate.map { end in rings.filter { $0.date <= end } } ?? rings
    day = shown.last
    streaks = RingStreaks(shown)
    words = RingWords(options: options)
  }

  /// The card (`{{ rings_card }}`), or nothing without a day.
  var node: MarkupNode {
    guard let day else { return .empty }
    var writer = MarkupWriter(capacity: 8192)
    writer.open("div")
    writer.attribute("class", "rings-summary")
    writer.endOpen()
    ChartCard(
      title: words.words.text("Activity rings"),
      subtitle: words.locale.dates.weekdayLongMonthDay(day.date), iconPaths: Self.iconPaths,
      accentClass: "accent-rings", accentColor: RingPalette.move.light.color,
      link: root + RingsPage.path
    ).writeHTML(headingLevel: 2, className: "card rings-card", to: &writer) { writer in
      // No annotation: the figures stand beside the drawing (and a box would reach out of it).
      RingDrawing.day(day, size: Self.cardSize, words: words, tip: false).writeInline(
        to: &writer)
      figures(of: day).write(to: &writer)
    }
    writer.close("div")
    return .lines([.markup(writer.markup)])
  }

  /// Each ring's figures and current streak: `<dl class="ring-figures">`.
  func figures(of day: ActivityRings) -> MarkupNode {
    let strings = words.words
    return .el(
      "dl", [("class", "ring-figures")],
      ActivityRings.Ring.allCases.map { ring in
        let figures =
          day.isPaused(ring)
          ? strings.text("paused") : words.figures(ring, of: day) ?? strings.text("No data")
        let streak = streaks.current(ring)?.days ?? 0
        return .el(
          "div", [("class", "ring-figure " + RingPalette.style(of: ring).className)],
          [
            .el("dt", [], [.text(words.name(ring))]),
            .el("dd", [], [.text(figures)]),
            .el(
              "dd", [("class", "card-subtitle")],
              [
                .text(
                  strings.plural(
                    streak, "current streak %lld days", one: "current streak %lld day",
                    number: NumberFormat.grouped(Double(streak), style: words.locale.numbers)))
              ]),
          ])
      })
  }
}
