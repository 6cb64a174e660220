import Foundation
import HealthCore

/// An RFC 5322 message with a MIME body: the envelope fields and a root part, rendered with
/// CRLF line endings throughout and a Message-ID derived from the content.
struct MIMEMessage: Sendable {
  /// The sender.
  var from: EmailAddress
  /// The recipient, or `nil` for no `To` field.
  var to: EmailAddress?
  /// The subject; any text without control characters.
  var subject: String
  /// The `Date` field.
  var date: MailDate
  /// The body.
  var root: MIMEPart
  /// The language of the text (RFC 3282 `Content-Language`, a BCP 47 tag).
  var language = "en-US"

  /// The message as bytes (ASCII only).
  func render() -> Data {
    let (rootFields, body) = root.renderParts()
    var fields = HeaderEncoding.fold(name: "From", words: from.headerWords)
    if let to {
      fields += HeaderEncoding.fold(name: "To", words: to.headerWords)
    }
    fields += HeaderEncoding.fold(name: "Subject", words: HeaderEncoding.unstructuredWords(subject))
    fields += HeaderEncoding.field("Date", date.render())
    let identity = fields + rootFields + body
    let messageID =
      ContentHash.hex(of: identity.utf8) + "." + ContentHash.hex(of: identity.utf8, seed: 1)
    fields += HeaderEncoding.field("Message-ID", "<" + messageID + "@healthreport.invalid>")
    fields += HeaderEncoding.field("MIME-Version", "1.0")
    fields += HeaderEncoding.field("Content-Language", language)
    return Data((fields + rootFields + "\r\n" + body).utf8)
  }
}
