/// An attribute of an SVG or HTML element: a name and its unescaped value.
public struct Attribute: Sendable, Hashable {
  /// The attribute name, written as is (names are never taken from input).
  public var name: String
  /// The value, escaped when rendered.
  public var value: String

  /// Creates an attribute.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// A node of an SVG (or HTML) document: data, not closures, so trees are `Sendable` values.
///
/// Attributes keep their order (they are an array, never a dictionary) so output is
/// deterministic. Text and attribute values are always escaped on output; `.raw` is the only way
/// to write unescaped markup.
public indirect enum SVGNode: Sendable, Hashable {
  /// An element with ordered attributes and children.
  case element(name: String, attributes: [Attribute], children: [SVGNode])
  /// Character data, escaped on output.
  case text(String)
  /// Markup written verbatim: only for trusted, already-valid markup.
  case raw(String)
  /// A sequence of nodes without a wrapping element.
  case group([SVGNode])

  /// Creates an element.
  /// - Parameters:
  ///   - name: the element name.
  ///   - attributes: ordered attributes; `nil` values are left out.
  ///   - children: child nodes.
  public static func el(
    _ name: String, _ attributes: [(String, String?)] = [], _ children: [SVGNode] = []
  ) -> SVGNode {
    var list: [Attribute] = []
    list.reserveCapacity(attributes.count)
    for (key, value) in attributes {
      if let value { list.append(Attribute(key, value)) }
    }
    return .element(name: name, attributes: list, children: children)
  }

  /// The empty node.
  public static let empty = SVGNode.group([])

  /// Whether the node renders to nothing.
  public var isEmpty: Bool {
    switch self {
    case .group(let nodes): return nodes.allSatisfy(\.isEmpty)
    case .text(let text), .raw(let text): return text.isEmpty
    case .element: return false
    }
  }
}
