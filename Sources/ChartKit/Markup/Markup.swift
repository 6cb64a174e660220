/// Markup that ChartKit has written: the rendering of a ``MarkupNode`` tree or the output of a
/// ``MarkupWriter``, or one of the fixed prologs.
///
/// Its initializer is internal, so a `Markup` can only be made by rendering, where every text and
/// attribute value went through ``Escaping``: escape by construction. It can therefore be
/// embedded as it is, in a tree (``MarkupNode/markup(_:)``), in a writer
/// (``MarkupWriter/write(_:)``) or in a template, and no other text can be.
public struct Markup: Sendable, Hashable, CustomStringConvertible {
  /// The markup, as UTF-8 text.
  public let text: String

  /// Wraps text that ChartKit itself produced and knows to be well-formed markup.
  init(unchecked text: String) {
    self.text = text
  }

  /// Renders `node`.
  /// - Parameters:
  ///   - node: the tree to render.
  ///   - pretty: one element per line with two-space indentation when `true`; compact otherwise.
  public init(_ node: MarkupNode, pretty: Bool = false) {
    self.init(unchecked: node.render(pretty: pretty))
  }

  /// No markup at all.
  public static let empty = Markup(unchecked: "")

  /// JSON text as the content of a `<script type="application/json">` element, whose content
  /// HTML does not unescape: every `<`, `>` and `&` (which JSON only has inside strings) is
  /// written as its `\u` escape instead, so the text cannot end the element and reads back as
  /// the same JSON value.
  /// - Parameter json: a JSON text.
  /// - Returns: the element's content.
  public static func jsonScriptContent(_ json: String) -> Markup {
    // Most JSON (base64 envelopes) has none of the three: no copy then.
    if !json.utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 }) {
      return Markup(unchecked: json)
    }
    var out = ""
    out.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return Markup(unchecked: out)
  }

  /// `<?xml version="1.0" encoding="UTF-8"?>` and a line break: the start of an SVG or Atom file.
  public static let xmlDeclaration = Markup(
    unchecked: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")

  /// `<!DOCTYPE html>` and a line break: the start of an HTML document.
  public static let htmlDoctype = Markup(unchecked: "<!DOCTYPE html>\n")

  /// A phrase in the reader's words as element text: escaped (``Escaping``), except that an
  /// apostrophe is kept as it is ("this week's", "l'année"). A phrase stands in element content
  /// or in a double-quoted attribute, where an apostrophe needs no escaping, so a phrase reads
  /// the same whether a template or code puts it on the page.
  /// - Parameter text: the phrase.
  /// - Returns: its markup.
  public static func phrase(_ text: String) -> Markup {
    let escaped = Escaping.escape(text)
    guard text.utf8.contains(0x27) else { return Markup(unchecked: escaped) }
    return Markup(unchecked: escaped.replacing("&#39;", with: "'"))
  }

  /// Whether there is no markup.
  public var isEmpty: Bool { text.isEmpty }

  /// The markup text.
  public var description: String { text }
}
