/// Text for roff (the man(7) macros): escaping and the inline fonts of a manual page.
enum Roff {
  /// `text` as roff input that prints it as it is: `\` as `\e`, `-` as `\-` (a minus that copies
  /// as the ASCII hyphen-minus options are typed with), any non-ASCII character as `\[uXXXX]`,
  /// and a `.` or `'` that would start a line (a request) protected by `\&`.
  /// - Parameter text: plain text, one line.
  /// - Returns: the escaped text.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      case "\n", "\r", "\t": result += " "
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
      case _ where scalar.value > 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: result.unicodeScalars.append(scalar)
      }
    }
    if let first = result.first, first == "." || first == "'" { result = "\\&" + result }
    return result
  }

  /// `text` as one quoted argument of a macro (`.SS "…"`): escaped, with `"` as `\(dq`.
  /// - Parameter text: plain text, one line.
  /// - Returns: the argument, in double quotes.
  static func argument(_ text: String) -> String {
    let inner = escaped(text).replacingOccurrences(of: "\"", with: "\\(dq")
    return "\"" + (inner.hasPrefix("\\&") ? String(inner.dropFirst(2)) : inner) + "\""
  }

  /// `text` in bold (options, commands, what is typed as it is).
  static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }

  /// `text` in italics (placeholders such as `FILE`).
  static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

  /// A usage part such as `[--demo [--demo-days N] | --input FILE]` with options in bold and
  /// placeholders in italics; brackets, bars and spaces stay as they are.
  /// - Parameter usage: the text of a usage line.
  /// - Returns: roff text.
  static func usage(_ usage: String) -> String {
    var result = ""
    var word = ""
    func flush() {
      guard !word.isEmpty else { return }
      result += word.hasPrefix("-") ? bold(word) : italic(word)
      word = ""
    }
    for character in usage {
      if "[]| ".contains(character) {
        flush()
        result.append(character)
      } else {
        word.append(character)
      }
    }
    flush()
    return result
  }
}
