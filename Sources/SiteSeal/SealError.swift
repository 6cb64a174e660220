/// Errors thrown by the SiteSeal ciphers.
///
/// None of the cases carries key, IV, plaintext or ciphertext bytes, so an error can be logged
/// safely.
public enum SealError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The key is not 32 bytes (AES-256).
  case badKeyLength
  /// The IV is not 12 bytes (AES-GCM with a 96-bit IV).
  case badIVLength
  /// A block passed to ``AES256/encrypt(block:)`` is not 16 bytes.
  case badBlockLength
  /// A sealed buffer is shorter than the 16-byte authentication tag.
  case tooShort
  /// The plaintext exceeds GCM's limit of 2^36 - 32 bytes (SP 800-38D §5.2.1.1).
  case messageTooLong
  /// The tag does not match: wrong key, IV or additional data, or the data was altered.
  case authenticationFailed

  /// A short, secret-free explanation of the error.
  public var description: String {
    switch self {
    case .badKeyLength: "key must be 32 bytes"
    case .badIVLength: "IV must be 12 bytes"
    case .badBlockLength: "AES block must be 16 bytes"
    case .tooShort: "sealed data is shorter than the 16-byte tag"
    case .messageTooLong: "plaintext exceeds the AES-GCM length limit"
    case .authenticationFailed: "authentication failed"
    }
  }
}
