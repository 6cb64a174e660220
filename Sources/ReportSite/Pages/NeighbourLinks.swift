import ChartKit

/// The links from a week's or a year's page to the page before, the list of all of them and
/// the page after (a neighbour only when there is one).
enum NeighbourLinks {
  /// A neighbouring page: its path from the site root and its name ("Week of Dec 8", "2024").
  typealias Page = (path: String, title: String)

  /// The links, for a page one folder below its list (`weeks/…`, `years/…`).
  /// - Parameters:
  ///   - previous: the page before, if any.
  ///   - all: the list link's text ("All weeks").
  ///   - next: the page after, if any.
  /// - Returns: "← previous", the list link and "next →".
  static func nodes(previous: Page?, all: String, next: Page?) -> [MarkupNode] {
    var items: [MarkupNode] = []
    if let previous {
      items.append(
        .el(
          "a", [("class", "week-prev"), ("rel", "prev"), ("href", "../" + previous.path)],
          [.text("\u{2190} " + previous.title)]))
    }
    items.append(.el("a", [("class", "week-all"), ("href", "../index.html")], [.text(all)]))
    if let next {
      items.append(
        .el(
          "a", [("class", "week-next"), ("rel", "next"), ("href", "../" + next.path)],
          [.text(next.title + " \u{2192}")]))
    }
    return items
  }
}
