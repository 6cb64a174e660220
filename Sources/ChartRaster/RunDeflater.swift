/// A small, fast zlib (RFC 1950/1951) encoder for filtered PNG rows: one block with the fixed
/// Huffman codes, and matches only for runs (a byte repeated, or a three- or four-byte pixel
/// repeated). A chart filtered by rows is mostly such runs (flat colours; rows repeating the row
/// above are all zeros), which it finds eight bytes at a time, so it is several times faster
/// than zlib's fastest level at a moderately larger size. Deterministic; any inflater reads it.
struct RunDeflater {
  private var output: [UInt8] = []
  private var bits: UInt64 = 0
  private var bitCount = 0
  /// The Adler-32 sums, kept below 65521 (updated per literal and per run, not per byte).
  private var adlerA: UInt64 = 1
  private var adlerB: UInt64 = 0
  private static let adlerModulus: UInt64 = 65_521

  /// Starts a stream: the zlib header and the header of the one fixed-code block.
  init(capacity: Int) {
    output.reserveCapacity(capacity)
    output.append(0x78)
    output.append(0x01)
    write(0b011, count: 3)  // BFINAL = 1, BTYPE = 01 (fixed codes)
  }

  /// Compresses `bytes` (one filtered row: runs never cross a row's filter byte).
  /// - Parameters:
  ///   - bytes: the row's bytes.
  ///   - pixelSize: the bytes per pixel, the distance of pixel repeats (3 or 4).
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, pixelSize: Int) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    let count = bytes.count
    var index = 0
    while index < count {
      // A run of the previous byte (distance 1) or of the previous pixel.
      var length = 0
      var distance = 1
      if index >= 1 {
        length = Self.runLength(base, at: index, count: count)
      }
      if length < 3, index >= pixelSize {
        length = Self.repeatLength(base, at: index, count: count, distance: pixelSize)
        distance = pixelSize
      }
      if length >= 3 {
        if distance == 1 {
          addRunToChecksum(value: base[index - 1], count: length)
        } else {
          for offset in 0..<length { addToChecksum(base[index + offset]) }
        }
        var remaining = length
        while remaining >= 3 {
          let piece = remaining > 258 ? (remaining - 258 >= 3 ? 258 : remaining - 3) : remaining
          writeMatch(length: piece, distance: distance)
          remaining -= piece
        }
        for offset in 0..<remaining { writeLiteral(base[index + length - remaining + offset]) }
        index += length
      } else {
        addToChecksum(base[index])
        writeLiteral(base[index])
        index += 1
      }
    }
  }

  /// Ends the stream (end-of-block code, padding, Adler-32) and returns its bytes.
  mutating func finish() -> [UInt8] {
    write(0, count: 7)  // end of block: symbol 256, code 0000000
    if bitCount > 0 { write(0, count: (8 - bitCount % 8) % 8) }
    flushWholeBytes()
    let checksum = UInt32(truncatingIfNeeded: adlerB << 16 | adlerA)
    output.append(UInt8(checksum >> 24))
    output.append(UInt8((checksum >> 16) & 0xFF))
    output.append(UInt8((checksum >> 8) & 0xFF))
    output.append(UInt8(checksum & 0xFF))
    return output
  }

  /// Adds one byte to the Adler-32 sums.
  @inline(__always)
  private mutating func addToChecksum(_ byte: UInt8) {
    adlerA = (adlerA &+ UInt64(byte)) % Self.adlerModulus
    adlerB = (adlerB &+ adlerA) % Self.adlerModulus
  }

  /// Adds `count` bytes of `value` to the Adler-32 sums at once: A grows by value × count, B by
  /// count × A + value × count (count + 1) / 2.
  @inline(__always)
  private mutating func addRunToChecksum(value: UInt8, count: Int) {
    let n = UInt64(count)
    let v = UInt64(value)
    adlerB = (adlerB &+ n &* adlerA &+ v &* (n &* (n &+ 1) / 2)) % Self.adlerModulus
    adlerA = (adlerA &+ v &* n) % Self.adlerModulus
  }

  /// How many bytes from `index` equal the byte before `index`, up to `count`.
  @inline(__always)
  static func runLength(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> Int {
    let value = base[index - 1]
    var end = index
    let pattern = UInt64(value) &* 0x0101_0101_0101_0101
    let raw = UnsafeRawPointer(base)
    while end + 8 <= count, raw.loadUnaligned(fromByteOffset: end, as: UInt64.self) == pattern {
      end &+= 8
    }
    while end < count, base[end] == value { end &+= 1 }
    return end - index
  }

  /// How many bytes from `index` equal the byte `distance` before each, up to `count`.
  @inline(__always)
  static func repeatLength(
    _ base: UnsafePointer<UInt8>, at index: Int, count: Int, distance: Int
  ) -> Int {
    var end = index
    while end < count, base[end] == base[end - distance] { end &+= 1 }
    return end - index
  }

  // MARK: Codes

  @inline(__always)
  private mutating func write(_ value: UInt64, count: Int) {
    bits |= value << UInt64(bitCount)
    bitCount &+= count
    if bitCount >= 32 {
      output.append(UInt8(truncatingIfNeeded: bits))
      output.append(UInt8(truncatingIfNeeded: bits >> 8))
      output.append(UInt8(truncatingIfNeeded: bits >> 16))
      output.append(UInt8(truncatingIfNeeded: bits >> 24))
      bits >>= 32
      bitCount &-= 32
    }
  }

  private mutating func flushWholeBytes() {
    while bitCount >= 8 {
      output.append(UInt8(truncatingIfNeeded: bits))
      bits >>= 8
      bitCount -= 8
    }
  }

  @inline(__always)
  private mutating func writeLiteral(_ byte: UInt8) {
    let code = Self.literalCodes[Int(byte)]
    write(UInt64(code.bits), count: Int(code.length))
  }

  /// A match: its length code with extra bits, then its distance code (1...4: codes 0...3,
  /// five bits, no extra bits).
  @inline(__always)
  private mutating func writeMatch(length: Int, distance: Int) {
    let code = Self.lengthCodes[length]
    write(UInt64(code.bits), count: Int(code.length))
    write(UInt64(Self.reversed(UInt32(distance - 1), length: 5)), count: 5)
  }

  /// The fixed literal codes of bytes 0...255, bit-reversed for the LSB-first stream.
  static let literalCodes: [(bits: UInt32, length: UInt8)] = {
    var table: [(bits: UInt32, length: UInt8)] = []
    for symbol in 0..<256 {
      if symbol < 144 {
        table.append((reversed(UInt32(0x30 + symbol), length: 8), 8))
      } else {
        table.append((reversed(UInt32(0x190 + symbol - 144), length: 9), 9))
      }
    }
    return table
  }()

  /// For each match length 3...258 (index = length): its fixed code and extra bits, combined.
  static let lengthCodes: [(bits: UInt32, length: UInt8)] = {
    let bases: [Int] = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
      131, 163, 195, 227, 258,
    ]
    let extras: [Int] = [
      0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    var table = [(bits: UInt32, length: UInt8)](repeating: (0, 0), count: 259)
    for length in 3...258 {
      var index = bases.count - 1
      while bases[index] > length { index -= 1 }
      let symbol = 257 + index
      let (code, codeLength): (UInt32, Int) =
        symbol < 280
        ? (reversed(UInt32(symbol - 256), length: 7), 7)
        : (reversed(UInt32(0xC0 + symbol - 280), length: 8), 8)
      let extra = UInt32(length - bases[index])
      table[length] = (code | extra << UInt32(codeLength), UInt8(codeLength + extras[index]))
    }
    return table
  }()

  /// The low `length` bits of `value` in reverse order.
  static func reversed(_ value: UInt32, length: Int) -> UInt32 {
    var result: UInt32 = 0
    for bit in 0..<length where value & (1 << UInt32(bit)) != 0 {
      result |= 1 << UInt32(length - 1 - bit)
    }
    return result
  }
}
