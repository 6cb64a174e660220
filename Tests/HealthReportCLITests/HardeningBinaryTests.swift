import Foundation
import HealthCore
import Testing

/// Regression tests of the hardening issue that run the real binary: inputs and streams that
/// used to trap, hang or report half the data.
@Suite struct HardeningBinaryTests {
  /// A CSV of `days` consecutive days of steps from 2020-01-01 (day 18,262 since 1970).
  static func stepsCSV(days: Int) -> String {
    var text = "date,steps\n"
    for index in 0..<days {
      text += "\(LocalDate(dayNumber: 18_262 + index).isoString),\(1000 + index)\n"
    }
    return text
  }

  @Test func hugeValuesAreSkippedWithAWarningAndNeverTrap() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(
      "date,steps,weight\n2024-12-01,1e300,\n2024-12-02,9223372036854775807,\n"
        + "2024-12-02,9223372036854775807,\n2024-12-03,8000,160\n2024-12-04,,1e308\n"
        + "2024-12-05,7000,\n",
      to: "huge.csv")
    for command in [
      #""$HR" build --input huge.csv --out site"#,
      #""$HR" email --input huge.csv --out report.eml"#,
      #""$HR" daily huge.csv"#,
    ] {
      let run = try HealthReportBinary.run(command, in: folder.url)
      #expect(!run.crashed, "\(command): \(run)")
      #expect(run.code == 0, "\(command): \(run)")
      #expect(run.standardError.contains("huge.csv:2: warning: implausible steps: \"1e300\""))
      #expect(run.standardError.contains("huge.csv:3: warning: implausible steps"))
      #expect(run.standardError.contains("huge.csv:4: warning: implausible steps"))
      #expect(run.standardError.contains("huge.csv:6: warning: implausible weight"))
    }
    let daily = try HealthReportBinary.run(#""$HR" daily huge.csv --quiet"#, in: folder.url)
    #expect(daily.standardOutput.contains("2024-12-03,8000,"))
    #expect(daily.standardOutput.contains("2024-12-05,7000,"))
    #expect(!daily.standardOutput.contains("2024-12-01"))
  }

  @Test func hugeRecordValuesInAnExportAreSkipped() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let record = { (value: String, day: String) in
      "<Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Phone\" unit=\"count\""
        + " startDate=\"\(day) 10:00:00 +0000\" endDate=\"\(day) 10:10:00 +0000\""
        + " value=\"\(value)\"/>\n"
    }
    try folder.write(
      "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">\n" + record("1e300", "2024-12-01")
        + record("9e18", "2024-12-02") + record("9e18", "2024-12-02") + record("500", "2024-12-03")
        + record("12", "9999-12-30") + "</HealthData>\n",
      to: "export.xml")
    let run = try HealthReportBinary.run(
      #""$HR" build --input export.xml --out site && "$HR" daily export.xml"#, in: folder.url)
    #expect(!run.crashed, "\(run)")
    #expect(run.code == 0, "\(run)")
    #expect(run.standardError.contains("export.xml:3: warning: Record with an implausible value"))
    #expect(run.standardError.contains("export.xml:7: warning: Record with a startDate outside"))
    #expect(run.standardOutput.contains("2024-12-03,500,"))
  }

  @Test(arguments: [
    #""$HR" --help > /dev/full"#,
    #""$HR" daily x.csv >&-"#,
    #""$HR" daily x.csv > /dev/full"#,
    #""$HR" daily /nonexistent 2>/dev/full"#,
    #""$HR" build --input x.csv --out site > /dev/full"#,
    #""$HR" email --input x.csv --out r.eml > /dev/full"#,
    #""$HR" --version >&-"#,
  ])
  func failedWritesToTheStandardStreamsExit74(script: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(Self.stepsCSV(days: 30), to: "x.csv")
    let run = try HealthReportBinary.run(script, in: folder.url)
    #expect(!run.crashed, "\(run)")
    #expect(run.code == 74, "\(run)")
  }

  @Test func aClosedPipeEndsQuietly() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    // More than a pipe's buffer (64 KiB), so the reader is gone before the writer is done.
    try folder.write(Self.stepsCSV(days: 20_000), to: "big.csv")
    let run = try HealthReportBinary.run(
      #""$HR" daily big.csv | head -1 > first; exit "${PIPESTATUS[0]}""#, in: folder.url)
    #expect(!run.crashed, "\(run)")
    #expect(run.code == 0, "\(run)")
    #expect(run.standardError.isEmpty, "\(run)")
    let first = try String(contentsOf: folder.url.appendingPathComponent("first"), encoding: .utf8)
    #expect(first.hasPrefix("date,steps"))
  }

