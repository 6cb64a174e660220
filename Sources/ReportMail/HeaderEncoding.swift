import Foundation

/// Header fields for RFC 5322 messages: RFC 2047 encoded-words for non-ASCII text, quoted
/// strings for display names with special characters, and folding at 78 characters.
enum HeaderEncoding {
  /// The longest header line before folding, in characters (RFC 5322 §2.1.1).
  static let lineLength = 78
  /// The most UTF-8 bytes in one encoded-word: 30 bytes are 40 base64 characters, so a word
  /// is 52 characters long and fits after any field name used here.
  static let bytesPerEncodedWord = 30

  /// Whether `text` can go into a header as it is: printable ASCII and spaces only, and no
  /// `=?` that a reader could mistake for an encoded-word.
  static func isPlainASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { (32...126).contains($0) } && !text.contains("=?")
  }

  /// Whether `text` holds a control character (CR and LF included), which no header may carry.
  static func hasControlCharacters(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value < 32 || $0.value == 127 }
  }

  /// Unstructured text (a subject) as words for ``fold(name:words:)``: the plain words when
  /// the text is printable ASCII, otherwise a run of `=?UTF-8?B?…?=` encoded-words.
  /// - Parameter text: the text, without control characters.
  /// - Returns: the text, with encoded words where it is not plain ASCII.
  static func unstructuredWords(_ text: String) -> [String] {
    guard isPlainASCII(text) else { return encodedWords(text) }
    return text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
  }

  /// A display name as phrase words: atoms when it has only letters, digits and atom
  /// characters, a quoted string for other ASCII, encoded-words for non-ASCII text.
  /// - Parameter name: the display name, without control characters.
  /// - Returns: the phrase, quoted or encoded as needed.
  static func phraseWords(_ name: String) -> [String] {
    guard isPlainASCII(name) else { return encodedWords(name) }
    let atomSpecials = Set("()<>[]:;@\\,.\"")
    let words = name.split(separator: " ").map(String.init)
    if words.allSatisfy({ !$0.contains(where: atomSpecials.contains) }) { return words }
    var quoted = "\""
    for character in name {
      if character == "\"" || character == "\\" { quoted += "\\" }
      quoted.append(character)
    }
    return [quoted + "\""]
  }

  /// `text` as RFC 2047 `B` encoded-words of at most ``bytesPerEncodedWord`` bytes each, split
  /// between characters (never inside one, unless it alone is longer than a word: then between
  /// its Unicode scalars, never inside a scalar's UTF-8 bytes).
  /// - Parameter text: any text.
  /// - Returns: RFC 2047 `=?UTF-8?B?…?=` words, none splitting a character.
  static func encodedWords(_ text: String) -> [String] {
    var words: [String] = []
    var chunk: [UInt8] = []
    func flush() {
      guard !chunk.isEmpty else { return }
      words.append("=?UTF-8?B?" + Data(chunk).base64EncodedString() + "?=")
      chunk = []
    }
    func append(_ bytes: [UInt8]) {
      if chunk.count + bytes.count > bytesPerEncodedWord { flush() }
      chunk += bytes
    }
    for character in text {
      let bytes = Array(String(character).utf8)
      if bytes.count <= bytesPerEncodedWord {
        append(bytes)
      } else {
        // A character longer than a word (an emoji sequence, a letter with many marks) is
        // split between its scalars, which RFC 2047 allows.
        for scalar in character.unicodeScalars { append(Array(String(scalar).utf8)) }
      }
    }
    flush()
    return words
  }

  /// A header field `Name: words…`, the words separated by single spaces and folded (CRLF and a
  /// space) before a word that would pass ``lineLength``; ends in CRLF. A single word longer
  /// than a line stays whole.
  /// - Parameters:
  ///   - name: the field name, such as `Subject`.
  ///   - words: the value's words, none containing whitespace.
  /// - Returns: the header line folded at white space to lines of at most 78 characters.
  static func fold(name: String, words: [String]) -> String {
    var output = name + ":"
    var lineCount = output.count
    for word in words {
      if lineCount + 1 + word.count > lineLength, lineCount > name.count + 1 {
        output += "\r\n"
        lineCount = 0
      }
      output += " " + word
      lineCount += 1 + word.count
    }
    return output + "\r\n"
  }

  /// A header field whose value is `value` split at spaces, folded like ``fold(name:words:)``.
  /// - Parameters:
  ///   - name: the field name.
  ///   - value: printable ASCII.
  /// - Returns: the whole header field, folded, without the final line end.
  static func field(_ name: String, _ value: String) -> String {
    fold(name: name, words: value.split(separator: " ").map(String.init))
  }
}
