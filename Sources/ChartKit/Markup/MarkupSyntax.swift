/// Which of the two serializations a ``MarkupWriter`` follows for elements without content.
///
/// - ``html``: the HTML syntax. A void element (`br`, `img`, `input`, `link`, `meta`, …) is
///   written as a start tag alone (`<br>`); any other empty HTML element gets its end tag
///   (`<td class="num"></td>`), since in HTML `<td/>` is a start tag that leaves the cell open.
///   Inside an `svg` or `math` element (foreign content, where HTML allows self-closing tags)
///   empty elements are self-closed (`<rect …/>`), as in XML.
/// - ``xml``: XML (standalone SVG files, the Atom feed, the sitemap): every empty element is
///   self-closed (`<link …/>`).
///
/// Documents that start with `<svg` read the same under both, so the default, ``html``, also
/// serves charts.
public enum MarkupSyntax: Sendable, Hashable {
  /// The HTML syntax, with SVG and MathML as foreign content.
  case html
  /// XML: every empty element self-closed.
  case xml

  /// The HTML elements that never have content and are written as a start tag alone.
  static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr",
  ]

  /// Whether `name` starts foreign content in HTML (`svg`, `math`).
  static func isForeignRoot(_ name: String) -> Bool { name == "svg" || name == "math" }
}
