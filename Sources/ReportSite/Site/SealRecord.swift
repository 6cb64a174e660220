import Foundation
import SiteSeal

/// What a private site's marker keeps of its key: the salt and iteration count (so a rebuild
/// derives the same key and seals unchanged files to the same bytes) and the key's check value
/// (so a build with another passphrase is noticed and refused unless asked for). Never the key
/// or the passphrase.
///
/// In the marker it is one line after the manifest's header: `seal 1 ITER SALT CHECK`, the
/// salt in base64 and the check in 32 hexadecimal digits.
public struct SealRecord: Sendable, Hashable {
  /// The PBKDF2 iteration count.
  public var iterations: Int
  /// The site's salt (16 bytes).
  public var salt: [UInt8]
  /// ``SiteKey/check`` of the site's key.
  public var check: String

  /// The record of `key`.
  public init(key: SiteKey) {
    iterations = key.iterations
    salt = key.salt
    check = key.check
  }

  init(iterations: Int, salt: [UInt8], check: String) {
    self.iterations = iterations
    self.salt = salt
    self.check = check
  }

  /// The marker line, without its line break.
  var line: String {
    "seal 1 " + String(iterations) + " " + Data(salt).base64EncodedString() + " " + check
  }

  /// Reads a marker line's fields after `seal`; `nil` unless it is exactly one record.
  static func parse(_ fields: [Substring]) -> SealRecord? {
    guard fields.count == 4, fields[0] == "1", let iterations = Int(fields[1]),
      (SiteKey.minimumIterations...SiteKey.maximumIterations).contains(iterations),
      let salt = Data(base64Encoded: String(fields[2])), salt.count == SiteKey.saltByteCount,
      fields[3].count == 32, fields[3].allSatisfy(\.isHexDigit)
    else { return nil }
    return SealRecord(iterations: iterations, salt: Array(salt), check: String(fields[3]))
  }
}