  @Test func datesAtTheEndOfTheCalendarAreRejectedWithoutHanging() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    var rows = "date,steps\n"
    for day in 25...31 { rows += "9999-12-\(day),1000\n" }
    try folder.write(rows + "1899-12-31,5\n", to: "end.csv")
    try folder.write(rows + "2024-12-10,5000\n", to: "mixed.csv")
    let bad = try HealthReportBinary.run(
      #""$HR" build --input end.csv --out site"#, in: folder.url, timeout: 150)
    #expect(!bad.timedOut && !bad.crashed, "\(bad)")
    #expect(bad.code == 65, "\(bad)")
    #expect(bad.standardError.contains("end.csv:2: warning: date outside 1900-01-01 to 2200-12-31"))
    #expect(bad.standardError.contains("end.csv:9: warning: date outside"))
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))
    let mixed = try HealthReportBinary.run(
      #""$HR" build --input mixed.csv --out site"#, in: folder.url, timeout: 150)
    #expect(!mixed.timedOut && !mixed.crashed, "\(mixed)")
    #expect(mixed.code == 0, "\(mixed)")
  }

  @Test func controlCharactersInInputAreEscapedInDiagnostics() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let escape = "\u{1B}]0;pwned\u{07}\u{1B}[31m"
    try folder.write(
      "date,steps,\(escape)\n2024-12-01,100,\n\(escape),5,\n2024-12-02,x\(escape),\n",
      to: "evil\u{1B}[2J.csv")
    try folder.write(
      "date,metric,value\n2024-12-01,\(escape),5\n2024-12-02,steps,9\n", to: "long.csv")
    let run = try HealthReportBinary.run(
      "\"$HR\" daily $'evil\\e[2J.csv' >/dev/null; \"$HR\" daily long.csv >/dev/null;"
        + " \"$HR\" daily $'missing\\e]0;x\\a.csv'; \"$HR\" $'--\\e[1m'",
      in: folder.url)
    #expect(!run.standardError.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(run.standardError.contains("\\u{1B}]0;pwned\\u{7}"), "\(run)")
    #expect(run.standardError.contains("evil\\u{1B}[2J.csv:1: warning: unknown column"), "\(run)")
    #expect(run.standardError.contains("long.csv:2: warning: unknown metric"), "\(run)")
    #expect(run.standardError.contains("missing\\u{1B}]0;x\\u{7}.csv"), "\(run)")
  }

  /// A result line on standard output (the path a command wrote, what `add` added) escapes
  /// control characters as the diagnostics do.
  @Test func controlCharactersInResultLinesAreEscaped() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = try HealthReportBinary.run(
      "\"$HR\" build --demo --demo-days 10 --quiet --out $'evil\\e[31mdir';"
        + " \"$HR\" email --demo --out $'mail\\e[2J.eml';"
        + " \"$HR\" init --store $'store\\a';"
        + " \"$HR\" add steps 5 --date 2024-12-01 --store $'store\\a'",
      in: folder.url)
    #expect(run.code == 0, "\(run)")
    #expect(!run.standardOutput.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(run.standardOutput.contains("evil\\u{1B}[31mdir/index.html"), "\(run)")
    #expect(run.standardOutput.contains("mail\\u{1B}[2J.eml"), "\(run)")
    #expect(run.standardOutput.contains("store\\u{7}"), "\(run)")
  }

  @Test func anImportWithNoDayFailsAndLeavesThePreviousSite() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("date,steps\n2024-12-01,100\n", to: "good.csv")
    try folder.write("date,steps\n2024-13-01,100\nyesterday,5\n2024-12-02,-4\n", to: "bad.csv")
    let first = try HealthReportBinary.run(
      #""$HR" build --input good.csv --out site"#, in: folder.url)
    #expect(first.code == 0, "\(first)")
    let before = try folder.snapshot(of: "site")
    for script in [
      #""$HR" build --input bad.csv --out site"#, #""$HR" daily bad.csv"#,
      #""$HR" email --input bad.csv --out r.eml"#,
    ] {
      let run = try HealthReportBinary.run(script, in: folder.url)
      #expect(run.code == 65, "\(script): \(run)")
      #expect(run.standardError.contains("bad.csv: no day with data"), "\(run)")
      #expect(run.standardOutput.isEmpty)
    }
    #expect(try folder.snapshot(of: "site") == before)
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("r.eml").path))
  }
}
