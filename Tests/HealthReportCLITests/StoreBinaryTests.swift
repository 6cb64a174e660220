import Foundation
import HealthCore
import Testing

/// The store under the real binary: concurrent writers, re-imports and kills.
@Suite struct StoreBinaryTests {
  /// The store's manual entries in `folder`.
  static func manualEntries(_ folder: CLITestFolder) throws -> [ManualEntry] {
    let url = folder.url.appendingPathComponent("healthreport-data/manual.csv")
    return try ManualLog.parse(String(contentsOf: url, encoding: .utf8), path: url.path)
  }

  @Test func fortyConcurrentAddsKeepFortyEntries() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = try HealthReportBinary.run(
      #"for i in $(seq 1 40); do "$HR" add steps $i --date 2024-01-01 >/dev/null & done; wait"#,
      in: folder.url)
    #expect(run.code == 0, "\(run)")
    #expect(run.standardError.isEmpty, "\(run)")
    let entries = try Self.manualEntries(folder)
    #expect(entries.count == 40)
    #expect(Set(entries.map(\.value)) == Set((1...40).map(Double.init)))
  }

  @Test func importingTheSameFileTwiceChangesNoByte() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(HardeningBinaryTests.stepsCSV(days: 400), to: "log.csv")
    let first = try HealthReportBinary.run(#""$HR" import log.csv"#, in: folder.url)
    #expect(first.code == 0, "\(first)")
    #expect(first.standardOutput.contains("400 new days, 0 changed, 0 unchanged (2020-01-01 to"))
    let before = try folder.snapshot(of: "healthreport-data")
    let second = try HealthReportBinary.run(#""$HR" import log.csv"#, in: folder.url)
    #expect(second.code == 0, "\(second)")
    #expect(second.standardOutput.contains("0 new days, 0 changed, 400 unchanged"))
    #expect(try folder.snapshot(of: "healthreport-data") == before)
  }

  /// Starts `command` with the pause-before-rename hook, kills it with SIGKILL while it waits
  /// with its temporary file written, and returns what the script printed.
  static func killMidWrite(_ command: String, in folder: CLITestFolder) throws -> BinaryRun {
    try HealthReportBinary.run(
      """
      HEALTHREPORT_TEST_PAUSE_BEFORE_RENAME=30 \(command) & pid=$!
      for i in $(seq 1 400); do
        ls -a healthreport-data 2>/dev/null | grep -q 'tmp-' && break; sleep 0.05
      done
      kill -9 $pid; wait $pid; echo "killed $?"
      ls -a healthreport-data | grep -c 'tmp-'
      """, in: folder.url)
  }

  @Test func aKillDuringAddLeavesTheOldStateAndTheNextAddWorks() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    #expect(
      try HealthReportBinary.run(#""$HR" add steps 11 --date 2024-01-01"#, in: folder.url).code == 0
    )
    let killed = try Self.killMidWrite(#""$HR" add steps 22 --date 2024-01-01"#, in: folder)
    #expect(killed.standardOutput == "killed 137\n1\n", "\(killed)")
    #expect(try Self.manualEntries(folder).map(\.value) == [11])
    let next = try HealthReportBinary.run(#""$HR" add steps 33 --date 2024-01-01"#, in: folder.url)
    #expect(next.code == 0, "\(next)")
    #expect(try Self.manualEntries(folder).map(\.value) == [11, 33])
    #expect(try !folder.names(in: "healthreport-data").contains { $0.contains("tmp-") })
  }

  @Test func aKillDuringImportLeavesTheOldFiguresReadable() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("date,steps\n2024-01-01,100\n", to: "old.csv")
    try folder.write("date,steps\n2024-01-01,200\n2024-01-02,300\n", to: "new.csv")
    #expect(try HealthReportBinary.run(#""$HR" import old.csv"#, in: folder.url).code == 0)
    let before = try folder.snapshot(of: "healthreport-data")
    let killed = try Self.killMidWrite(#""$HR" import new.csv"#, in: folder)
    #expect(killed.standardOutput == "killed 137\n1\n", "\(killed)")
    let after = try folder.snapshot(of: "healthreport-data").filter { !$0.key.contains("tmp-") }
    #expect(after == before)
    let daily = try HealthReportBinary.run(
      #""$HR" daily healthreport-data/imported.csv --quiet"#, in: folder.url)
    #expect(daily.standardOutput == "date,steps,body_mass_kg,body_mass_lb\n2024-01-01,100,,\n")
    let retry = try HealthReportBinary.run(#""$HR" import new.csv"#, in: folder.url)
    #expect(retry.standardOutput.contains("1 new day, 1 changed, 0 unchanged"), "\(retry)")
  }

  @Test func aStoreWrittenByANewerVersionIsRefused() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("healthreport-data 9\n", to: "healthreport-data/FORMAT")
    let run = try HealthReportBinary.run(#""$HR" add weight 180"#, in: folder.url)
    #expect(run.code == 65, "\(run)")
    #expect(run.standardError.contains("healthreport-data/FORMAT: the store has format version 9"))
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.path + "/healthreport-data/manual.csv"))
  }
}
