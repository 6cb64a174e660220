import Foundation

/// A mailbox for `From` and `To`: an address `local@domain` and an optional display name.
public struct EmailAddress: Sendable, Hashable {
  /// The display name (any text), or `nil`.
  public var displayName: String?
  /// The address, `local@domain` in ASCII.
  public var address: String

  /// Creates a mailbox from parts that are already valid.
  /// - Parameters:
  ///   - displayName: the display name, or `nil`.
  ///   - address: an address `local@domain`.
  public init(displayName: String?, address: String) {
    self.displayName = displayName
    self.address = address
  }

  /// Parses `local@domain` or `Display Name <local@domain>` (the name may be quoted and may be
  /// any text without control characters); `nil` when the text is neither.
  /// - Parameter text: the mailbox as typed.
  public init?(parsing text: String) {
    let trimmed = EmailAddress.trimmed(text)
    guard !trimmed.isEmpty, !HeaderEncoding.hasControlCharacters(trimmed) else { return nil }
    if trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") {
      let address = String(trimmed[trimmed.index(after: open)...].dropLast())
      var name = EmailAddress.trimmed(String(trimmed[..<open]))
      if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") {
        name = String(name.dropFirst().dropLast())
          .replacingOccurrences(of: "\\\"", with: "\"")
          .replacingOccurrences(of: "\\\\", with: "\\")
      }
      guard EmailAddress.isValidAddress(address) else { return nil }
      self.init(displayName: name.isEmpty ? nil : name, address: address)
    } else {
      guard EmailAddress.isValidAddress(trimmed) else { return nil }
      self.init(displayName: nil, address: trimmed)
    }
  }

  /// The default sender: `healthreport <healthreport@localhost>`.
  public static let defaultSender = EmailAddress(
    displayName: "healthreport", address: "healthreport@localhost")

  /// A simple check of `local@domain`: one `@`, a non-empty local part of printable ASCII
  /// without specials or spaces, and a domain of letters, digits, `-` and inner dots.
  /// - Parameter address: the address without angle brackets.
  /// - Returns: whether `address` looks like `local@domain`.
  public static func isValidAddress(_ address: String) -> Bool {
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, let local = parts.first, let domain = parts.last,
      !local.isEmpty, !domain.isEmpty, address.utf8.count <= 254
    else { return false }
    let specials = Set("()<>[]:;@\\,\" ".utf8)
    let localIsValid = local.utf8.allSatisfy { (33...126).contains($0) && !specials.contains($0) }
    let domainIsValid = domain.utf8.allSatisfy { byte in
      (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
        || byte == 45 || byte == 46
    }
    return localIsValid && domainIsValid && !domain.hasPrefix(".") && !domain.hasSuffix(".")
      && !domain.contains("..") && !local.hasPrefix(".") && !local.hasSuffix(".")
  }

  /// The header words: the encoded display name (if any) and `<address>`, or the bare address.
  var headerWords: [String] {
    guard let displayName, !displayName.isEmpty else { return [address] }
    return HeaderEncoding.phraseWords(displayName) + ["<" + address + ">"]
  }

  /// `text` without leading and trailing spaces and tabs.
  static func trimmed(_ text: String) -> String {
    var text = Substring(text)
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return String(text)
  }
}
