/// Text made safe to print on a terminal in a diagnostic (an error, a warning, a summary).
///
/// Diagnostics quote input: CSV cells, column and metric names, source names, file names. Any of
/// these may hold terminal control sequences (ESC, OSC, CSI) that would retitle the window,
/// recolour the terminal or hide text (CWE-150). Every control character is shown escaped as
/// `\u{1B}` instead: C0 controls (line breaks and tabs included, so one message stays one
/// line), DEL, C1 controls, and the bidirectional formatting characters that can reorder what
/// the reader sees.
public enum DiagnosticText {
  /// `text` with every control character written as `\u{XX}`.
  /// - Parameter text: any text, typically a finished diagnostic message.
  /// - Returns: the text unchanged when it holds no control character, else its escaped form.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The most characters of an input value a diagnostic quotes (``quoted(_:)``).
  public static let quotedLimit = 60

  /// `value` in double quotes for a diagnostic, cut after ``quotedLimit`` characters with "…"
  /// (a 10 MB CSV cell or header is quoted as its start, not whole). The one rule every message
  /// quotes input by: CSV cells and headers, JSON tokens, dates, units, names and arguments.
  /// Control characters are left to ``escaped(_:)``, which the finished message goes through.
  /// - Parameter value: a value taken from input (a cell, a name, an argument).
  /// - Returns: the quoted text.
  public static func quoted(_ value: some StringProtocol) -> String {
    // `utf8.count` first: most values are short, and counting characters walks the text.
    guard value.utf8.count > quotedLimit, value.count > quotedLimit else {
      return "\"" + value + "\""
    }
    return "\"" + value.prefix(quotedLimit) + "…\""
  }

  /// ``quoted(_:)`` of UTF-8 bytes taken from input (a JSON token, a date); a byte that is not
  /// UTF-8 is shown as U+FFFD.
  /// - Parameter bytes: the value's bytes.
  /// - Returns: the quoted text.
  public static func quoted(utf8 bytes: UnsafeRawBufferPointer) -> String {
    quoted(String(decoding: bytes, as: UTF8.self))
  }

  /// Whether `scalar` is shown escaped.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    // Bidirectional marks, embeddings, overrides and isolates (Trojan Source).
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
