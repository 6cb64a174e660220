import Foundation
import HealthCore
import Testing

@testable import HealthReportCLI

/// Health Connect's export through the commands: `daily` of the zip, the database and a folder
/// of scheduled exports (the newest read), `import` once and again (nothing changes), and the
/// temporary file a zip is extracted to, gone after Ctrl-C.
@Suite struct HealthConnectCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/health-connect")

  @Test func dailyReadsTheZipTheDatabaseAndTheNewestInAFolder() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let manager = FileManager.default
    try manager.copyItem(
      at: Self.fixtures.appendingPathComponent("Health Connect.zip"),
      to: folder.url.appendingPathComponent("Health Connect.zip"))
    try manager.copyItem(
      at: Self.fixtures.appendingPathComponent("small.db"),
      to: folder.url.appendingPathComponent("small.db"))
    let zip = folder.run(["daily", "Health Connect.zip", "--quiet"])
    let database = folder.run(["daily", "small.db", "--quiet"])
    #expect(zip.code == 0 && database.code == 0, "\(zip.standardError)\(database.standardError)")
    #expect(zip.standardOutput == database.standardOutput)
    #expect(zip.standardOutput.split(separator: "\n").count == 32)

    // A folder of scheduled exports: an older, smaller one and the newest.
    try manager.createDirectory(
      at: folder.url.appendingPathComponent("drive"), withIntermediateDirectories: true)
    try manager.copyItem(
      at: Self.fixtures.appendingPathComponent("newer-version.db"),
      to: folder.url.appendingPathComponent("drive/Health Connect (1).db"))
    try manager.copyItem(
      at: Self.fixtures.appendingPathComponent("Health Connect.zip"),
      to: folder.url.appendingPathComponent("drive/Health Connect.zip"))
    try manager.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)],
      ofItemAtPath: folder.url.appendingPathComponent("drive/Health Connect (1).db").path)
    let drive = folder.run(["daily", "drive"])
    #expect(drive.code == 0, "\(drive.standardError)")
    #expect(drive.standardOutput == zip.standardOutput)
    #expect(drive.standardError.contains("drive/Health Connect.zip: "))
  }

  @Test func importingTheSameExportTwiceChangesNothing() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("Health Connect.zip"),
      to: folder.url.appendingPathComponent("Health Connect.zip"))
    let first = folder.run(["import", "Health Connect.zip", "--store", "store"])
    #expect(first.code == 0, "\(first.standardError)")
    let stored = try folder.read("store/imported.csv")
    let second = folder.run(["import", "Health Connect.zip", "--store", "store"])
    #expect(second.code == 0, "\(second.standardError)")
    #expect(second.standardOutput.contains("0 new days, 0 changed"), "\(second.standardOutput)")
    #expect(try folder.read("store/imported.csv") == stored)
  }

  @Test(.enabled(if: ShellTool.runs("bash"), "bash is not installed"))
  func anInterruptRemovesTheExtractedDatabase() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("Health Connect.zip"),
      to: folder.url.appendingPathComponent("hc.zip"))
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("tmp"), withIntermediateDirectories: true)
    // The debug build pauses after extracting and says so; the signal arrives while the
    // whole file exists (waiting for the notice, not for a time: a loaded machine is slow).
    let run = try HealthReportBinary.run(
      """
      TMPDIR="$PWD/tmp" HEALTHREPORT_TEST_PAUSE_AFTER_EXTRACT=300 "$HR" daily hc.zip \
        > /dev/null 2> err &
      pid=$!
      for _ in $(seq 1200); do grep -q "paused after extraction" err && break; sleep 0.1; done
      ls -l tmp/*/ >&2
      kill -TERM $pid
      wait $pid
      echo "status $?"
      ls -A tmp
      """, in: folder.url)
    #expect(run.standardError.contains("-rw-------"), "\(run.standardError)")
    #expect(run.standardOutput == "status 143\n", "\(run.standardOutput)")
  }
}
