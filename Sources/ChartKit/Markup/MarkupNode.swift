/// A node of an SVG (or HTML) document: data, not closures, so trees are `Sendable` values.
///
/// Attributes keep their order (an array of name/value pairs, never a dictionary) so output is
/// deterministic; a `nil` value leaves the attribute out. Text and attribute values are always
/// escaped on output; `.raw` is the only way to write unescaped markup.
public indirect enum MarkupNode: Sendable {
  /// An element with ordered attributes (`nil` values are skipped) and children.
  case element(name: String, attributes: [(String, String?)], children: [MarkupNode])
  /// Character data, escaped on output.
  case text(String)
  /// Markup written verbatim: only for trusted, already-valid markup.
  case raw(String)
  /// A sequence of nodes without a wrapping element.
  case group([MarkupNode])

  /// Creates an element.
  /// - Parameters:
  ///   - name: the element name (never taken from input).
  ///   - attributes: ordered name/value pairs; `nil` values are left out.
  ///   - children: child nodes.
  /// - Returns: the element node.
  @inlinable
  public static func el(
    _ name: String, _ attributes: [(String, String?)] = [], _ children: [MarkupNode] = []
  ) -> MarkupNode {
    .element(name: name, attributes: attributes, children: children)
  }

  /// The empty node.
  public static let empty = MarkupNode.group([])

  /// Whether the node renders to nothing.
  public var isEmpty: Bool {
    switch self {
    case .group(let nodes): return nodes.allSatisfy(\.isEmpty)
    case .text(let text), .raw(let text): return text.isEmpty
    case .element: return false
    }
  }
}
