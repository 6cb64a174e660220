import HealthCore

/// Decodes zip member names.
enum ZipNameDecoder: Sendable {
  /// The name in `bytes`.
  /// - Parameters:
  ///   - bytes: the raw name from the central directory.
  ///   - isUTF8: whether general-purpose bit 11 (language encoding) is set.
  /// - Returns: UTF-8 when flagged or when the bytes are valid UTF-8 (macOS's Archive Utility
  ///   writes UTF-8 without the flag); otherwise code page 437, the zip default.
  static func decode(_ bytes: ArraySlice<UInt8>, isUTF8: Bool) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    if isUTF8 { return String(decoding: bytes, as: UTF8.self) }
    var text = ""
    text.unicodeScalars.reserveCapacity(bytes.count)
    for byte in bytes {
      if byte < 0x80 {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let index = Int(byte) - 0x80
        text.unicodeScalars.append(index < highHalf.count ? highHalf[index] : "\u{FFFD}")
      }
    }
    return text
  }

  /// Code page 437's characters for bytes 0x80–0xFF.
  private static let highHalf: [Unicode.Scalar] = Array(
    ("ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒ" + "áíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐"
      + "└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀" + "αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■ ").unicodeScalars)
}
