import SiteSeal
import Testing

/// A message and its expected SHA-256 digest.
struct DigestVector: Sendable, CustomTestStringConvertible {
  let source: String
  let message: [UInt8]
  let digest: String

  var testDescription: String { source }
}

/// FIPS 180-4 / FIPS 180-2 Appendix B examples and NIST CAVP SHAVS byte-oriented vectors
/// (shabytetestvectors.zip). Every digest was cross-checked with Python's hashlib.
private let vectors: [DigestVector] = [
  // FIPS 180-2 Appendix B.1 / NIST "SHA256.pdf" example: one-block message "abc".
  DigestVector(
    source: "FIPS 180 B.1 abc", message: Array("abc".utf8),
    digest: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
  // FIPS 180-2 Appendix B.2: two-block 448-bit message.
  DigestVector(
    source: "FIPS 180 B.2 448-bit",
    message: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
    digest: "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
  // The 896-bit two-block message of FIPS 180-2 Appendix C.2 (the SHA-512 example input) hashed
  // with SHA-256, as listed in common SHA-2 test-vector tables; cross-checked with hashlib.
  DigestVector(
    source: "896-bit message",
    message: Array(
      ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
        + "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu").utf8),
    digest: "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
  // SHA256ShortMsg.rsp Len = 0 (the "Msg = 00" line denotes the empty message).
  DigestVector(
    source: "ShortMsg Len=0", message: [],
    digest: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
  // SHA256ShortMsg.rsp Len = 8.
  DigestVector(
    source: "ShortMsg Len=8", message: hex("d3"),
    digest: "28969cdfa74a12c82f3bad960b0b000aca2ac329deea5c2328ebc6f2ba9802c1"),
  // SHA256ShortMsg.rsp Len = 16.
  DigestVector(
    source: "ShortMsg Len=16", message: hex("11af"),
    digest: "5ca7133fa735326081558ac312c620eeca9970d1e70a4b95533d956f072d1f98"),
  // SHA256ShortMsg.rsp Len = 24.
  DigestVector(
    source: "ShortMsg Len=24", message: hex("b4190e"),
    digest: "dff2e73091f6c05e528896c4c831b9448653dc2ff043528f6769437bc7b975c2"),
  // SHA256ShortMsg.rsp Len = 32.
  DigestVector(
    source: "ShortMsg Len=32", message: hex("74ba2521"),
    digest: "b16aa56be3880d18cd41e68384cf1ec8c17680c45a02b1575dc1518923ae8b0e"),
  // SHA256ShortMsg.rsp Len = 40.
  DigestVector(
    source: "ShortMsg Len=40", message: hex("c299209682"),
    digest: "f0887fe961c9cd3beab957e8222494abb969b1ce4c6557976df8b0f6d20e9166"),
  // SHA256ShortMsg.rsp Len = 48.
  DigestVector(
    source: "ShortMsg Len=48", message: hex("e1dc724d5621"),
    digest: "eca0a060b489636225b4fa64d267dabbe44273067ac679f20820bddc6b6a90ac"),
  // SHA256ShortMsg.rsp Len = 56.
  DigestVector(
    source: "ShortMsg Len=56", message: hex("06e076f5a442d5"),
    digest: "3fd877e27450e6bbd5d74bb82f9870c64c66e109418baa8e6bbcff355e287926"),
  // SHA256ShortMsg.rsp Len = 64.
  DigestVector(
    source: "ShortMsg Len=64", message: hex("5738c929c4f4ccb6"),
    digest: "963bb88f27f512777aab6c8b1a02c70ec0ad651d428f870036e1917120fb48bf"),
  // SHA256ShortMsg.rsp Len = 72.
  DigestVector(
    source: "ShortMsg Len=72", message: hex("3334c58075d3f4139e"),
    digest: "078da3d77ed43bd3037a433fd0341855023793f9afd08b4b08ea1e5597ceef20"),
  // SHA256ShortMsg.rsp Len = 120.
  DigestVector(
    source: "ShortMsg Len=120", message: hex("294af4802e5e925eb1c6cc9c724f09"),
    digest: "dcbaf335360de853b9cddfdafb90fa75567d0d3d58af8db9d764113aef570125"),
  // SHA256ShortMsg.rsp Len = 128.
  DigestVector(
    source: "ShortMsg Len=128", message: hex("0a27847cdc98bd6f62220b046edd762b"),
    digest: "80c25ec1600587e7f28b18b1b18e3cdc89928e39cab3bc25e4d4a4c139bcedc4"),
  // SHA256ShortMsg.rsp Len = 136.
  DigestVector(
    source: "ShortMsg Len=136", message: hex("1b503fb9a73b16ada3fcf1042623ae7610"),
    digest: "d5c30315f72ed05fe519a1bf75ab5fd0ffec5ac1acb0daf66b6b769598594509"),
  // SHA256ShortMsg.rsp Len = 504 (one byte short of a block: padding spills into a second block).
  DigestVector(
    source: "ShortMsg Len=504",
    message: hex(
      "e2f76e97606a872e317439f1a03fcd92e632e5bd4e7cbc4e97f1afc19a16fde9"
        + "2d77cbe546416b51640cddb92af996534dfd81edb17c4424cf1ac4d75aceeb"),
    digest: "18041bd4665083001fba8c5411d2d748e8abbfdcdfd9218cb02b68a78e7d4c23"),
  // SHA256ShortMsg.rsp Len = 512 (exactly one block).
  DigestVector(
    source: "ShortMsg Len=512",
    message: hex(
      "5a86b737eaea8ee976a0a24da63e7ed7eefad18a101c1211e2b3650c5187c2a8"
        + "a650547208251f6d4237e661c7bf4c77f335390394c37fa1a9f9be836ac28509"),
    digest: "42e61e174fbb3897d6dd6cef3dd2802fe67b331953b06114a65c772859dfc1aa"),
  // SHA256LongMsg.rsp Len = 1304 (first vector of the long-message file).
  DigestVector(
    source: "LongMsg Len=1304",
    message: hex(
      "451101250ec6f26652249d59dc974b7361d571a8101cdfd36aba3b5854d3ae08"
        + "6b5fdd4597721b66e3c0dc5d8c606d9657d0e323283a5217d1f53f2f284f57b8"
        + "5c8a61ac8924711f895c5ed90ef17745ed2d728abd22a5f7a13479a462d71b56"
        + "c19a74a40b655c58edfe0a188ad2cf46cbf30524f65d423c837dd1ff2bf462ac"
        + "4198007345bb44dbb7b1c861298cdf61982a833afc728fae1eda2f87aa2c9480"
        + "858bec"),
    digest: "3c593aa539fdcdae516cdf2f15000f6634185c88f505b39775fb9ab137a10aa2"),
]

@Suite("SHA-256")
struct SHA256Tests {
  @Test("Published vectors", arguments: vectors)
  func publishedVector(_ vector: DigestVector) {
    #expect(hexString(SHA256.hash(vector.message)) == vector.digest)
  }

  /// FIPS 180-2 Appendix B.3 / SHAVS: one million repetitions of "a" (15,625 blocks).
  /// About 0.07 s in a debug build.
  @Test("One million a (FIPS 180 B.3)")
  func millionA() {
    let message = [UInt8](repeating: 0x61, count: 1_000_000)
    #expect(
      hexString(SHA256.hash(message))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// The same million bytes fed in uneven chunks, crossing block boundaries every way.
  @Test("One million a in uneven chunks")
  func millionAChunked() {
    var hasher = SHA256()
    var remaining = 1_000_000
    var chunk = 1
    while remaining > 0 {
      let size = min(chunk, remaining)
      hasher.update([UInt8](repeating: 0x61, count: size))
      remaining -= size
      chunk = chunk * 7 % 1_000 + 1
    }
    #expect(
      hexString(hasher.finalize())
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// Splitting a 130-byte message at every offset 0...130 gives the one-shot digest.
  @Test("Incremental update split at every offset")
  func splitAtEveryOffset() {
    var random = TestBytes(seed: 180)
    let message = random.bytes(130)
    let expected = SHA256.hash(message)
    for split in 0...message.count {
      var hasher = SHA256()
      hasher.update(message[..<split])
      hasher.update(message[split...])
      #expect(hasher.finalize() == expected, "split at \(split)")
    }
  }

  /// Every length 0...200 in three pieces, checked against byte-at-a-time hashing.
  @Test("Three-way splits agree with byte-at-a-time updates")
  func threeWaySplits() {
    var random = TestBytes(seed: 4)
    for length in 0...200 {
      let message = random.bytes(length)
      var single = SHA256()
      for byte in message {
        single.update(CollectionOfOne(byte))
      }
      let first = length / 3
      let second = 2 * length / 3
      var pieces = SHA256()
      pieces.update(message[..<first])
      pieces.update(message[first..<second])
      pieces.update(message[second...])
      #expect(single.finalize() == pieces.finalize(), "length \(length)")
      #expect(single.finalize() == SHA256.hash(message), "length \(length)")
    }
  }

  /// `finalize()` leaves the hasher usable: a running digest can be read and then extended.
  @Test("finalize() does not consume the hasher")
  func finalizeIsNonDestructive() {
    var hasher = SHA256()
    hasher.update(Array("ab".utf8))
    #expect(hasher.finalize() == SHA256.hash(Array("ab".utf8)))
    hasher.update(Array("c".utf8))
    #expect(
      hexString(hasher.finalize())
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  /// Non-contiguous collections take the copying path and give the same digest.
  @Test("Non-contiguous collections")
  func nonContiguousCollection() {
    let text = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(SHA256.hash(text.utf8) == SHA256.hash(Array(text.utf8)))
    #expect(SHA256.hash((0..<200).map { UInt8($0) }) == SHA256.hash(UInt8(0)..<UInt8(200)))
  }

  /// Printing a hasher never shows buffered message bytes.
  @Test("Description is redacted")
  func redactedDescription() {
    var hasher = SHA256()
    hasher.update(Array("secret".utf8))
    #expect(String(describing: hasher) == "SHA256(<redacted>)")
    #expect(String(reflecting: hasher) == "SHA256(<redacted>)")
    var dumped = ""
    dump(hasher, to: &dumped)
    #expect(!dumped.contains("buffer"))
  }
}
