import ChartKit
import HealthCore

/// The site's Atom feed (RFC 4287), written as `feed.xml` when a base URL is known. Its
/// entries are the weekly reports once the site has them; until then the dashboard and the list
/// pages. Dates are whole days (`YYYY-MM-DDT00:00:00Z`) taken from the data, never the clock, so
/// rebuilds are byte-identical.
///
/// Entry ids are `tag:` URIs (RFC 4151), not addresses: `tag:<host>,<day>:/<page folder>`, e.g.
/// `tag:example.com,2024-12-08:/weeks/2024-12-08/`, where the day is the first day the page
/// covers (a week's first day; the data's first day for the dashboard and list pages). They
/// stay the same across rebuilds, as days are added, and when the site moves to another path,
/// port or scheme on the same host, so feed readers do not show old reports again; they change
/// only with the host, which is then another publisher. The feed's own id stays its address.
public enum AtomFeed {
  /// The feed's site-relative path.
  public static let path = "feed.xml"

  /// One entry of the feed: a page of the site.
  public struct Entry: Sendable, Hashable {
    /// The entry's title (untrusted text; escaped).
    public var title: String
    /// The page's site-relative path (`weeks/2024-W50/index.html`).
    public var path: String
    /// The day the page's content last changed (its data's last day).
    public var updated: LocalDate
    /// A one-line summary of the page (untrusted text; escaped), or `nil` for none.
    public var summary: String?
    /// The first day the page covers, which dates its `tag:` id (a week's first day).
    public var firstDay: LocalDate

    /// Creates an entry.
    /// - Parameters:
    ///   - title: the entry's title.
    ///   - path: the page's site-relative path.
    ///   - updated: the day the page's content last changed.
    ///   - summary: a one-line summary, or `nil`.
    ///   - firstDay: the first day the page covers, for its id; `nil` for `updated`.
    public init(
      title: String, path: String, updated: LocalDate, summary: String? = nil,
      firstDay: LocalDate? = nil
    ) {
      self.title = title
      self.path = path
      self.updated = updated
      self.summary = summary
      self.firstDay = firstDay ?? updated
    }
  }

  /// Renders the feed. The feed's id and alternate link are `baseURL`, its self link
  /// `baseURL/feed.xml`, its `updated` the latest entry's (1970-01-01 without entries); each
  /// entry's link is the page's public address (see ``PageLayout/canonicalURL(baseURL:path:)``)
  /// and its id ``entryID(baseURL:entry:)``.
  /// - Parameters:
  ///   - baseURL: the site's absolute address, ending in "/".
  ///   - title: the feed's title (untrusted text; escaped).
  ///   - entries: the pages, in the order they are listed (newest first for weekly reports).
  /// - Returns: the feed as UTF-8 XML text.
  public static func render(baseURL: String, title: String, entries: [Entry]) -> String {
    let updated = entries.map(\.updated).max() ?? LocalDate(dayNumber: 0)
    var children: [MarkupNode] = [
      .el("id", [], [.text(baseURL)]),
      .el("title", [], [.text(title)]),
      .el("updated", [], [.text(timestamp(updated))]),
      .el("link", [("rel", "self"), ("type", "application/atom+xml"), ("href", baseURL + path)]),
      .el("link", [("rel", "alternate"), ("type", "text/html"), ("href", baseURL)]),
      .el("author", [], [.el("name", [], [.text("healthreport")])]),
      .el("generator", [], [.text("healthreport")]),
    ]
    for entry in entries {
      let address = PageLayout.canonicalURL(baseURL: baseURL, path: entry.path)
      children.append(
        .el(
          "entry", [],
          [
            .el("id", [], [.text(entryID(baseURL: baseURL, entry: entry))]),
            .el("title", [], [.text(entry.title)]),
            .el("updated", [], [.text(timestamp(entry.updated))]),
            .el("link", [("rel", "alternate"), ("type", "text/html"), ("href", address)]),
          ] + (entry.summary.map { [.el("summary", [], [.text($0)])] } ?? [])))
    }
    let feed = MarkupNode.el("feed", [("xmlns", "http://www.w3.org/2005/Atom")], children)
    return MarkupNode.group([.markup(.xmlDeclaration), feed]).render(pretty: true, syntax: .xml)
  }

  /// The entry's stable id: `tag:<host>,<first day>:/<page's folder or file>`; the host is the
  /// base URL's, without port.
  /// - Parameters:
  ///   - baseURL: the site's absolute address (normalized by ``BaseURL/normalize(_:)``).
  ///   - entry: the entry.
  /// - Returns: the `tag:` URI.
  public static func entryID(baseURL: String, entry: Entry) -> String {
    let afterScheme = baseURL.range(of: "://").map { baseURL[$0.upperBound...] } ?? baseURL[...]
    let authority = afterScheme.prefix { $0 != "/" }
    let host: Substring
    if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
      host = authority[...close]
    } else {
      host = authority.prefix { $0 != ":" }
    }
    let page = PageLayout.canonicalURL(baseURL: "/", path: entry.path)
    return "tag:" + host + "," + entry.firstDay.isoString + ":" + page
  }

  /// `2024-12-14T00:00:00Z`: the start of the day, as an RFC 3339 date-time.
  static func timestamp(_ date: LocalDate) -> String {
    date.isoString + "T00:00:00Z"
  }
}
