/// The one escaping routine for markup: `& < > " '` become character references, and the
/// characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage return, and
/// U+FFFE, U+FFFF) are dropped, so any input text gives well-formed output.
public enum Escaping {
  /// Returns `text` escaped, safe in element content and in quoted attributes.
  /// - Parameter text: untrusted text.
  /// - Returns: the escaped text.
  public static func escape(_ text: String) -> String {
    var writer = MarkupWriter(capacity: text.utf8.count * 6 + 16)
    writer.writeEscaped(text)
    return writer.text
  }

  /// Appends `text` escaped to `output` (see ``escape(_:)``).
  public static func appendEscaped(_ text: String, to output: inout String) {
    output += escape(text)
  }

  /// Whether `source` can be copied as is.
  @inline(__always)
  static func isClean(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in source where needsWork(byte) { return false }
    return true
  }

  /// Whether a byte may need escaping or dropping (`0xEF` starts U+FFFE and U+FFFF); tab, line
  /// feed and carriage return are kept as they are, so they need none.
  @inline(__always)
  static func needsWork(_ byte: UInt8) -> Bool {
    // Bit b is set when byte b (below 64) needs work: the C0 controls other than tab, line feed
    // and carriage return, and `" & ' < >`.
    let lowBytesNeedingWork: UInt64 = 0x5000_00C4_FFFF_D9FF
    return byte < 64 ? (lowBytesNeedingWork >> UInt64(byte)) & 1 != 0 : byte == 0xEF
  }

  /// Writes `source` escaped to `destination`, which has room for `source.count * 6` bytes, and
  /// returns the number of bytes written.
  static func escape(
    _ source: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var written = 0
    func put(_ bytes: StaticString) {
      (destination + written).update(from: bytes.utf8Start, count: bytes.utf8CodeUnitCount)
      written += bytes.utf8CodeUnitCount
    }
    var index = 0
    while index < source.count {
      let byte = source[index]
      switch byte {
      case 38: put("&amp;")
      case 60: put("&lt;")
      case 62: put("&gt;")
      case 34: put("&quot;")
      case 39: put("&#39;")
      case 9, 10, 13:
        destination[written] = byte
        written += 1
      case 0..<0x20: break
      case 0xEF
      where index + 2 < source.count && source[index + 1] == 0xBF
        && (source[index + 2] == 0xBE || source[index + 2] == 0xBF):
        index += 2  // U+FFFE or U+FFFF
      default:
        destination[written] = byte
        written += 1
      }
      index += 1
    }
    return written
  }
}
