import SiteSeal
import Testing

/// A group of `aes_gcm_test.json`: one key, IV and tag size, and its tests.
struct WycheproofAEADGroup: Decodable, Sendable {
  /// Key size in bits.
  let keySize: Int
  /// IV size in bits.
  let ivSize: Int
  /// Tag size in bits.
  let tagSize: Int
  let tests: [WycheproofAEADTest]
}

/// One AEAD test: `ct || tag` is `msg` sealed under `key`, `iv` and `aad`, or a corruption of it.
struct WycheproofAEADTest: Decodable, Sendable {
  let tcId: Int
  let comment: String
  let key: HexBytes
  let iv: HexBytes
  let aad: HexBytes
  let msg: HexBytes
  let ct: HexBytes
  let tag: HexBytes
  let result: WycheproofResult
}

/// An AES-256-GCM test case with its group's IV size, named by its `tcId`.
struct WycheproofGCMCase: Sendable, CustomTestStringConvertible {
  /// IV size in bits.
  let ivSize: Int
  let test: WycheproofAEADTest

  var testDescription: String {
    let comment = test.comment.isEmpty ? "" : ", \(test.comment)"
    return "tcId \(test.tcId): \(ivSize)-bit IV, \(test.result.rawValue)\(comment)"
  }
}

/// The tests of the AES-256 groups with a 128-bit tag (the only tag size SiteSeal writes).
private func aes256Cases() throws -> [WycheproofGCMCase] {
  let file = try WycheproofFile<WycheproofAEADGroup>.load("aes_gcm_test.json")
  return file.testGroups.filter { $0.keySize == 256 && $0.tagSize == 128 }.flatMap { group in
    group.tests.map { WycheproofGCMCase(ivSize: group.ivSize, test: $0) }
  }
}

/// Project Wycheproof's AES-GCM vectors (`Wycheproof/aes_gcm_test.json`, Apache License 2.0):
/// modified tags, empty and long messages and IVs of every length. SiteSeal takes 96-bit IVs
/// only, so every other IV length must be refused, whatever the vector's result.
@Suite("Wycheproof AES-256-GCM")
struct WycheproofAESGCMTests {
  /// Pins the number of cases, so a swapped file or a parsing slip cannot pass by running fewer.
  @Test("105 AES-256 cases: 39 valid and 27 invalid with a 96-bit IV, 39 other IV lengths")
  func counts() throws {
    let file = try WycheproofFile<WycheproofAEADGroup>.load("aes_gcm_test.json")
    #expect(file.algorithm == "AES-GCM")
    #expect(file.testGroups.map(\.tests.count).reduce(0, +) == file.numberOfTests)
    let cases = try aes256Cases()
    #expect(cases.count == 105)
    #expect(Set(cases.map(\.test.tcId)).count == cases.count)
    let tally = Dictionary(grouping: cases) { vector in
      "\(vector.ivSize == 96 ? "96-bit" : "other") \(vector.test.result.rawValue)"
    }.mapValues(\.count)
    #expect(
      tally == ["96-bit valid": 39, "96-bit invalid": 27, "other valid": 37, "other invalid": 2])
  }

  @Test("Wycheproof vector", arguments: try aes256Cases())
  func vector(_ vector: WycheproofGCMCase) throws {
    let test = vector.test
    let key = test.key.bytes
    let iv = test.iv.bytes
    let aad = test.aad.bytes
    let message = test.msg.bytes
    let sealed = test.ct.bytes + test.tag.bytes
    #expect(key.count == AESGCM.keyByteCount)
    #expect(iv.count * 8 == vector.ivSize)
    #expect(test.ct.bytes.count == message.count)
    #expect(test.tag.bytes.count == AESGCM.tagByteCount)

    guard vector.ivSize == 96 else {
      #expect(throws: SealError.badIVLength) {
        try AESGCM.seal(key: key, iv: iv, plaintext: message, additionalData: aad)
      }
      #expect(throws: SealError.badIVLength) {
        try AESGCM.open(key: key, iv: iv, sealed: sealed, additionalData: aad)
      }
      return
    }
    switch test.result {
    case .valid:
      let ours = try AESGCM.seal(key: key, iv: iv, plaintext: message, additionalData: aad)
      #expect(hexString(ours) == hexString(sealed))
      let opened = try AESGCM.open(key: key, iv: iv, sealed: sealed, additionalData: aad)
      #expect(hexString(opened) == hexString(message))
    case .invalid:
      #expect(throws: SealError.authenticationFailed) {
        try AESGCM.open(key: key, iv: iv, sealed: sealed, additionalData: aad)
      }
    case .acceptable:
      // Either outcome is allowed; a buffer that opens must give the message.
      if let opened = try? AESGCM.open(key: key, iv: iv, sealed: sealed, additionalData: aad) {
        #expect(hexString(opened) == hexString(message))
      }
    }
  }
}
