import HealthCore

/// Writes JSON strings: the one writer behind the config file `init` writes and the JSON fuzz
/// target's round trips (the sealed site's envelope has its own, stricter for HTML, in its
/// module of its own).
public enum JSONString {
  /// `text` as a JSON string, quotes included: `"` and `\` escaped, the control characters below
  /// U+0020 as `\u00XX`, everything else as it is (UTF-8).
  /// - Parameter text: any text.
  /// - Returns: the JSON string.
  public static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    append(text.utf8, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 text `text` to `output` as a JSON string (see ``quoted(_:)``).
  /// - Parameters:
  ///   - text: UTF-8 bytes.
  ///   - output: the JSON text being written.
  public static func append(_ text: some Sequence<UInt8>, to output: inout [UInt8]) {
    let hex: StaticString = "0123456789abcdef"
    output.append(UInt8(ascii: "\""))
    for byte in text {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        output += [UInt8(ascii: "\\"), byte]
      case 0..<0x20:
        output += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")]
        output += [hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 15)]]
      default:
        output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
