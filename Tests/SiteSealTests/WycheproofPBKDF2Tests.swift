import SiteSeal
import Testing

/// The one group of `pbkdf2_hmacsha256_test.json`.
struct WycheproofKDFGroup: Decodable, Sendable {
  let tests: [WycheproofKDFTest]
}

/// One PBKDF2 test: `dk` is the `dkLen`-byte key derived from `password` and `salt`.
struct WycheproofKDFTest: Decodable, Sendable {
  let tcId: Int
  let comment: String
  let password: HexBytes
  let salt: HexBytes
  let iterationCount: Int
  /// Output length in bytes.
  let dkLen: Int
  let dk: HexBytes
  let result: WycheproofResult
}

/// A PBKDF2-HMAC-SHA-256 test case, named by its `tcId` and cost.
struct WycheproofKDFCase: Sendable, CustomTestStringConvertible {
  let test: WycheproofKDFTest

  var testDescription: String {
    let comment = test.comment.isEmpty ? "" : ", \(test.comment)"
    return "tcId \(test.tcId): c=\(test.iterationCount), dkLen=\(test.dkLen), "
      + "\(test.result.rawValue)\(comment)"
  }
}

/// Every test of the file.
private func kdfCases() throws -> [WycheproofKDFCase] {
  let file = try WycheproofFile<WycheproofKDFGroup>.load("pbkdf2_hmacsha256_test.json")
  return file.testGroups.flatMap { group in group.tests.map { WycheproofKDFCase(test: $0) } }
}

/// Project Wycheproof's PBKDF2-HMAC-SHA256 vectors (`Wycheproof/pbkdf2_hmacsha256_test.json`,
/// Apache License 2.0): ASCII, UTF-8 and non-UTF-8 passwords, salts of 8 and 16 bytes, outputs
/// of 16 to 65 bytes (partial last blocks), 4,096 iterations and RFC 7914's 80,000.
@Suite("Wycheproof PBKDF2-HMAC-SHA-256")
struct WycheproofPBKDF2Tests {
  /// Pins the number of cases, so a swapped file or a parsing slip cannot pass by running fewer.
  @Test("60 cases, all valid")
  func counts() throws {
    let file = try WycheproofFile<WycheproofKDFGroup>.load("pbkdf2_hmacsha256_test.json")
    #expect(file.algorithm == "PBKDF2-HMACSHA256")
    #expect(file.testGroups.map(\.tests.count).reduce(0, +) == file.numberOfTests)
    let cases = try kdfCases()
    #expect(cases.count == 60)
    #expect(Set(cases.map(\.test.tcId)).count == cases.count)
    #expect(cases.allSatisfy { $0.test.result == .valid })
  }

  @Test("Wycheproof vector", arguments: try kdfCases())
  func vector(_ vector: WycheproofKDFCase) throws {
    let test = vector.test
    #expect(test.dk.bytes.count == test.dkLen)
    // PBKDF2.sha256 traps on zero iterations (a programmer error there), so check first.
    try #require(test.iterationCount >= 1)
    let derived = PBKDF2.sha256(
      password: test.password.bytes, salt: test.salt.bytes, iterations: test.iterationCount,
      keyLength: test.dkLen)
    switch test.result {
    case .valid:
      #expect(hexString(derived) == hexString(test.dk.bytes))
    case .invalid:
      #expect(hexString(derived) != hexString(test.dk.bytes))
    case .acceptable:
      break  // Either outcome is allowed.
    }
  }
}
