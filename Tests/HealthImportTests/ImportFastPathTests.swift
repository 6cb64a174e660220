import Foundation
import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

/// The importer's word-at-a-time fast paths agree with the byte-by-byte rules they replace, at
/// every chunk boundary and near every buffer end.
@Suite struct ImportFastPathTests {
  /// Apple's full attribute set (with `device` escaped), two sources, two offsets, a molar
  /// unit, mixed weight units and one malformed time.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <HealthData locale="en_US">
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane’s iPhone" sourceVersion="17.1" device="&lt;&lt;HKDevice: 0x28&gt;, name:iPhone, hardware:iPhone15,2&gt;" unit="count" creationDate="2024-03-01 08:11:00 -0800" startDate="2024-03-01 08:00:00 -0800" endDate="2024-03-01 08:10:00 -0800" value="1000"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane’s Apple Watch" sourceVersion="10.1" device="&lt;&lt;HKDevice: 0x29&gt;, name:Apple Watch&gt;" unit="count" creationDate="2024-03-01 08:11:00 -0800" startDate="2024-03-01 08:05:00 -0800" endDate="2024-03-01 08:10:00 -0800" value="600"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane’s iPhone" sourceVersion="17.1" unit="count" creationDate="2024-03-03 08:11:00 +0100" startDate="2024-03-03 08:00:00 +0100" endDate="2024-03-03 08:10:00 +0100" value="70"/>
     <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Health" sourceVersion="17.1" unit="lb" creationDate="2024-03-01 07:00:00 -0800" startDate="2024-03-01 07:00:00 -0800" endDate="2024-03-01 07:00:00 -0800" value="160"/>
     <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Health" sourceVersion="17.1" unit="kg" creationDate="2024-03-02 07:00:00 -0800" startDate="2024-03-02 07:00:00 -0800" endDate="2024-03-02 07:00:00 -0800" value="72.5"/>
     <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Health" sourceVersion="17.1" unit="lb" creationDate="2024-03-03 07:00:00 -0800" startDate="2024-03-03 07:00:00 -0800" endDate="2024-03-03 07:00:00 -0800" value="161"/>
     <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="Dexcom" unit="mmol&lt;180.1558800000541&gt;/L" creationDate="2024-03-01 08:00:00 -0800" startDate="2024-03-01 08:00:00 -0800" endDate="2024-03-01 08:00:00 -0800" value="5.5"/>
     <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="Dexcom" unit="mmol&lt;180.1558800000541&gt;/L" creationDate="2024-03-01 08:05:00 -0800" startDate="2024-03-01 08:05:00 -0800" endDate="2024-03-01 08:05:00 -0800" value="6.5"/>
     <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="Dexcom" unit="mg/dL" creationDate="2024-03-02 08:05:00 -0800" startDate="2024-03-02 08:05:00 -0800" endDate="2024-03-02 08:05:00 -0800" value="99"/>
     <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" unit="count/min" creationDate="2024-03-02 08:00:00 -0800" startDate="2024-03-02 08:00:00 -0800" endDate="2024-03-02 08:00:00 -0800" value="60"/>
     <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" unit="count/min" startDate="2024-03-02 08:0a:00 -0800" endDate="2024-03-02 08:00:00 -0800" value="61"/>
     <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" unit="count/min" startDate="2024-03-02 09:00:00 -0800" endDate="2024-03-02 09:00:00 -0800" value="80"/>
    </HealthData>

