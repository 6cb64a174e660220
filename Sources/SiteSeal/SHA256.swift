/// SHA-256 (FIPS 180-4), one-shot and incremental.
///
/// The digest is 32 bytes (256 bits); the hash works on 64-byte (512-bit) blocks. Messages of any
/// whole number of bytes up to 2^61 - 1 bytes are supported.
///
/// ```swift
/// let digest = SHA256.hash(Array("abc".utf8))  // 32 bytes
///
/// var hasher = SHA256()
/// hasher.update(Array("ab".utf8))
/// hasher.update(Array("c".utf8))
/// let same = hasher.finalize()  // == digest
/// ```
///
/// `SHA256` is a value type: copying a hasher forks the computation, and ``finalize()`` does not
/// consume it, so a running hash can be read and then extended.
public struct SHA256: Sendable {
  /// Size of a digest in bytes (32).
  public static let digestByteCount = 32
  /// Size of the block the compression function consumes, in bytes (64).
  public static let blockByteCount = 64

  /// Chaining value after every complete block absorbed so far.
  var state: State
  /// Bytes of the current, incomplete block (`bufferCount` of the 64 are valid).
  private var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
  /// Number of valid bytes in `buffer`, always in 0..<64.
  private var bufferCount: Int
  /// Total message length absorbed so far, in bytes.
  private var byteCount: UInt64

  /// Creates a hasher for a new, empty message.
  public init() {
    self.init(state: .initial, absorbedBlocks: 0)
  }

  /// Creates a hasher that continues from `state` after `absorbedBlocks` whole 64-byte blocks.
  init(state: State, absorbedBlocks: UInt64) {
    self.state = state
    self.buffer = (0, 0, 0, 0, 0, 0, 0, 0)
    self.bufferCount = 0
    self.byteCount = absorbedBlocks &* 64
  }

  /// Returns the 32-byte SHA-256 digest of `bytes`.
  public static func hash(_ bytes: some Collection<UInt8>) -> [UInt8] {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.finalize()
  }

  /// Appends `bytes` to the message.
  public mutating func update(_ bytes: some Collection<UInt8>) {
    let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      update(raw: UnsafeRawBufferPointer(buffer))
    }
    if done == nil {
      Array(bytes).withUnsafeBytes { update(raw: $0) }
    }
  }

  /// Appends the bytes in `raw` to the message.
  mutating func update(raw input: UnsafeRawBufferPointer) {
    let count = input.count
    guard count > 0 else { return }
    byteCount &+= UInt64(count)
    var offset = 0
    var chain = state
    if bufferCount > 0 {
      let take = min(64 - bufferCount, count)
      let start = bufferCount
      withUnsafeMutableBytes(of: &buffer) { block in
        UnsafeMutableRawBufferPointer(rebasing: block[start..<(start + take)])
          .copyMemory(from: UnsafeRawBufferPointer(rebasing: input[0..<take]))
      }
      bufferCount += take
      offset = take
      if bufferCount == 64 {
        withUnsafeBytes(of: buffer) { chain.compress(Block(bigEndian: $0, at: 0)) }
        bufferCount = 0
      }
    }
    while count - offset >= 64 {
      chain.compress(Block(bigEndian: input, at: offset))
      offset += 64
    }
    state = chain
    if offset < count {
      let rest = count - offset
      withUnsafeMutableBytes(of: &buffer) { block in
        UnsafeMutableRawBufferPointer(rebasing: block[0..<rest])
          .copyMemory(from: UnsafeRawBufferPointer(rebasing: input[offset..<count]))
      }
      bufferCount = rest
    }
  }

  /// Returns the 32-byte digest of everything passed to ``update(_:)`` so far.
  ///
  /// The hasher itself is left unchanged and can keep absorbing data.
  public func finalize() -> [UInt8] {
    finalState().bytes
  }

  /// The chaining value after padding (FIPS 180-4 §5.1.1) and the final block(s).
  func finalState() -> State {
    var copy = self
    let bitLength = byteCount &* 8
    // 0x80, then zeros up to 56 mod 64, then the 64-bit big-endian bit length.
    let zeros = (64 + 55 - bufferCount) % 64
    var padding = [UInt8](repeating: 0, count: 1 + zeros + 8)
    padding[0] = 0x80
    for index in 0..<8 {
      padding[1 + zeros + index] = UInt8(truncatingIfNeeded: bitLength &>> (56 - 8 * index))
    }
    copy.update(padding)
    return copy.state
  }
}

extension SHA256: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// A fixed placeholder: the buffered message bytes are never printed.
  public var description: String { "SHA256(<redacted>)" }
  /// A fixed placeholder: the buffered message bytes are never printed.
  public var debugDescription: String { description }
  /// An empty mirror, so `dump` cannot reveal buffered message bytes.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}
