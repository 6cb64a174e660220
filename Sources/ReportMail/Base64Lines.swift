import Foundation

/// Base64 for MIME bodies (RFC 2045 §6.8): the standard alphabet with padding, broken into
/// lines of at most 76 characters, each ending in CRLF.
enum Base64Lines {
  /// The longest encoded line, in characters (RFC 2045).
  static let lineLength = 76

  /// Encodes `data` as CRLF-terminated lines of at most ``lineLength`` characters; empty data
  /// gives an empty string.
  /// - Parameter data: the bytes to encode.
  /// - Returns: ASCII text, every line (the last one included) ending in CRLF.
  static func encode(_ data: Data) -> String {
    let encoded = Array(data.base64EncodedString().utf8)
    var output: [UInt8] = []
    output.reserveCapacity(encoded.count + encoded.count / lineLength * 2 + 2)
    var start = 0
    while start < encoded.count {
      let end = min(start + lineLength, encoded.count)
      output += encoded[start..<end]
      output += [13, 10]
      start = end
    }
    return String(decoding: output, as: UTF8.self)
  }
}
