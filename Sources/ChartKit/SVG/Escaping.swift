/// The one escaping routine for markup: `& < > " '` become character references, and the
/// characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage return, and
/// U+FFFE, U+FFFF) are dropped, so any input text gives well-formed output.
public enum Escaping {
  /// Returns `text` escaped, safe in element content and in quoted attributes.
  /// - Parameter text: untrusted text.
  public static func escape(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    var text = text
    text.withUTF8 { append(escaping: $0, to: &bytes) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` escaped to `output` (see ``escape(_:)``).
  public static func appendEscaped(_ text: String, to output: inout String) {
    output += escape(text)
  }

  /// Appends the UTF-8 `source` to `bytes`, escaped.
  static func append(escaping source: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
    var clean = true
    for byte in source where needsWork[Int(byte)] {
      clean = false
      break
    }
    if clean {
      bytes.append(contentsOf: source)
      return
    }
    var index = 0
    while index < source.count {
      let byte = source[index]
      switch byte {
      case 38: bytes.append(contentsOf: [38, 97, 109, 112, 59])  // &amp;
      case 60: bytes.append(contentsOf: [38, 108, 116, 59])  // &lt;
      case 62: bytes.append(contentsOf: [38, 103, 116, 59])  // &gt;
      case 34: bytes.append(contentsOf: [38, 113, 117, 111, 116, 59])  // &quot;
      case 39: bytes.append(contentsOf: [38, 35, 51, 57, 59])  // &#39;
      case 9, 10, 13: bytes.append(byte)
      case 0..<0x20: break
      case 0xEF where index + 2 < source.count && source[index + 1] == 0xBF
        && (source[index + 2] == 0xBE || source[index + 2] == 0xBF):
        index += 2  // U+FFFE or U+FFFF
      default: bytes.append(byte)
      }
      index += 1
    }
  }

  /// The bytes that may need escaping or dropping, by value.
  static let needsWork: [Bool] = (0..<256).map { $0 < 0x20 || [38, 60, 62, 34, 39, 0xEF].contains($0) }
}
