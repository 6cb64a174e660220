import SiteSeal
import Testing

/// An HMAC-SHA-256 test case; `tag` may be truncated (RFC 4231 test case 5).
struct MACVector: Sendable, CustomTestStringConvertible {
  let source: String
  let key: [UInt8]
  let message: [UInt8]
  let tag: String

  var testDescription: String { source }
}

/// RFC 4231 §4.2–§4.8, HMAC-SHA-256 results. Cross-checked with Python's hmac module.
private let vectors: [MACVector] = [
  // RFC 4231 §4.2 Test Case 1.
  MACVector(
    source: "RFC 4231 case 1", key: [UInt8](repeating: 0x0b, count: 20),
    message: Array("Hi There".utf8),
    tag: "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
  // RFC 4231 §4.3 Test Case 2: a key shorter than the output.
  MACVector(
    source: "RFC 4231 case 2", key: Array("Jefe".utf8),
    message: Array("what do ya want for nothing?".utf8),
    tag: "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
  // RFC 4231 §4.4 Test Case 3: combined key and message length above 64 bytes.
  MACVector(
    source: "RFC 4231 case 3", key: [UInt8](repeating: 0xaa, count: 20),
    message: [UInt8](repeating: 0xdd, count: 50),
    tag: "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"),
  // RFC 4231 §4.5 Test Case 4.
  MACVector(
    source: "RFC 4231 case 4", key: hex("0102030405060708090a0b0c0d0e0f10111213141516171819"),
    message: [UInt8](repeating: 0xcd, count: 50),
    tag: "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"),
  // RFC 4231 §4.6 Test Case 5: output truncated to 128 bits.
  MACVector(
    source: "RFC 4231 case 5 (128-bit)", key: [UInt8](repeating: 0x0c, count: 20),
    message: Array("Test With Truncation".utf8), tag: "a3b6167473100ee06e0c796c2955552b"),
  // RFC 4231 §4.7 Test Case 6: a 131-byte key, larger than the block, is hashed first.
  MACVector(
    source: "RFC 4231 case 6", key: [UInt8](repeating: 0xaa, count: 131),
    message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
    tag: "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
  // RFC 4231 §4.8 Test Case 7: large key and large message.
  MACVector(
    source: "RFC 4231 case 7", key: [UInt8](repeating: 0xaa, count: 131),
    message: Array(
      ("This is a test using a larger than block-size key and a larger than block-size data. "
        + "The key needs to be hashed before being used by the HMAC algorithm.").utf8),
    tag: "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"),
]

@Suite("HMAC-SHA-256")
struct HMACSHA256Tests {
  @Test("RFC 4231 test cases 1-7", arguments: vectors)
  func rfc4231(_ vector: MACVector) {
    let tag = HMACSHA256.authenticate(key: vector.key, message: vector.message)
    #expect(tag.count == HMACSHA256.macByteCount)
    let expectedCount = vector.tag.count / 2
    #expect(hexString(Array(tag.prefix(expectedCount))) == vector.tag)
  }

  @Test("Incremental updates match the one-shot tag", arguments: vectors)
  func incremental(_ vector: MACVector) {
    let expected = HMACSHA256.authenticate(key: vector.key, message: vector.message)
    for split in [0, 1, vector.message.count / 2, vector.message.count] {
      var mac = HMACSHA256(key: vector.key)
      mac.update(vector.message[..<split])
      mac.update(vector.message[split...])
      #expect(mac.finalize() == expected, "split at \(split)")
    }
  }

  /// A keyed instance can be copied and reused; key lengths around the 64-byte block all work.
  @Test("Key lengths 0...140 and reuse of a keyed instance")
  func keyLengthsAndReuse() {
    var random = TestBytes(seed: 2104)
    for keyLength in 0...140 {
      let key = random.bytes(keyLength)
      let keyed = HMACSHA256(key: key)
      var first = keyed
      first.update(Array("one".utf8))
      var second = keyed
      second.update(Array("two".utf8))
      #expect(first.finalize() == HMACSHA256.authenticate(key: key, message: Array("one".utf8)))
      #expect(second.finalize() == HMACSHA256.authenticate(key: key, message: Array("two".utf8)))
    }
  }

  /// A key longer than 64 bytes is equivalent to its SHA-256 digest (RFC 2104 §2).
  @Test("Long keys are replaced by their digest")
  func longKeyEquivalence() {
    let key = [UInt8](repeating: 0x5a, count: 100)
    let message = Array("message".utf8)
    #expect(
      HMACSHA256.authenticate(key: key, message: message)
        == HMACSHA256.authenticate(key: SHA256.hash(key), message: message))
  }

  @Test("Description is redacted")
  func redactedDescription() {
    let mac = HMACSHA256(key: Array("key".utf8))
    #expect(String(describing: mac) == "HMACSHA256(<redacted>)")
    var dumped = ""
    dump(mac, to: &dumped)
    #expect(!dumped.contains("State"))
  }
}
