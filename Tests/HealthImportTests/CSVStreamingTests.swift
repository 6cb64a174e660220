import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

/// The streaming CSV importer gives the pre-streaming importer's result for any split of the
/// input into chunks.
@Suite struct CSVStreamingTests {
  /// Small inputs covering the reader's and the importer's corners.
  static let inputs: [String] = [
    "date,steps,weight\n2024-12-09,12345,162.4\n2024-12-10,8532,\n2024-12-11,,161.9\n",
    "\u{FEFF}date,steps,weight\r\n2024-12-09,100,150\r\n2024-12-09,50,151.5\r\n",
    "date,metric,value\n2024-12-09,steps,10\n2024-12-09,Weight,150\n2024-12-09,steps,5\n"
      + "2024-12-09,weight,149\n2024-12-10,heart_rate_bpm,60\n2024-12-10,HEART_RATE_BPM,71",
    "\n\n date , Steps ,body_mass_kg,body_mass_lb,notes\n2024-01-01,1,70,160,\"a, \"\"b\"\"\"\n"
      + ",,\n2024-01-02, 2 ,71.5,,\"two\nlines\"\n2024-13-01,3,,,x\n2024-01-03,-4,,,\n"
      + "2024-01-03,1e3,,,\n2024-01-04,5,,\n2024-01-05,\"7\",72,,\r2024-01-06,8,73,,\r\n",
    "date,steps\n2024-02-01,1\n\"2024-02-02\",2\n2024-02-03,3\n2024-02-04,\"unterminated\n5\n",
    "date,steps,heart_rate_bpm,distance_km,active_energy_kcal,exercise_minutes\n"
      + "2024-03-01,10,60,1.25,100.5,30\n2024-03-01,20,80,0.75,,10\n2024-03-02,x,,,,\n"
      + "2024-03-03,0001,070,.5,5.,1\n2024-03-04,123456789012345678,60,1,1,1\n"
      + "2024-03-05,1234567890123456789,60,1,1,1\n2024-03-06,9007199254740993,61,1,1,1\n",
    "date,weight\n2024-04-01,150\n2024-04-01,151\n2024-04-01,\n2024-04-02,0.1\n2024-04-02,nan\n",
    "date,steps\n", "\u{FEFF}", "", "\n \n", "\u{FEFF}date,steps\n2024-05-01,1",
    "date,steps\r\n2024-05-01,1\r", "date,steps\r2024-05-01,1\r\r2024-05-02,2",
    "date,metric,value\n2024-06-01,steps,\n2024-06-01,bogus,\n2024-06-01,steps,3,\n",
    "date,steps,steps\n2024-07-01,1,2\n", "when,how\n1,2\n", "date,é\n2024-08-01,1\n",
    "date,steps\n2024-08-01,1\n2024-08-01,2\u{00E9}\n",
  ]

  @Test(arguments: inputs.indices)
  func everySplitGivesTheReferenceResult(index: Int) {
    let bytes = Array(Self.inputs[index].utf8)
    let expected = CSVStreaming.reference(bytes)
    #expect(CSVStreaming.outcome(bytes, cuts: []) == expected)
    #expect(CSVStreaming.outcome(bytes, chunk: 1) == expected)
    for cut in 0...bytes.count {
      let outcome = CSVStreaming.outcome(bytes, cuts: [cut])
      #expect(outcome == expected, "cut at \(cut)")
      if outcome != expected { break }
    }
  }

  @Test func everyPairOfSplitsGivesTheSameResult() {
    let bytes = Array(Self.inputs[3].utf8)
    let expected = CSVStreaming.reference(bytes)
    var mismatches = 0
    for first in 0...bytes.count {
      for second in first...bytes.count
      where CSVStreaming.outcome(bytes, cuts: [first, second]) != expected {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test func parseTextIsTheStreamingImporter() throws {
    for text in Self.inputs {
      let parsed: CSVStreaming.Outcome
      do {
        let result = try CSVImporter(unit: .pounds).parse(text: text, path: "x.csv")
        parsed = .imported(result.dataset, result.warnings)
      } catch {
        parsed = .failed(error)
      }
      #expect(parsed == CSVStreaming.reference(Array(text.utf8)), "\(text.debugDescription)")
    }
  }

  @Test func invalidUTF8AnywhereFails() {
    let bytes = Array("date,steps\n2024-01-01,1\n2024-01-02,".utf8) + [0xE9] + Array("\n".utf8)
    let failure = CSVStreaming.Outcome.failed(
      ParseError(path: "x.csv", reason: .invalidContent("not UTF-8 text")))
    #expect(CSVStreaming.outcome(bytes, cuts: []) == failure)
    #expect(CSVStreaming.outcome(bytes, chunk: 3) == failure)
    // A multi-byte character cut by a chunk boundary is fine.
    let text = Array("date,steps,note\n2024-01-01,1,日本\n".utf8)
    #expect(CSVStreaming.outcome(text, chunk: 1) == CSVStreaming.reference(text))
  }

  @Test func warningsStopBeingListedAfterTenThousand() throws {
    var text = "date,steps\n"
    for _ in 0..<10_005 { text += "bad,1\n" }
    let result = try CSVImporter(unit: .pounds).parse(text: text, path: "x.csv")
    #expect(result.warnings.count == 10_001)
    #expect(result.warnings[9_999].line == 10_001)
    #expect(
      result.warnings.last
        == ImportWarning(
          path: "x.csv", line: 10_006, message: "5 more rows skipped with warnings up to this line")
    )
  }

  @Test func aRecordLongerThan16MiBFails() {
    var importer = CSVStreamingImporter(path: "x.csv", unit: .pounds)
    let head = Array("date,steps\n2024-01-01,\"".utf8)
    let filler = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
    var failure: ParseError?
    do throws(ParseError) {
      try CSVStreaming.feed(&importer, head)
      for _ in 0..<20 { try CSVStreaming.feed(&importer, filler) }
    } catch {
      failure = error
    }
    #expect(failure?.line == 2)
    #expect(failure?.description.contains("a row longer than 16 MiB") == true)
  }
}
