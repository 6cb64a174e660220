import SiteSeal
import Testing

/// An AES-256-GCM test case with a 96-bit IV and a 128-bit tag.
struct GCMVector: Sendable, CustomTestStringConvertible {
  let source: String
  let key: String
  let iv: String
  let additionalData: String
  let plaintext: String
  let ciphertext: String
  let tag: String

  var testDescription: String { source }
}

/// McGrew & Viega, "The Galois/Counter Mode of Operation (GCM)", Appendix B, test cases 13-16,
/// and NIST CAVP gcmtestvectors.zip, gcmEncryptExtIV256.rsp ([Keylen = 256] [IVlen = 96]
/// [Taglen = 128] groups). Every entry was cross-checked with Python's `cryptography` AESGCM.
private let vectors: [GCMVector] = [
  // GCM spec test case 13: zero key, zero IV, empty plaintext, no AAD.
  GCMVector(
    source: "GCM spec case 13",
    key: "0000000000000000000000000000000000000000000000000000000000000000",
    iv: "000000000000000000000000", additionalData: "", plaintext: "", ciphertext: "",
    tag: "530f8afbc74536b9a963b4f1c4cb738b"),
  // GCM spec test case 14: zero key, zero IV, one zero block.
  GCMVector(
    source: "GCM spec case 14",
    key: "0000000000000000000000000000000000000000000000000000000000000000",
    iv: "000000000000000000000000", additionalData: "",
    plaintext: "00000000000000000000000000000000",
    ciphertext: "cea7403d4d606b6e074ec5d3baf39d18", tag: "d0d1c8a799996bf0265b98b5d48ab919"),
  // GCM spec test case 15: 64-byte plaintext, no AAD.
  GCMVector(
    source: "GCM spec case 15",
    key: "feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308",
    iv: "cafebabefacedbaddecaf888", additionalData: "",
    plaintext: "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
      + "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255",
    ciphertext: "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
      + "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad",
    tag: "b094dac5d93471bdec1a502270e3cc6c"),
  // GCM spec test case 16: 60-byte plaintext (partial last block) with 20 bytes of AAD.
  GCMVector(
    source: "GCM spec case 16",
    key: "feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308",
    iv: "cafebabefacedbaddecaf888", additionalData: "feedfacedeadbeeffeedfacedeadbeefabaddad2",
    plaintext: "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
      + "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
    ciphertext: "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
      + "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662",
    tag: "76fc6ece0f4e1768cddf8853bb2d551b"),
  // gcmEncryptExtIV256.rsp [PTlen = 0] [AADlen = 0] Count = 0.
  GCMVector(
    source: "CAVP PTlen=0 AADlen=0 Count=0",
    key: "b52c505a37d78eda5dd34f20c22540ea1b58963cf8e5bf8ffa85f9f2492505b4",
    iv: "516c33929df5a3284ff463d7", additionalData: "", plaintext: "", ciphertext: "",
    tag: "bdc1ac884d332457a1d2664f168c76f0"),
  // gcmEncryptExtIV256.rsp [PTlen = 0] [AADlen = 128] Count = 0: empty plaintext with AAD.
  GCMVector(
    source: "CAVP PTlen=0 AADlen=128 Count=0",
    key: "78dc4e0aaf52d935c3c01eea57428f00ca1fd475f5da86a49c8dd73d68c8e223",
    iv: "d79cf22d504cc793c3fb6c8a", additionalData: "b96baa8c1c75a671bfb2d08d06be5f36",
    plaintext: "", ciphertext: "", tag: "3e5d486aa2e30b22e040b85723a06e76"),
  // gcmEncryptExtIV256.rsp [PTlen = 0] [AADlen = 128] Count = 1.
  GCMVector(
    source: "CAVP PTlen=0 AADlen=128 Count=1",
    key: "4457ff33683cca6ca493878bdc00373893a9763412eef8cddb54f91318e0da88",
    iv: "699d1f29d7b8c55300bb1fd2", additionalData: "6749daeea367d0e9809e2dc2f309e6e3",
    plaintext: "", ciphertext: "", tag: "d60c74d2517fde4a74e0cd4709ed43a9"),
  // gcmEncryptExtIV256.rsp [PTlen = 128] [AADlen = 0] Count = 0: empty AAD.
  GCMVector(
    source: "CAVP PTlen=128 AADlen=0 Count=0",
    key: "31bdadd96698c204aa9ce1448ea94ae1fb4a9a0b3c9d773b51bb1822666b8f22",
    iv: "0d18e06c7c725ac9e362e1ce", additionalData: "",
    plaintext: "2db5168e932556f8089a0622981d017d",
    ciphertext: "fa4362189661d163fcd6a56d8bf0405a", tag: "d636ac1bbedd5cc3ee727dc2ab4a9489"),
  // gcmEncryptExtIV256.rsp [PTlen = 128] [AADlen = 128] Count = 0.
  GCMVector(
    source: "CAVP PTlen=128 AADlen=128 Count=0",
    key: "92e11dcdaa866f5ce790fd24501f92509aacf4cb8b1339d50c9c1240935dd08b",
    iv: "ac93a1a6145299bde902f21a", additionalData: "1e0889016f67601c8ebea4943bc23ad6",
    plaintext: "2d71bcfa914e4ac045b2aa60955fad24",
    ciphertext: "8995ae2e6df3dbf96fac7b7137bae67f", tag: "eca5aa77d51d4a0a14d9c51e1da474ab"),
  // gcmEncryptExtIV256.rsp [PTlen = 104] [AADlen = 0]: odd length, empty AAD.
  GCMVector(
    source: "CAVP PTlen=104 AADlen=0",
    key: "82c4f12eeec3b2d3d157b0f992d292b237478d2cecc1d5f161389b97f999057a",
    iv: "7b40b20f5f397177990ef2d1", additionalData: "", plaintext: "982a296ee1cd7086afad976945",
    ciphertext: "ec8e05a0471d6b43a59ca5335f", tag: "113ddeafc62373cac2f5951bb9165249"),
  // gcmEncryptExtIV256.rsp [PTlen = 104] [AADlen = 160] Count = 1: odd lengths on both inputs.
  GCMVector(
    source: "CAVP PTlen=104 AADlen=160 Count=1",
    key: "97431e565e8370a4879de962746a2fd67eca868b1c8e51eece2c1f94f74af407",
    iv: "17fb63066e2726d282ecc610", additionalData: "78e7374da7c77be5938de8dd76cf0308618306a9",
    plaintext: "e21629cc973fbe40176e621d9d", ciphertext: "80dbd469de480389ba6c2fca52",
    tag: "4e284abb8b4f9f13c7497ae56df05fa5"),
  // gcmEncryptExtIV256.rsp [PTlen = 408] [AADlen = 720] Count = 2: 51-byte plaintext, 90-byte AAD.
  GCMVector(
    source: "CAVP PTlen=408 AADlen=720 Count=2",
    key: "c277df045d0a1a3956958f271055c229d2634427b1d73e99d54920da69f72e01",
    iv: "79e24f84bc77a21a6cb14ee2",
    additionalData: "ca09282238d492029afbd30ea9b4aa9d448d77b4b41a791c35ebe3f8e5034ac7"
      + "1210117a843fae647cea020712c27e5c8f85acf933d5e28430c7770862d8dbb1"
      + "97cbbcfe49dd63f6aa05fbd13e32c459342698dfee5935c7c321",
    plaintext: "5ca68d858cc30b1cb0514c4e9de98e1a1a835df401f69e9ec6f1bcb1158f0911"
      + "4dff551683b3827457f77e17a7097b1ea69eac",
    ciphertext: "5c5223c8eda59a8dc28b08e6c21482a46e5d84d32c7050bf144fc57f4e8094de"
      + "133198da7b4b8398b167204aff837da15d9ab2",
    tag: "378885950a4491bee3cd681d3c957b9a"),
]

