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

  /// `<?xml version="1.0" encoding="UTF-8"?>` and a line break: the start of an SVG or Atom file.
  public static let xmlDeclaration = Markup(
    unchecked: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")

  /// `<!DOCTYPE html>` and a line break: the start of an HTML document.
  public static let htmlDoctype = Markup(unchecked: "<!DOCTYPE html>\n")

  /// Whether there is no markup.
  public var isEmpty: Bool { text.isEmpty }

  /// The markup text.
  public var description: String { text }
}