    """

  /// Everything an import gives, as text.
  static func describe(_ result: ImportResult, _ summary: ImportSummary) -> String {
    String(reflecting: result.dataset) + "\n" + result.warnings.map(\.description).joined()
      + "\n" + String(reflecting: summary)
  }

  @Test func theDocumentReadsAsExpected() throws {
    let (result, summary) = try importText(Self.document)
    #expect(summary.recordsRead == 11)
    #expect(summary.malformedLines == [13])
    #expect(summary.sources == ["Jane’s iPhone", "Jane’s Apple Watch", "Health", "Dexcom", "W"])
    let mass = result.dataset[.bodyMass]
    #expect(mass.value(on: day("2024-03-02")) == 72.5)
    #expect(abs((mass.value(on: day("2024-03-03")) ?? 0) - 161 * 0.45359237) < 1e-9)
    #expect(result.dataset[.steps].value(on: day("2024-03-03")) == 70)
    #expect(result.dataset[.heartRate].value(on: day("2024-03-02")) == 70)
  }

  @Test func everySplitIntoTwoChunksGivesTheSameResult() throws {
    #expect(try splitsChangingTheImport(Array(Self.document.utf8)).isEmpty)
  }

  /// `document`'s records `copies` times over.
  static func repeated(_ copies: Int) -> String {
    let body = Self.document.components(separatedBy: "\n").dropFirst(2).dropLast(2)
    let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
    return head
      + Array(repeating: body.joined(separator: "\n"), count: copies)
      .joined(separator: "\n") + "\n</HealthData>\n"
  }

  /// Chunks around and past the 4 KiB steps in which an element cut by a chunk boundary is
  /// completed: the scan goes back to the chunk itself wherever it may.
  @Test(arguments: [333, 4095, 4096, 4097, 5000, 8193, 65_536])
  func chunksAroundTheCarryStepGiveTheSameResult(size: Int) throws {
    let text = Self.repeated(40)
    let whole = try importText(text)
    let chunked = try importText(text, chunk: size)
    #expect(
      Self.describe(chunked.result, chunked.summary) == Self.describe(whole.result, whole.summary))
  }

  @Test func aFileReadAheadWithCountedLinesGivesTheSameResult() throws {
    // Enough copies for more than two chunks, so the file is read ahead.
    let text = Self.repeated(40)
    let expected = try importText(text)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("healthreport-fastpath-\(UUID().uuidString).xml")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    for chunkSize in [997, 4096, 1 << 20] {
      var source = try InputSource(path: file.path, displayPath: "export.xml", chunkSize: chunkSize)
      var importer = AppleHealthImporter(path: "export.xml")
      var progress: [Int] = []
      try importer.consumeAll(of: &source) { progress.append($0) }
      let described = Self.describe(try importer.finish(), importer.summary)
      #expect(described == Self.describe(expected.result, expected.summary))
      #expect(progress.last == text.utf8.count)
      #expect(importer.summary.malformedLines.count == 5)
    }
  }

  @Test(arguments: [100, 4096 * 3 + 1, 100_000], [false, true])
  func countedNewlinesMatchEveryChunk(size: Int, lookAtHead: Bool) throws {
    let folder = try InputSourceTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Lines of 1 to 11 bytes, some empty.
    let bytes = (0..<size).map { $0 % 13 == $0 / 13 % 11 ? UInt8(10) : UInt8(65) }
    let file = folder.appendingPathComponent("lines.bin")
    try Data(bytes).write(to: file)
    var source = try InputSource(path: file.path, chunkSize: 4096)
    if lookAtHead { _ = try source.withHead { $0.count } }
    var counted: [Int] = []
    var expected: [Int] = []
    var ends: [Int] = []
    try source.forEachChunkCountingNewlines { chunk, done, newlines in
      counted.append(newlines)
      expected.append(chunk.filter { $0 == 10 }.count)
      ends.append(done)
    }
    #expect(counted == expected)
    #expect(counted.reduce(0, +) == bytes.filter { $0 == 10 }.count)
    #expect(ends.last == size)
  }

  @Test func spellingWordsHoldTheirText() {
    for (text, spelling) in RecordAttribute.Spelling.all {
      var padded = Array(text.utf8) + Array(repeating: 0, count: 16)
      padded = Array(padded.prefix(16))
      let head = padded.prefix(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      let tail = padded.suffix(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      #expect(spelling == RecordAttribute.Spelling(head: head, tail: tail), "\(text)")
    }
  }

  /// Apple's spellings and what each names, compared byte by byte: the rule the word
  /// comparisons of ``RecordAttribute/known(_:at:)`` replace.
  static func referenceKnown(_ bytes: [UInt8]) -> (RecordAttribute, Int)? {
    let spellings: [(String, RecordAttribute)] = [
      ("startDate=\"", .start), ("sourceName=\"", .source), ("sourceVersion=\"", .other),
      ("endDate=\"", .end), ("unit=\"", .unit), ("value=\"", .value),
      ("creationDate=\"", .creation), ("device=\"", .device), ("type=\"", .type),
    ]
    for (text, attribute) in spellings where bytes.starts(with: text.utf8) {
      return (attribute, text.utf8.count)
    }
    return nil
  }

  /// Every prefix of every spelling, followed by every kind of byte and at every distance from
  /// the buffer's end (the zero-padded words within 16 bytes of it), is recognised exactly when
  /// the byte-by-byte rule recognises it.
  @Test func knownAttributesAgreeWithTheByteByByteRule() {
    let spellings = RecordAttribute.Spelling.all.map(\.text) + ["sourceNames=\"", "types=\""]
    for text in spellings {
      let bytes = Array(text.utf8)
      for length in 0...bytes.count {
        for next in [UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: "x"), 0] {
          for padding in 0...20 {
            let buffer =
              Array(bytes.prefix(length)) + [next]
              + Array(repeating: UInt8(ascii: " "), count: padding)
            let fast = buffer.withUnsafeBytes { RecordAttribute.known($0, at: 0) }
            let slow = Self.referenceKnown(buffer)
            #expect(fast?.0 == slow?.0 && fast?.1 == slow?.1, "\(buffer)")
          }
        }
      }
    }
  }

  /// A byte-by-byte reading of `HH:mm:ss`, the rule ``RecordTime/clock(_:)`` replaces.
  static func referenceClock(_ bytes: [UInt8]) -> (Int, Int, Int)? {
    func two(_ at: Int) -> Int? {
      let high = bytes[at] &- 48
      let low = bytes[at + 1] &- 48
      return high <= 9 && low <= 9 ? Int(high) * 10 + Int(low) : nil
    }
    guard bytes[2] == 58, bytes[5] == 58, let hour = two(0), let minute = two(3),
      let second = two(6)
    else { return nil }
    return (hour, minute, second)
  }

  @Test func clockAgreesWithTheByteByByteReadingForEveryByteInEveryPlace() {
    let base = Array("23:59:60".utf8)
    for place in 0..<8 {
      for value in 0...255 {
        var bytes = base
        bytes[place] = UInt8(value)
        let word = bytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let fast = RecordTime.clock(word)
        let slow = Self.referenceClock(bytes)
        #expect(fast?.hour == slow?.0 && fast?.minute == slow?.1 && fast?.second == slow?.2)
      }
    }
    #expect(RecordTime.clock(0x3030_3A30_303A_3030).map { $0 == (0, 0, 0) } == true)
  }

  @Test func cachedOffsetsAndDaysGiveTheUncachedTimes() {
    let stamps = [
      "2024-03-01 08:00:00 -0800", "2024-03-01 09:30:15 -0800", "2024-03-01 09:30:15 +0530",
      "2024-03-02 00:00:00 +0530", "2024-03-02 00:00:00 -0800", "2024-03-02 00:00:00 x0800",
      "2024-03-02 00:00:00 -08a0", "2024-03-02 24:00:00 -0800", "2024-03-02 23:59:60 -0000",
      "2024-03-02 23:59:59", "2024-02-30 10:00:00 -0800", "2024-03-02 10:00:00 +1400",
    ]
    var cache = RecordTime.DayCache()
    for _ in 0..<2 {
      for stamp in stamps {
        let bytes = Array(stamp.utf8)
        let cached = bytes.withUnsafeBytes {
          RecordTime($0, offset: 0, length: bytes.count, cache: &cache)
        }
        let fresh = bytes.withUnsafeBytes { RecordTime($0, offset: 0, length: bytes.count) }
        #expect(cached == fresh, "\(stamp)")
      }
    }
  }

  @Test func wordMatchesAgreeWithTheLiteralAtEveryDistanceFromTheEnd() {
    let word: UInt64 = 0x6472_6F63_6552  // `Record`
    for text in ["Record", "Records", "Recorx", "record", "Rec", "xRecord", ""] {
      for padding in 0...10 {
        let bytes = Array(text.utf8) + Array(repeating: UInt8(ascii: " "), count: padding)
        for offset in 0...max(0, bytes.count) {
          let fast = bytes.withUnsafeBytes {
            ByteText.matches(word: word, length: 6, in: $0, at: offset)
          }
          let slow = bytes.withUnsafeBytes { ByteText.matches("Record", in: $0, at: offset) }
          #expect(fast == slow, "\(text) padded by \(padding) at \(offset)")
        }
      }
    }
  }
}
