/// The name of the HTML element whose start tag a ``MarkupWriter`` has open, kept for
/// ``MarkupWriter/endEmpty()``: a literal stays a `StaticString` (no string is made for the
/// many start tags that get content), a node tree's name a `String`.
enum OpenElementName {
  /// A name written from a literal.
  case literal(StaticString)
  /// A name written from a node tree.
  case dynamic(String)

  /// Whether the element starts foreign content in HTML (`svg`, `math`).
  var isForeignRoot: Bool {
    switch self {
    case .literal(let name): return MarkupSyntax.isForeignRoot(name)
    case .dynamic(let name): return MarkupSyntax.isForeignRoot(name)
    }
  }

  /// The name as text.
  var text: String {
    switch self {
    case .literal(let name): return name.description
    case .dynamic(let name): return name
    }
  }
}

extension MarkupSyntax {
  /// Whether the literal `name` starts foreign content in HTML (`svg`, `math`): as
  /// ``isForeignRoot(_:)-(String)``, compared byte by byte (`svg`, `math`) without making a
  /// string.
  static func isForeignRoot(_ name: StaticString) -> Bool {
    guard name.hasPointerRepresentation else { return isForeignRoot(name.description) }
    let bytes = name.utf8Start
    switch name.utf8CodeUnitCount {
    case 3: return bytes[0] == 0x73 && bytes[1] == 0x76 && bytes[2] == 0x67  // svg
    case 4: return bytes[0] == 0x6D && bytes[1] == 0x61 && bytes[2] == 0x74 && bytes[3] == 0x68
    default: return false
    }
  }
}
