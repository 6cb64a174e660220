import SiteSeal
import Testing

/// A group of `hmac_sha256_test.json`: one key and tag size, and its tests.
struct WycheproofMACGroup: Decodable, Sendable {
  /// Key size in bits.
  let keySize: Int
  /// Tag size in bits: 256, or 128 for a tag truncated to its first 16 bytes.
  let tagSize: Int
  let tests: [WycheproofMACTest]
}

/// One MAC test: `tag` is the (truncated) HMAC of `msg` under `key`, or a corruption of it.
struct WycheproofMACTest: Decodable, Sendable {
  let tcId: Int
  let comment: String
  let key: HexBytes
  let msg: HexBytes
  let tag: HexBytes
  let result: WycheproofResult
}

/// An HMAC-SHA-256 test case with its group's sizes, named by its `tcId`.
struct WycheproofMACCase: Sendable, CustomTestStringConvertible {
  /// Key size in bits.
  let keySize: Int
  /// Tag size in bits.
  let tagSize: Int
  let test: WycheproofMACTest

  var testDescription: String {
    let comment = test.comment.isEmpty ? "" : ", \(test.comment)"
    return
      "tcId \(test.tcId): \(keySize)-bit key, \(tagSize)-bit tag, \(test.result.rawValue)\(comment)"
  }
}

/// Every test of the file.
private func macCases() throws -> [WycheproofMACCase] {
  let file = try WycheproofFile<WycheproofMACGroup>.load("hmac_sha256_test.json")
  return file.testGroups.flatMap { group in
    group.tests.map { WycheproofMACCase(keySize: group.keySize, tagSize: group.tagSize, test: $0) }
  }
}

/// Project Wycheproof's HMAC-SHA256 vectors (`Wycheproof/hmac_sha256_test.json`, Apache
/// License 2.0): keys shorter and longer than the block, empty and long messages, and tags with
/// flipped bits, whole and truncated to 128 bits.
@Suite("Wycheproof HMAC-SHA-256")
struct WycheproofHMACTests {
  /// Pins the number of cases, so a swapped file or a parsing slip cannot pass by running fewer.
  @Test("174 cases: 66 valid, 108 invalid, 87 with a truncated tag")
  func counts() throws {
    let file = try WycheproofFile<WycheproofMACGroup>.load("hmac_sha256_test.json")
    #expect(file.algorithm == "HMACSHA256")
    #expect(file.testGroups.map(\.tests.count).reduce(0, +) == file.numberOfTests)
    let cases = try macCases()
    #expect(cases.count == 174)
    #expect(Set(cases.map(\.test.tcId)).count == cases.count)
    let tally = Dictionary(grouping: cases) { $0.test.result.rawValue }.mapValues(\.count)
    #expect(tally == ["valid": 66, "invalid": 108])
    #expect(cases.filter { $0.tagSize < 256 }.count == 87)
  }

  @Test("Wycheproof vector", arguments: try macCases())
  func vector(_ vector: WycheproofMACCase) {
    let test = vector.test
    let key = test.key.bytes
    let message = test.msg.bytes
    let expected = test.tag.bytes
    #expect(key.count * 8 == vector.keySize)
    #expect(expected.count * 8 == vector.tagSize)

    let full = HMACSHA256.authenticate(key: key, message: message)
    // The incremental interface, fed the message in two parts, gives the same tag.
    var mac = HMACSHA256(key: key)
    mac.update(message.prefix(message.count / 2))
    mac.update(message.dropFirst(message.count / 2))
    #expect(mac.finalize() == full)

    let tag = Array(full.prefix(vector.tagSize / 8))
    switch test.result {
    case .valid:
      #expect(hexString(tag) == hexString(expected))
    case .invalid:
      #expect(hexString(tag) != hexString(expected))
    case .acceptable:
      break  // Either outcome is allowed.
    }
  }
}
