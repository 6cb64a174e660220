import HealthCore

/// Decodes the text of an attribute value that is kept (source names): the five predefined
/// entities and numeric character references only. Nothing from a DTD is ever expanded; an
/// unknown or malformed reference is kept as written. Invalid UTF-8 becomes U+FFFD.
enum XMLEntities {
  /// The decoded text of `bytes`.
  static func decode(_ bytes: [UInt8]) -> String {
    guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "&"),
        let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")),
        let scalar = reference(Array(bytes[(index + 1)..<semicolon]))
      else {
        output.append(byte)
        index += 1
        continue
      }
      output.append(contentsOf: Array(String(Character(scalar)).utf8))
      index = semicolon + 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The character a reference's name (between `&` and `;`) stands for, or `nil`.
  private static func reference(_ name: [UInt8]) -> Unicode.Scalar? {
    switch String(decoding: name, as: UTF8.self) {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default: break
    }
    guard name.first == UInt8(ascii: "#"), name.count > 1 else { return nil }
    let digits = name.dropFirst()
    let isHex = digits.first == UInt8(ascii: "x") || digits.first == UInt8(ascii: "X")
    let text = String(decoding: isHex ? digits.dropFirst() : digits, as: UTF8.self)
    guard let code = UInt32(text, radix: isHex ? 16 : 10), code > 0 else { return nil }
    return Unicode.Scalar(code)
  }
}
