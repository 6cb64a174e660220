import Foundation
import HealthFuzz
import Testing

/// Every seed and every kept regression input of every fuzz target passes its entry point.
@Suite struct FuzzCorpusTests {
  /// `Tests/Fuzz`, found from this file.
  static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz")

  /// The files of `Tests/Fuzz/<kind>/<target>`, sorted; none when the folder is missing.
  static func inputs(_ kind: String, _ target: FuzzTarget) -> [URL] {
    let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test(arguments: FuzzTarget.allCases)
  func seedCorpusPasses(target: FuzzTarget) throws {
    let seeds = Self.inputs("corpus", target)
    #expect(!seeds.isEmpty, "no seeds for \(target)")
    for seed in seeds {
      let bytes = try [UInt8](Data(contentsOf: seed))
      #expect(bytes.count <= target.maximumLength, "\(seed.lastPathComponent) is too long")
      #expect(throws: Never.self, "\(seed.lastPathComponent)") { try target.run(bytes) }
    }
  }

  @Test(arguments: FuzzTarget.allCases)
  func regressionInputsPass(target: FuzzTarget) throws {
    for input in Self.inputs("regressions", target) {
      let bytes = try [UInt8](Data(contentsOf: input))
      #expect(throws: Never.self, "\(input.lastPathComponent)") { try target.run(bytes) }
    }
  }
}
