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
