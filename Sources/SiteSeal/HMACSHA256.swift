/// HMAC-SHA-256 (RFC 2104, FIPS 198-1), one-shot and incremental.
///
/// The key may have any length: keys longer than the 64-byte block are first hashed to 32 bytes,
/// shorter ones are zero-padded (RFC 2104 §2). The tag is 32 bytes; truncate it yourself if a
/// protocol asks for fewer (RFC 2104 §5).
///
/// ```swift
/// let tag = HMACSHA256.authenticate(key: key, message: message)  // 32 bytes
///
/// var mac = HMACSHA256(key: key)
/// mac.update(part1)
/// mac.update(part2)
/// let same = mac.finalize()
/// ```
///
/// The padded-key hash states are computed once in ``init(key:)``, so a keyed instance can be
/// copied and reused for many messages at the cost of the message blocks only.
public struct HMACSHA256: Sendable {
  /// Size of a tag in bytes (32).
  public static let macByteCount = 32

  /// SHA-256 state after absorbing the block `K ^ ipad`.
  let innerKeyState: SHA256.State
  /// SHA-256 state after absorbing the block `K ^ opad`.
  let outerKeyState: SHA256.State
  /// The running inner hash `H((K ^ ipad) || message)`.
  private var inner: SHA256

  /// Prepares an HMAC for `key` (any length, in bytes).
  public init(key: some Collection<UInt8>) {
    var block = Array(key)
    if block.count > SHA256.blockByteCount {
      block = SHA256.hash(block)
    }
    block += [UInt8](repeating: 0, count: SHA256.blockByteCount - block.count)
    var innerHash = SHA256()
    innerHash.update(block.map { $0 ^ 0x36 })
    var outerHash = SHA256()
    outerHash.update(block.map { $0 ^ 0x5c })
    innerKeyState = innerHash.state
    outerKeyState = outerHash.state
    inner = innerHash
  }

  /// Returns the 32-byte HMAC-SHA-256 tag of `message` under `key`.
  public static func authenticate(
    key: some Collection<UInt8>, message: some Collection<UInt8>
  ) -> [UInt8] {
    var mac = HMACSHA256(key: key)
    mac.update(message)
    return mac.finalize()
  }

  /// Appends `bytes` to the message.
  public mutating func update(_ bytes: some Collection<UInt8>) {
    inner.update(bytes)
  }

  /// Returns the 32-byte tag of everything passed to ``update(_:)`` so far.
  ///
  /// The instance is left unchanged and can keep absorbing data.
  public func finalize() -> [UInt8] {
    finalState().bytes
  }

  /// The outer hash `H((K ^ opad) || H((K ^ ipad) || message))` as a chaining value.
  func finalState() -> SHA256.State {
    var outer = outerKeyState
    outer.compress(SHA256.Block(digestAfterKeyBlock: inner.finalState()))
    return outer
  }
}

extension HMACSHA256: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// A fixed placeholder: key-derived state is never printed.
  public var description: String { "HMACSHA256(<redacted>)" }
  /// A fixed placeholder: key-derived state is never printed.
  public var debugDescription: String { description }
  /// An empty mirror, so `dump` cannot reveal key-derived state.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}
