extension HelpText {
  /// The first clause of a description, for one-line menus (shell completion): the text
  /// before the first ` (`, `. ` or `; `, without a final full stop.
  /// - Parameter description: one paragraph of help.
  /// - Returns: `The site's folder` for `The site's folder (default: site). A previous …`.
  static func summary(of description: String) -> String {
    var end = description.endIndex
    for marker in [" (", ". ", "; "] {
      if let range = description.range(of: marker), range.lowerBound < end {
        end = range.lowerBound
      }
    }
    var text = description[..<end]
    while text.last == "." || text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
