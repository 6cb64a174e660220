extension SVGNode {
  /// Renders the tree as markup.
  /// - Parameter pretty: one element per line with two-space indentation (golden files) when
  ///   `true`; compact otherwise. Elements whose children include text are kept on one line so
  ///   that no white space is added to text.
  public func render(pretty: Bool = true) -> String {
    var output = ""
    output.reserveCapacity(4096)
    write(to: &output, indent: 0, pretty: pretty)
    return output
  }

  /// Appends the rendering of the tree to `output`.
  public func write(to output: inout String, indent: Int, pretty: Bool) {
    switch self {
    case .text(let text):
      Escaping.appendEscaped(text, to: &output)
    case .raw(let markup):
      output += markup
    case .group(let nodes):
      for node in nodes { node.write(to: &output, indent: indent, pretty: pretty) }
    case .element(let name, let attributes, let children):
      if pretty {
        if !output.isEmpty, output.utf8.last != 10 { output += "\n" }
        output += String(repeating: " ", count: indent * 2)
      }
      output += "<"
      output += name
      for attribute in attributes {
        output += " "
        output += attribute.name
        output += "=\""
        Escaping.appendEscaped(attribute.value, to: &output)
        output += "\""
      }
      if children.allSatisfy(\.isEmpty) {
        output += "/>"
        if pretty { output += "\n" }
        return
      }
      output += ">"
      let inline = !pretty || children.contains { $0.isInline }
      if inline {
        for child in children { child.write(to: &output, indent: 0, pretty: false) }
      } else {
        output += "\n"
        for child in children { child.write(to: &output, indent: indent + 1, pretty: true) }
        output += String(repeating: " ", count: indent * 2)
      }
      output += "</"
      output += name
      output += ">"
      if pretty { output += "\n" }
    }
  }

  /// Whether the node holds character data that must not gain white space.
  var isInline: Bool {
    switch self {
    case .text: return true
    case .raw: return true
    case .group(let nodes): return nodes.contains { $0.isInline }
    case .element: return false
    }
  }
}
