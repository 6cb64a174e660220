import ChartKit

/// A value for a template placeholder. The value's case, not the template, decides escaping, and
/// no case holds unescaped text from a `String`: text is escaped, markup comes from ChartKit's node
/// tree, and a nested template's own literal text is the template author's.
public indirect enum TemplateValue: Sendable, Hashable, ExpressibleByStringLiteral {
  /// Untrusted text, inserted with `& < > " '` escaped (safe in content and quoted attributes).
  case text(String)
  /// Markup rendered from a ``ChartKit/MarkupNode`` tree (or a chart's writer), inserted as it is.
  case markup(Markup)
  /// Markup a writer wrote, as its bytes (a page's cards), inserted as it is.
  case markupBytes(MarkupBytes)
  /// Another template filled in with its own values (a page's content inside the layout).
  case template(Template, [String: TemplateValue])

  /// A string literal is `.text`: escaped by default.
  /// - Parameter value: the literal.
  public init(stringLiteral value: String) {
    self = .text(value)
  }

  /// The rendering of `node`, compact.
  /// - Parameter node: the tree.
  /// - Returns: a `.markup` value.
  public static func node(_ node: MarkupNode) -> TemplateValue {
    .markup(Markup(node))
  }

  /// Appends the value to `output` as UTF-8 bytes, escaping `.text`.
  /// - Throws: ``TemplateError`` when a nested template lacks a value.
  func append(to output: inout [UInt8]) throws(TemplateError) {
    switch self {
    case .text(let text): output.append(contentsOf: Escaping.escape(text).utf8)
    case .markup(let markup): output.append(contentsOf: markup.text.utf8)
    case .markupBytes(let markup): output.append(contentsOf: markup.bytes)
    case .template(let template, let values): try template.append(values, to: &output)
    }
  }

  /// The number of bytes the value adds, before escaping (for reserving capacity).
  var estimatedSize: Int {
    switch self {
    case .text(let text): return text.utf8.count
    case .markup(let markup): return markup.text.utf8.count
    case .markupBytes(let markup): return markup.bytes.count
    case .template(let template, let values):
      return template.literalSize + values.values.reduce(0) { $0 + $1.estimatedSize }
    }
  }
}
