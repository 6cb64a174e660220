import Foundation

/// A Project Wycheproof test-vector file, as committed in `Wycheproof/` beside this file
/// (Apache License 2.0, `Wycheproof/LICENSE-wycheproof.txt`).
///
/// Only the fields the tests use are decoded; `Group` is the file's test-group shape.
struct WycheproofFile<Group: Decodable & Sendable>: Decodable, Sendable {
  /// The algorithm's name, such as `AES-GCM`.
  let algorithm: String
  /// The number of tests the file says it holds, over all groups.
  let numberOfTests: Int
  /// The test groups, each with its parameters and tests.
  let testGroups: [Group]

  /// `Tests/SiteSealTests/Wycheproof/`, found from this source file, so a clone alone runs the
  /// tests.
  static var folder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Wycheproof")
  }

  /// Reads and decodes one file of `Wycheproof/`.
  /// - Parameter name: the file's name, such as `aes_gcm_test.json`.
  /// - Returns: the decoded file.
  /// - Throws: when the file is missing, is not JSON, or lacks a field the tests use.
  static func load(_ name: String) throws -> WycheproofFile {
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    return try JSONDecoder().decode(WycheproofFile.self, from: data)
  }
}

/// A Wycheproof test's expected outcome.
enum WycheproofResult: String, Decodable, Sendable {
  /// The inputs are correct: the operation must succeed with the given output.
  case valid
  /// The inputs are wrong (a modified tag, a forbidden parameter): the operation must fail.
  case invalid
  /// Either outcome is allowed (legacy or weak parameters); none of the files used here has one.
  case acceptable
}

/// Bytes written in a Wycheproof file as a lowercase hex string.
struct HexBytes: Decodable, Sendable {
  /// The decoded bytes.
  let bytes: [UInt8]

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = Array(try container.decode(String.self).utf8)
    guard text.count.isMultiple(of: 2) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "odd number of hex digits")
    }
    var bytes = [UInt8]()
    bytes.reserveCapacity(text.count / 2)
    var index = 0
    while index < text.count {
      guard let high = Self.value(of: text[index]), let low = Self.value(of: text[index + 1])
      else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not hex")
      }
      bytes.append(high << 4 | low)
      index += 2
    }
    self.bytes = bytes
  }

  /// The value of one ASCII hex digit, or `nil`.
  private static func value(of digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
