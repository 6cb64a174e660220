import ChartKit

/// A value for a template placeholder. The value's case, not the template, decides escaping, so
/// untrusted text can never be inserted raw by accident.
public enum TemplateValue: Sendable, Hashable, ExpressibleByStringLiteral {
  /// Untrusted text, inserted with `& < > " '` escaped (safe in content and quoted attributes).
  case text(String)
  /// Trusted markup (rendered SVG, HTML built from escaped nodes), inserted verbatim.
  case html(String)

  /// A string literal is `.text`: escaped by default.
  /// - Parameter value: the literal.
  public init(stringLiteral value: String) {
    self = .text(value)
  }

  /// Appends the value to `output`, escaping `.text`.
  func append(to output: inout String) {
    switch self {
    case .text(let text): Escaping.appendEscaped(text, to: &output)
    case .html(let markup): output += markup
    }
  }

  /// The number of bytes the value adds, before escaping (for reserving capacity).
  var estimatedSize: Int {
    switch self {
    case .text(let text): return text.utf8.count
    case .html(let markup): return markup.utf8.count
    }
  }
}
