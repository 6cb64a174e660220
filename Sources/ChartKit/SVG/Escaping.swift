/// The one escaping routine for markup: `& < > " '` become character references.
public enum Escaping {
  /// Returns `text` with `& < > " '` escaped, safe in element content and in quoted attributes.
  /// Characters that XML 1.0 forbids (C0 controls other than tab, LF and CR, and the
  /// noncharacters U+FFFE and U+FFFF) are dropped.
  /// - Parameter text: untrusted text.
  public static func escape(_ text: String) -> String {
    var output = ""
    appendEscaped(text, to: &output)
    return output
  }

  /// Appends `text` escaped to `output` (see ``escape(_:)``).
  public static func appendEscaped(_ text: String, to output: inout String) {
    var needsWork = false
    // 0xEF leads the UTF-8 encoding of U+F000...U+FFFF, which includes U+FFFE and U+FFFF.
    for byte in text.utf8 where byte < 0x20 || byte == 0xEF || byte == 38 || byte == 60 || byte == 62 || byte == 34 || byte == 39 {
      needsWork = true
      break
    }
    guard needsWork else {
      output += text
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        output.unicodeScalars.append(scalar)
      }
    }
  }
}
