/// Test helpers for writing vectors as hexadecimal strings.

/// Decodes a hex string (case-insensitive; spaces and newlines ignored) into bytes.
///
/// Malformed input is a typo in a test table, so it records a failure through the returned
/// sentinel: an odd digit count or a non-hex character yields `[0xde, 0xad]`, which no vector in
/// these tables expects.
func hex(_ text: String) -> [UInt8] {
  let digits = text.unicodeScalars.filter { $0 != " " && $0 != "\n" }
  var bytes = [UInt8]()
  var high: UInt8?
  for scalar in digits {
    guard let value = UInt8(String(scalar), radix: 16) else { return [0xde, 0xad] }
    if let pending = high {
      bytes.append(pending << 4 | value)
      high = nil
    } else {
      high = value
    }
  }
  return high == nil ? bytes : [0xde, 0xad]
}

/// Encodes bytes as lowercase hex, for readable test failure messages.
func hexString(_ bytes: [UInt8]) -> String {
  let digits = Array("0123456789abcdef")
  var text = ""
  for byte in bytes {
    text.append(digits[Int(byte >> 4)])
    text.append(digits[Int(byte & 0x0f)])
  }
  return text
}

/// Deterministic bytes for round-trip tests (SplitMix64), so failures reproduce.
struct TestBytes {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }

  mutating func bytes(_ count: Int) -> [UInt8] {
    (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
  }
}
