import Foundation

/// The key of a private site (FORMAT-private-site.md, version 1): `K` = PBKDF2-HMAC-SHA256 of
/// the passphrase's UTF-8 bytes after Unicode NFC normalisation, with the site's salt and
/// iteration count, 32 bytes for AES-256.
///
/// Two more keys are derived from `K` with HMAC-SHA256, so `K` itself only ever encrypts:
/// the iv key (each file's iv is the first 12 bytes of HMAC(iv key, path ‖ 0x00 ‖ its
/// compressed bytes), so two different files never share an iv and the same file always gets
/// the same one), and a
/// check value that a build keeps beside the site to notice a changed passphrase. Deriving the
/// key is the slow step on purpose (600,000 iterations); do it once per build.
///
/// Nothing here prints a key or a passphrase: the description is redacted.
public struct SiteKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The iteration count new sites use: OWASP's figure for PBKDF2-HMAC-SHA256.
  public static let defaultIterations = 600_000
  /// The fewest iterations a reader accepts.
  public static let minimumIterations = 600_000
  /// The most iterations a reader accepts: a hostile envelope cannot make it work for hours
  /// (about three seconds here).
  public static let maximumIterations = 10_000_000
  /// The salt's length, in bytes.
  public static let saltByteCount = 16
  /// The fewest characters a passphrase may have.
  public static let minimumPassphraseLength = 12

  /// The site's salt (16 bytes).
  public let salt: [UInt8]
  /// The PBKDF2 iteration count.
  public let iterations: Int
  /// `K`, the AES-256 key (32 bytes).
  let key: [UInt8]
  /// HMAC keyed with the iv key.
  let ivMAC: HMACSHA256
  /// HMAC keyed with the fingerprint key (``fingerprint(of:)``).
  let fingerprintMAC: HMACSHA256
  /// A check value of `K` (32 hexadecimal digits): equal for the same passphrase, salt and
  /// count, different otherwise. It reveals no more than any sealed file does (both let a
  /// guess be tested).
  public let check: String

  /// Derives the key from a passphrase.
  /// - Parameters:
  ///   - passphrase: the passphrase (normalised to NFC here).
  ///   - salt: the site's salt.
  ///   - iterations: the count, at least 1 (``minimumIterations`` for anything published).
  public init(passphrase: String, salt: [UInt8], iterations: Int = defaultIterations) {
    let password = Array(passphrase.precomposedStringWithCanonicalMapping.utf8)
    self.init(
      rawKey: PBKDF2.sha256(
        password: password, salt: salt, iterations: max(1, iterations), keyLength: 32),
      salt: salt, iterations: iterations)
  }

  /// A key already derived (`K` itself), with the salt and count it was derived with.
  public init(rawKey: [UInt8], salt: [UInt8], iterations: Int) {
    key = rawKey
    self.salt = salt
    self.iterations = iterations
    ivMAC = HMACSHA256(
      key: HMACSHA256.authenticate(key: rawKey, message: Array("healthreport iv v1".utf8)))
    fingerprintMAC = HMACSHA256(
      key: HMACSHA256.authenticate(
        key: rawKey, message: Array("healthreport fingerprint v1".utf8)))
    check = HMACSHA256.authenticate(key: rawKey, message: Array("healthreport key check v1".utf8))
      .prefix(16).map { String($0, radix: 16).leftPadded }.joined()
  }

  /// 16 bytes from the system's cryptographic random source, for a new site.
  public static func randomSalt() -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<saltByteCount).map { _ in UInt8.random(in: 0...255, using: &generator) }
  }

  /// The iv of the file at `path` whose compressed content is `bytes`: the first 12 bytes of
  /// HMAC(iv key, path ‖ 0 ‖ bytes). The compressed bytes stand for the file (raw DEFLATE is
  /// deterministic and inflates to the file, so two different files never give the same
  /// ones), and are a fraction of its size to hash.
  func iv(path: String, bytes: [UInt8]) -> [UInt8] {
    var mac = ivMAC
    mac.update(Array(path.utf8))
    mac.update(CollectionOfOne(0))
    mac.update(bytes)
    return Array(mac.finalize().prefix(12))
  }

  /// `text` (a fingerprint of a group's inputs) bound to this key: the first 8 bytes of
  /// HMAC(fingerprint key, text) as 16 hexadecimal digits, the fingerprint kept in a private
  /// site's marker. Without the key it tells nothing: an unkeyed hash of a week's figures
  /// would let anyone holding the marker test a guess of them without the key derivation's
  /// cost.
  /// - Parameter text: the plain fingerprint.
  /// - Returns: the keyed fingerprint.
  public func fingerprint(of text: String) -> String {
    var mac = fingerprintMAC
    mac.update(Array(text.utf8))
    return mac.finalize().prefix(8).map { String($0, radix: 16).leftPadded }.joined()
  }

  public var description: String { "SiteKey(<redacted>)" }
  public var debugDescription: String { description }
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}

extension String {
  /// Two hexadecimal digits.
  fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
