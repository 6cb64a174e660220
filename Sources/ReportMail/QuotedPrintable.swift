/// Quoted-printable for text bodies (RFC 2045 §6.7) of UTF-8 text.
///
/// Line breaks of any kind become CRLF; printable ASCII stays readable; `=`, control characters
/// and non-ASCII bytes become `=XX`; a space or tab at the end of a line is encoded so it
/// survives transport; encoded lines longer than 76 characters get soft line breaks (`=`
/// before CRLF) that never split an escape. A line's leading `.` and `From ` are escaped too, so
/// `sendmail -t` (which may end the message at a lone `.`) and mbox files cannot alter the text.
enum QuotedPrintable {
  /// The longest encoded line, soft-break `=` included, in characters.
  static let lineLength = 76

  /// Encodes `text`.
  /// - Parameter text: any text; CR, LF and CRLF all count as line breaks.
  /// - Returns: ASCII text with CRLF line endings; it ends in CRLF exactly when `text` ends in a
  ///   line break.
  static func encode(_ text: String) -> String {
    var output = ""
    let lines = splitLines(text)
    for (index, line) in lines.enumerated() {
      output += encodeLine(line)
      if index < lines.count - 1 { output += "\r\n" }
    }
    return output
  }

  /// The lines of `text` as UTF-8 bytes, split at CRLF, CR or LF.
  static func splitLines(_ text: String) -> [[UInt8]] {
    var lines: [[UInt8]] = [[]]
    var previousWasCR = false
    for byte in text.utf8 {
      if byte == 10, previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = byte == 13
      if byte == 10 || byte == 13 {
        lines.append([])
      } else {
        lines[lines.count - 1].append(byte)
      }
    }
    return lines
  }

  /// Encodes one line (no line break inside), adding soft line breaks as needed.
  static func encodeLine(_ bytes: [UInt8]) -> String {
    var output = ""
    var lineCount = 0
    for (index, byte) in bytes.enumerated() {
      let isLast = index == bytes.count - 1
      let atLineStart = lineCount == 0
      let token = token(
        for: byte, isLast: isLast,
        escapeDot: atLineStart && byte == 46,
        escapeFrom: atLineStart && byte == 70 && bytes[index...].starts(with: Array("From ".utf8)))
      // Keep room for the soft-break "=" unless this is the line's last token.
      let limit = isLast ? lineLength : lineLength - 1
      if lineCount + token.count > limit {
        output += "=\r\n"
        lineCount = 0
        let restarted = self.token(
          for: byte, isLast: isLast, escapeDot: byte == 46,
          escapeFrom: byte == 70 && bytes[index...].starts(with: Array("From ".utf8)))
        output += restarted
        lineCount += restarted.count
        continue
      }
      output += token
      lineCount += token.count
    }
    return output
  }

  /// The encoded form of one byte.
  static func token(for byte: UInt8, isLast: Bool, escapeDot: Bool, escapeFrom: Bool) -> String {
    let isWhitespace = byte == 32 || byte == 9
    let isPlain = (33...126).contains(byte) && byte != 61
    if escapeDot || escapeFrom || !(isPlain || (isWhitespace && !isLast)) {
      return escape(byte)
    }
    return String(UnicodeScalar(byte))
  }

  /// `=XX` with uppercase hexadecimal digits.
  static func escape(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "=" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0f)])
  }
}
