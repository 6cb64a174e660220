import HealthCore

/// Choices a harness makes from the input itself (chunk sizes, options), so that one input
/// always runs the same way and a mutation of it explores other choices.
struct FuzzChoices {
  private var random: SplitMix64

  /// Seeds the choices with the FNV-1a hash of `bytes`.
  /// - Parameter bytes: the input.
  init(_ bytes: UnsafeRawBufferPointer) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    random = SplitMix64(seed: hash)
  }

  /// A pseudo-random choice.
  mutating func next() -> UInt64 { random.next() }

  /// A pseudo-random flag.
  mutating func flag() -> Bool { random.next() & 1 == 1 }

  /// Chunk lengths adding up to `total`: mostly tiny (1–16 bytes), some medium (to 512), a few
  /// large (to 8 KiB), so that element and attribute boundaries fall everywhere.
  /// - Parameter total: the input's length.
  /// - Returns: positive lengths whose sum is `total` (none for an empty input).
  mutating func chunkLengths(total: Int) -> [Int] {
    var lengths: [Int] = []
    var left = total
    while left > 0 {
      let roll = random.next()
      let limit: UInt64
      switch roll % 10 {
      case 0..<5: limit = 16
      case 5..<8: limit = 512
      default: limit = 8192
      }
      let length = min(left, Int((roll >> 8) % limit) + 1)
      lengths.append(length)
      left -= length
    }
    return lengths
  }
}

/// Feeds an input to a streaming reader in consecutive chunks.
enum ChunkFeed {
  /// Passes `bytes` to `consume` as consecutive chunks of the given lengths.
  /// - Parameters:
  ///   - bytes: the input.
  ///   - chunks: lengths adding up to `bytes.count`.
  ///   - consume: the reader's `consume`.
  /// - Throws: what `consume` throws.
  static func feed(
    _ bytes: UnsafeRawBufferPointer, chunks: [Int],
    to consume: (UnsafeRawBufferPointer) throws(ParseError) -> Void
  ) throws(ParseError) {
    var offset = 0
    for length in chunks {
      try consume(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)]))
      offset += length
    }
  }
}
