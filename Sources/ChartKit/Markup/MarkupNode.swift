/// A node of an SVG, HTML or Atom document: data, not closures, so trees are `Sendable` values.
///
/// The enum is not `indirect`: its recursion runs through the arrays of ``element(name:attributes:children:)``
/// and ``group(_:)``, which are already on the heap, so a node is stored inline in its parent's
/// array instead of in a box of its own (a page's tree of thousands of nodes makes thousands
/// fewer allocations).
///
/// Attributes keep their order (an array of name/value pairs, never a dictionary) so output is
/// deterministic; a `nil` value leaves the attribute out. Text and attribute values are always
/// escaped on output, and element and attribute names are written as names (see
/// ``MarkupWriter/open(dynamic:)``). Markup that skips escaping can only be embedded as a
/// ``Markup`` value, which only rendering makes.
public enum MarkupNode: Sendable {
  /// An element with ordered attributes (`nil` values are skipped) and children.
  case element(name: String, attributes: [(String, String?)], children: [MarkupNode])
  /// Character data, escaped on output.
  case text(String)
  /// Markup rendered before (a chart streamed by a ``MarkupWriter``), written as it is.
  case markup(Markup)
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

  /// A line break between elements (character data, so it keeps its parent on one line when
  /// pretty-printing).
  public static let newline = MarkupNode.text("\n")

  /// `nodes` with a line break after each, for markup that is read as source (one row per line).
  /// - Parameter nodes: the nodes.
  /// - Returns: a group of the nodes, each followed by ``newline``.
  public static func lines(_ nodes: [MarkupNode]) -> MarkupNode {
    var children: [MarkupNode] = []
    children.reserveCapacity(nodes.count * 2)
    for node in nodes { children += [node, .newline] }
    return .group(children)
  }

  /// Whether the node renders to nothing.
  public var isEmpty: Bool {
    switch self {
    case .group(let nodes): return nodes.allSatisfy(\.isEmpty)
    case .text(let text): return text.isEmpty
    case .markup(let markup): return markup.isEmpty
    case .element: return false
    }
  }
}
