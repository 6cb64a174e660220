extension MarkupNode {
  /// Renders the tree as markup.
  /// - Parameters:
  ///   - pretty: one element per line with two-space indentation (golden files) when `true`;
  ///     compact otherwise. Elements whose children include text are kept on one line so that
  ///     no white space is added to text.
  ///   - syntax: how elements without content are written (``MarkupSyntax``): HTML, with SVG
  ///     as foreign content, by default; `.xml` for XML documents such as feeds.
  /// - Returns: the markup.
  public func render(pretty: Bool = false, syntax: MarkupSyntax = .html) -> String {
    var writer = MarkupWriter(pretty: pretty, syntax: syntax)
    write(to: &writer)
    return writer.text
  }

  /// Appends the rendering of the tree to `writer`, in the writer's mode.
  public func write(to writer: inout MarkupWriter) {
    switch self {
    case .text(let text):
      writer.text(text)
    case .markup(let markup):
      writer.write(markup)
    case .group(let nodes):
      for node in nodes { node.write(to: &writer) }
    case .element(let name, let attributes, let children):
      writer.open(dynamic: name)
      for (key, value) in attributes { writer.attribute(dynamic: key, value) }
      if children.allSatisfy(\.isEmpty) {
        writer.endEmpty()
        return
      }
      writer.endOpen()
      if writer.pretty, children.contains(where: \.isInline) {
        writer.pretty = false
        for child in children { child.write(to: &writer) }
        writer.pretty = true
        writer.isAfterText = true
      } else {
        for child in children { child.write(to: &writer) }
      }
      writer.close(dynamic: name)
    }
  }

  /// Whether the node holds character data that must not gain white space.
  var isInline: Bool {
    switch self {
    case .text, .markup: return true
    case .group(let nodes): return nodes.contains(where: \.isInline)
    case .element: return false
    }
  }
}

extension MarkupWriter {
  /// Ends a start tag whose only content is `text`, then the element `name`, as the tree writes
  /// `.el(name, attributes, [.text(text)])`: an empty `text` makes an element without content
  /// (``endEmpty()``), and the text keeps the element on one line in pretty output.
  /// - Parameters:
  ///   - text: the character data, escaped.
  ///   - name: the element's name, as it was opened.
  public mutating func endWithText(_ text: String, close name: StaticString) {
    guard !text.isEmpty else {
      endEmpty()
      return
    }
    endOpen()
    self.text(text)
    close(name)
  }
}
