import Foundation
import HealthCore

/// One entity of a MIME message (RFC 2045/2046): header fields and either an encoded body or
/// nested parts. Rendering is deterministic: a multipart's boundary is derived from a hash of its
/// rendered parts and lengthened until it occurs in none of them.
struct MIMEPart: Sendable {
  /// What the entity holds.
  enum Content: Sendable {
    /// An already transfer-encoded body: ASCII text with CRLF line endings.
    case body(String)
    /// `multipart/<subtype>` with extra `Content-Type` parameters (name, value) in order.
    case multipart(subtype: String, parameters: [(String, String)], parts: [MIMEPart])
  }

  /// Rendered header fields (each folded and ending in CRLF), in order; for multiparts the
  /// `Content-Type` field is added when rendering.
  var headers: [String]
  /// The body or the nested parts.
  var content: Content

  /// A text part, quoted-printable encoded: `text/<subtype>; charset=utf-8`.
  /// - Parameters:
  ///   - text: the text, with any line breaks.
  ///   - subtype: `plain` or `html`.
  /// - Returns: a quoted-printable text part.
  static func text(_ text: String, subtype: String) -> MIMEPart {
    var body = QuotedPrintable.encode(text)
    if !body.hasSuffix("\r\n") { body += "\r\n" }
    return MIMEPart(
      headers: [
        HeaderEncoding.field("Content-Type", "text/" + subtype + "; charset=utf-8"),
        HeaderEncoding.field("Content-Transfer-Encoding", "quoted-printable"),
      ],
      content: .body(body))
  }

  /// A file part, base64 encoded, with a file name and a Content-ID.
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - contentType: the media type, such as `image/svg+xml`.
  ///   - fileName: an ASCII file name without quotes or backslashes.
  ///   - contentID: the Content-ID without angle brackets.
  ///   - disposition: `inline` or `attachment`.
  /// - Returns: a base64 part carrying the bytes.
  static func file(
    _ data: Data, contentType: String, fileName: String, contentID: String, disposition: String
  ) -> MIMEPart {
    MIMEPart(
      headers: [
        HeaderEncoding.field("Content-Type", contentType + "; name=\"" + fileName + "\""),
        HeaderEncoding.field("Content-Transfer-Encoding", "base64"),
        HeaderEncoding.field("Content-ID", "<" + contentID + ">"),
        HeaderEncoding.field(
          "Content-Disposition", disposition + "; filename=\"" + fileName + "\""),
      ],
      content: .body(Base64Lines.encode(data)))
  }

  /// A `multipart/<subtype>` of `parts`.
  /// - Parameters:
  ///   - subtype: `mixed`, `related` or `alternative`.
  ///   - parameters: further `Content-Type` parameters, such as `type` for `related`.
  ///   - parts: the nested parts, in order.
  /// - Returns: a multipart part holding `parts`.
  static func multipart(
    _ subtype: String, parameters: [(String, String)] = [], parts: [MIMEPart]
  ) -> MIMEPart {
    MIMEPart(
      headers: [], content: .multipart(subtype: subtype, parameters: parameters, parts: parts))
  }

  /// The header fields and the body, separated by an empty line; every line ends in CRLF.
  func render() -> String {
    let (fields, body) = renderParts()
    return fields + "\r\n" + body
  }

  /// The header fields (including a multipart's `Content-Type`) and the body, separately.
  func renderParts() -> (fields: String, body: String) {
    switch content {
    case .body(let body):
      return (headers.joined(), body)
    case .multipart(let subtype, let parameters, let parts):
      let rendered = parts.map { $0.render() }
      let boundary = MIMEPart.boundary(for: rendered)
      var body = ""
      for part in rendered {
        body += "--" + boundary + "\r\n" + part + "\r\n"
      }
      body += "--" + boundary + "--\r\n"
      var words = ["multipart/" + subtype + ";"]
      for (name, value) in parameters {
        words.append(name + "=\"" + value + "\";")
      }
      words.append("boundary=\"" + boundary + "\"")
      let contentType = HeaderEncoding.fold(name: "Content-Type", words: words)
      return (headers.joined() + contentType, body)
    }
  }

  /// A boundary made from the hash of the parts, lengthened until no part contains it.
  /// - Parameter parts: the rendered parts.
  /// - Returns: a boundary of at most 70 characters.
  static func boundary(for parts: [String]) -> String {
    var hash = ContentHash()
    for part in parts { hash.combine(part.utf8) }
    var boundary = "=_healthreport_" + hash.hex
    var round: UInt64 = 1
    while parts.contains(where: { $0.contains(boundary) }) {
      boundary =
        "=_healthreport_" + hash.hex + "_" + ContentHash.hex(of: hash.hex.utf8, seed: round)
      round += 1
    }
    return boundary
  }
}
