import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

@Suite struct AppleHealthScannerTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!-- HealthKit Export Version: 14 -->
    <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation)*)>
    <!ATTLIST HealthData
      locale CDATA #REQUIRED
    >
    <!ATTLIST Record type CDATA #REQUIRED>
    ]>
    <HealthData locale="en_US">
     <ExportDate value="2024-03-02 09:00:00 -0800"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane&#8217;s iPhone" unit="count" startDate="2024-03-01 08:00:00 -0800" endDate="2024-03-01 08:10:00 -0800" value="1000"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane’s Apple Watch" unit="count" startDate="2024-03-01 08:05:00 -0800" endDate="2024-03-01 08:10:00 -0800" value="600"/>
     <Record value="72.5" unit="kg" endDate="2024-03-01 07:00:00 -0800" startDate="2024-03-01 07:00:00 -0800" sourceName="A &amp; B" type="HKQuantityTypeIdentifierBodyMass"/>
     <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Health" unit="lb"
        startDate="2024-03-01 21:00:00 -0800"
        endDate="2024-03-01 21:00:00 -0800" value="160">
      <MetadataEntry key="HKWasUserEntered" value="1"/>
     </Record>
     <Record type="HKQuantityTypeIdentifierBasalEnergyBurned" sourceName="W" unit="kcal" startDate="2024-03-01 08:00:00 -0800" endDate="2024-03-01 08:01:00 -0800" value="1"/>
     <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" unit="count/min" startDate="2024-03-02 08:00:00 -0800" endDate="2024-03-02 08:00:00 -0800" value="60"/>
     <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" unit="count/min" startDate="2024-03-02 09:00:00 -0800" endDate="2024-03-02 09:00:00 -0800" value="80"/>
     <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" unit="count/min" startDate="2024-03-02 09:00:00 -0800" value="oops"/>
     <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Health" startDate="2024-03-01 08:00:00 -0800" endDate="2024-03-01 08:00:00 -0800">
      <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane’s iPhone" unit="count" startDate="2024-03-01 12:00:00 -0800" endDate="2024-03-01 12:10:00 -0800" value="5000"/>
     </Correlation>
     <Record type="HKQuantityTypeIdentifierDistanceWalkingRunning" sourceName="Jane’s iPhone" unit="mi" startDate="2024-03-02 08:00:00 -0800" endDate="2024-03-02 08:10:00 -0800" value="1"/>
     <Record type="HKQuantityTypeIdentifierActiveEnergyBurned" sourceName="W" unit="kJ" startDate="2024-03-02 08:00:00 -0800" endDate="2024-03-02 08:10:00 -0800" value="41.84"/>
     <Record type="HKQuantityTypeIdentifierAppleExerciseTime" sourceName="W" unit="min" startDate="2024-03-02 08:00:00 -0800" endDate="2024-03-02 08:10:00 -0800" value="10"/>
    </HealthData>
    """

  /// The values every way of feeding `document` must give.
  static func checkDocument(_ result: ImportResult, _ summary: ImportSummary) {
    let dataset = result.dataset
    #expect(dataset.source == .appleHealth(path: "export.xml"))
    // iPhone 1000 over 10 min, Watch covers the last 5 min: 500 + 600.
    #expect(dataset[.steps].value(on: day("2024-03-01")) == 1100)
    let mass = dataset[.bodyMass].value(on: day("2024-03-01")) ?? 0
    #expect(abs(mass - 160 * 0.45359237) < 1e-9)
    #expect(dataset[.heartRate].value(on: day("2024-03-02")) == 70)
    #expect(abs((dataset[.walkingDistance].value(on: day("2024-03-02")) ?? 0) - 1.609344) < 1e-9)
    #expect(abs((dataset[.activeEnergy].value(on: day("2024-03-02")) ?? 0) - 10) < 1e-9)
    #expect(dataset[.exerciseMinutes].value(on: day("2024-03-02")) == 10)
    #expect(summary.recordsRead == 9)
    #expect(summary.skippedRecords == 1)
    #expect(summary.nestedRecords == 1)
    #expect(summary.malformedRecords == 1)
    #expect(summary.malformedLines == [23])
    #expect(summary.dayCount == 2)
    #expect(summary.sources == ["Jane’s iPhone", "Jane’s Apple Watch", "A & B", "Health", "W"])
    #expect(result.warnings.map(\.line) == [23])
  }

  @Test func wholeDocument() throws {
    let (result, summary) = try importText(Self.document)
    Self.checkDocument(result, summary)
  }

  @Test func everyChunkBoundaryGivesTheSameResult() throws {
    let bytes = Array(Self.document.utf8)
    for split in 1..<bytes.count {
      var importer = AppleHealthImporter(path: "export.xml", options: AppleHealthImportOptions())
      try Array(bytes[..<split]).withUnsafeBytes { try importer.consume($0) }
      try Array(bytes[split...]).withUnsafeBytes { try importer.consume($0) }
      Self.checkDocument(try importer.finish(), importer.summary)
    }
  }

  @Test(arguments: [1, 2, 3, 7, 64]) func smallChunks(size: Int) throws {
    let (result, summary) = try importText(Self.document, chunk: size)
    Self.checkDocument(result, summary)
  }

  @Test func crlfAndControlCharacters() throws {
    let text = Self.document.replacingOccurrences(of: "\n", with: "\r\n")
      .replacingOccurrences(of: "key=\"HKWasUserEntered\"", with: "key=\"x\u{0B}\"")
    let (result, summary) = try importText(text, chunk: 5)
    Self.checkDocument(result, summary)
  }

  @Test func noDedupeGivesThePlainSum() throws {
    let (result, _) = try importText(
      Self.document, options: AppleHealthImportOptions(dedupe: false))
    #expect(result.dataset[.steps].value(on: day("2024-03-01")) == 1600)
  }

  @Test func emptyFileAndNoRoot() {
    #expect(throws: ParseError(path: "export.xml", reason: .emptyFile)) { try importText("") }
    let notExport = ParseError(
      path: "export.xml",
      reason: .invalidContent("not an Apple Health export: no <HealthData> element"))
    #expect(throws: notExport) { try importText("<?xml version=\"1.0\"?>\n<gpx version=\"1.1\"/>") }
    #expect(throws: notExport) { try importText("date,steps\n2024-01-01,5\n") }
    #expect(throws: notExport) { try importText("<?xml version=\"1.0\"?>\n<!-- only -->\n") }
  }

  @Test func truncatedMidRecordKeepsEarlierDataWhenAllowed() throws {
    let text = Self.document
    let cut = try #require(text.range(of: "value=\"80\""))
    let head = String(text[..<cut.lowerBound])
    let error = ParseError(
      path: "export.xml", line: 22, reason: .truncated(.insideElement(completeThroughLine: 21)))
    #expect(throws: error) { try importText(head, chunk: 100) }
    let (result, summary) = try importText(
      head, chunk: 100, options: AppleHealthImportOptions(allowTruncated: true))
    #expect(summary.truncatedAfterLine == 21)
    #expect(result.warnings.last?.line == 22)
    #expect(result.dataset[.steps].value(on: day("2024-03-01")) == 1100)
    #expect(result.dataset[.heartRate].value(on: day("2024-03-02")) == 60)
  }

  @Test func unclosedRecordTagIsMalformed() throws {
    let text = Self.document.replacingOccurrences(
      of: "value=\"60\"/>", with: "value=\"60\"\n")
    let (result, summary) = try importText(text)
    #expect(summary.malformedLines == [21, 24])
    #expect(result.dataset[.heartRate].value(on: day("2024-03-02")) == 80)
  }

  @Test func missingRootEndIsAnErrorOrWithAllowTruncatedAWarning() throws {
    let text = Self.document.replacingOccurrences(of: "</HealthData>", with: "")
    #expect(throws: ParseError(path: "export.xml", line: 30, reason: .truncated(.missingRootEnd))) {
      try importText(text)
    }
    let (result, _) = try importText(text, options: AppleHealthImportOptions(allowTruncated: true))
    #expect(result.warnings.last?.message.contains("no closing </HealthData>") == true)
    #expect(result.dataset[.steps].value(on: day("2024-03-01")) == 1100)
  }

  @Test func mergeRuleOnOverlaps() {
    let samples = [
      TimedSample(start: 0, end: 100, value: 100, priority: 1),
      TimedSample(start: 50, end: 150, value: 40, priority: 2),
      TimedSample(start: 120, end: 220, value: 10, priority: 0),
      TimedSample(start: 10, end: 10, value: 7, priority: 0),
      TimedSample(start: 200, end: 200, value: 3, priority: 0),
    ]
    // 50 of the phone's 100 + all 40 + 7/10 of 10 (uncovered 150..220) + 3 (uncovered instant)
    #expect(abs(PriorityMerge.total(samples) - (50 + 40 + 7 + 3)) < 1e-9)
  }

  /// A file whose step records come grouped by source (all of the Watch's, then all of the
  /// phone's) gives the same days as one in time order, with no warning.
  @Test func stepsGroupedBySourceMergeExactly() throws {
    func record(_ source: String, _ day: Int, _ hour: Int, _ minutes: Int, _ value: Int) -> String {
      let date = LocalDate(dayNumber: 19_800 + day).isoString
      let start = "\(date) \(hour < 10 ? "0" : "")\(hour):00:00 +0100"
      let end =
        "\(date) \(hour < 10 ? "0" : "")\(hour):\(minutes < 10 ? "0" : "")\(minutes):00 +0100"
      return "<Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"\(source)\""
        + " unit=\"count\" startDate=\"\(start)\" endDate=\"\(end)\" value=\"\(value)\"/>\n"
    }
    var phone: [String] = []
    var watch: [String] = []
    var interleaved: [String] = []
    for day in 0..<30 {
      for hour in 7..<21 {
        let phoneRecord = record("Jane’s iPhone", day, hour, 40, 400 + day)
        let watchRecord = record("Jane’s Apple Watch", day, hour, 20, 300)
        phone.append(phoneRecord)
        watch.append(watchRecord)
        interleaved += [phoneRecord, watchRecord]
      }
    }
    func document(_ records: [String]) -> String {
      "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_GB\">\n" + records.joined()
        + "</HealthData>\n"
    }
    let grouped = try importText(document(watch + phone), chunk: 4096).result
    let timed = try importText(document(interleaved)).result
    #expect(grouped.warnings.isEmpty)
    #expect(grouped.dataset[.steps] == timed.dataset[.steps])
    // Each hour: the phone's 40 minutes, half of them under the Watch's 20: 300 + (400 + day) / 2.
    let first = try #require(grouped.dataset[.steps].days.first)
    #expect(first.value == 14 * (300 + 200))
    #expect(grouped.dataset[.steps].days.count == 30)
  }

  @Test func publicTypesAreSendable() {
    #expect(SendableTests.requireSendable(AppleHealthImporter.self))
    #expect(SendableTests.requireSendable(AppleHealthImportOptions.self))
    #expect(SendableTests.requireSendable(ImportSummary.self))
  }

  @Test func numbersAndDates() {
    func number(_ text: String) -> Double? {
      Array(text.utf8).withUnsafeBytes { ByteNumber.parse($0, offset: 0, length: $0.count) }
    }
    #expect(number("171.08036659064855") == 171.08036659064855)
    #expect(number("0.00071") == 0.00071)
    #expect(number("1e-05") == 0.00001)
    #expect(number("-2.5") == -2.5)
    #expect(number("x") == nil)
    #expect(number(".") == nil)
    let time = Array("2023-03-12 03:00:00 -0700".utf8).withUnsafeBytes {
      RecordTime($0, offset: 0, length: 25)
    }
    #expect(time?.dayNumber == day("2023-03-12").dayNumber)
    #expect(time?.seconds == day("2023-03-12").dayNumber * 86_400 + 10 * 3600)
  }
}