private let key32 = [UInt8](repeating: 0x42, count: 32)
private let iv12 = [UInt8](repeating: 0x24, count: 12)

@Suite("AES-256-GCM")
struct AESGCMTests {
  @Test("Published vectors: seal", arguments: vectors)
  func sealVector(_ vector: GCMVector) throws {
    let sealed = try AESGCM.seal(
      key: hex(vector.key), iv: hex(vector.iv), plaintext: hex(vector.plaintext),
      additionalData: hex(vector.additionalData))
    #expect(hexString(sealed) == vector.ciphertext + vector.tag)
  }

  @Test("Published vectors: open", arguments: vectors)
  func openVector(_ vector: GCMVector) throws {
    let opened = try AESGCM.open(
      key: hex(vector.key), iv: hex(vector.iv), sealed: hex(vector.ciphertext + vector.tag),
      additionalData: hex(vector.additionalData))
    #expect(hexString(opened) == vector.plaintext)
  }

  /// Flipping any single bit of the ciphertext or tag, the IV or the AAD is detected.
  @Test("Every flipped bit fails authentication", arguments: [vectors[3], vectors[11]])
  func flippedBits(_ vector: GCMVector) {
    let key = hex(vector.key)
    let iv = hex(vector.iv)
    let sealed = hex(vector.ciphertext + vector.tag)
    let aad = hex(vector.additionalData)
    for bit in 0..<(sealed.count * 8) {
      var altered = sealed
      altered[bit / 8] ^= 1 << UInt8(bit % 8)
      #expect(throws: SealError.authenticationFailed, "sealed bit \(bit)") {
        try AESGCM.open(key: key, iv: iv, sealed: altered, additionalData: aad)
      }
    }
    for bit in 0..<(iv.count * 8) {
      var altered = iv
      altered[bit / 8] ^= 1 << UInt8(bit % 8)
      #expect(throws: SealError.authenticationFailed, "IV bit \(bit)") {
        try AESGCM.open(key: key, iv: altered, sealed: sealed, additionalData: aad)
      }
    }
    for bit in 0..<(aad.count * 8) {
      var altered = aad
      altered[bit / 8] ^= 1 << UInt8(bit % 8)
      #expect(throws: SealError.authenticationFailed, "AAD bit \(bit)") {
        try AESGCM.open(key: key, iv: iv, sealed: sealed, additionalData: altered)
      }
    }
    var wrongKey = key
    wrongKey[0] ^= 0x80
    #expect(throws: SealError.authenticationFailed) {
      try AESGCM.open(key: wrongKey, iv: iv, sealed: sealed, additionalData: aad)
    }
  }

  /// Adding, removing or appending AAD, and truncating or extending the sealed buffer, all fail.
  @Test("Length changes fail authentication")
  func lengthChanges() throws {
    let sealed = try AESGCM.seal(
      key: key32, iv: iv12, plaintext: Array("hello, world".utf8), additionalData: [1, 2, 3])
    #expect(throws: SealError.authenticationFailed) {
      try AESGCM.open(key: key32, iv: iv12, sealed: sealed, additionalData: [])
    }
    #expect(throws: SealError.authenticationFailed) {
      try AESGCM.open(key: key32, iv: iv12, sealed: sealed, additionalData: [1, 2, 3, 0])
    }
    #expect(throws: SealError.authenticationFailed) {
      try AESGCM.open(key: key32, iv: iv12, sealed: Array(sealed.dropLast()), additionalData: [])
    }
    #expect(throws: SealError.authenticationFailed) {
      try AESGCM.open(key: key32, iv: iv12, sealed: sealed + [0], additionalData: [1, 2, 3])
    }
    #expect(throws: SealError.authenticationFailed) {
      try AESGCM.open(key: key32, iv: iv12, sealed: Array(sealed.dropFirst()), additionalData: [])
    }
  }

  /// Buffers shorter than the tag are rejected without reading past their end.
  @Test("Sealed buffers shorter than 16 bytes throw tooShort", arguments: 0..<16)
  func tooShort(_ length: Int) {
    #expect(throws: SealError.tooShort) {
      try AESGCM.open(
        key: key32, iv: iv12, sealed: [UInt8](repeating: 0xff, count: length),
        additionalData: [])
    }
  }

  /// Exactly 16 bytes is an empty ciphertext plus a tag: wrong tags fail, the right one opens.
  @Test("A bare 16-byte tag is checked, not rejected as short")
  func bareTag() throws {
    #expect(throws: SealError.authenticationFailed) {
      try AESGCM.open(
        key: key32, iv: iv12, sealed: [UInt8](repeating: 0, count: 16), additionalData: [])
    }
    let sealed = try AESGCM.seal(key: key32, iv: iv12, plaintext: [], additionalData: [9])
    #expect(sealed.count == 16)
    #expect(try AESGCM.open(key: key32, iv: iv12, sealed: sealed, additionalData: [9]).isEmpty)
  }

  @Test("Wrong key lengths throw badKeyLength", arguments: [0, 16, 24, 31, 33])
  func badKey(_ length: Int) {
    let key = [UInt8](repeating: 1, count: length)
    #expect(throws: SealError.badKeyLength) {
      try AESGCM.seal(key: key, iv: iv12, plaintext: [1], additionalData: [])
    }
    #expect(throws: SealError.badKeyLength) {
      try AESGCM.open(key: key, iv: iv12, sealed: [UInt8](repeating: 0, count: 17))
    }
  }

  @Test("Wrong IV lengths throw badIVLength", arguments: [0, 8, 11, 13, 16])
  func badIV(_ length: Int) {
    let iv = [UInt8](repeating: 1, count: length)
    #expect(throws: SealError.badIVLength) {
      try AESGCM.seal(key: key32, iv: iv, plaintext: [1], additionalData: [])
    }
    #expect(throws: SealError.badIVLength) {
      try AESGCM.open(key: key32, iv: iv, sealed: [UInt8](repeating: 0, count: 17))
    }
  }

  /// Random keys, IVs, AAD and plaintexts of every length 0...300 survive seal then open.
  @Test("Random round trips, lengths 0...300")
  func roundTrips() throws {
    var random = TestBytes(seed: 38_000)
    for length in 0...300 {
      let key = random.bytes(32)
      let iv = random.bytes(12)
      let aad = random.bytes(length % 37)
      let plaintext = random.bytes(length)
      let sealed = try AESGCM.seal(key: key, iv: iv, plaintext: plaintext, additionalData: aad)
      #expect(sealed.count == length + AESGCM.tagByteCount)
      let opened = try AESGCM.open(key: key, iv: iv, sealed: sealed, additionalData: aad)
      #expect(opened == plaintext, "length \(length)")
      if length > 0 {
        #expect(sealed.prefix(length) != plaintext[...], "length \(length)")
      }
    }
  }

  /// Sealing is deterministic and the ciphertext of a prefix is the prefix of the ciphertext
  /// (CTR mode), so partial-block handling agrees with full-block handling.
  @Test("Ciphertext of a prefix is a prefix of the ciphertext")
  func prefixConsistency() throws {
    var random = TestBytes(seed: 97)
    let plaintext = random.bytes(300)
    let full = try AESGCM.seal(key: key32, iv: iv12, plaintext: plaintext, additionalData: [])
    for length in 0...300 {
      let sealed = try AESGCM.seal(
        key: key32, iv: iv12, plaintext: Array(plaintext.prefix(length)), additionalData: [])
      #expect(sealed.prefix(length) == full.prefix(length), "length \(length)")
    }
  }

  @Test("Error descriptions carry no data")
  func errorDescriptions() {
    #expect(SealError.authenticationFailed.description == "authentication failed")
    #expect(SealError.tooShort.description.contains("16-byte"))
  }
}
