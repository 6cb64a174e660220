import Foundation
import Testing

@testable import HealthReportCLI
@testable import ReportSite

/// Builds that share an output folder, outputs that contain the current folder, and options
/// that name days outside the data.
@Suite struct OutputSafetyTests {
  @Test func concurrentBuildsIntoOneNewFolderAllSucceed() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = try HealthReportBinary.run(
      #"for i in 1 2 3 4; do "$HR" build --demo --demo-days 60 --out site > out$i 2> err$i & done;"#
        + #" fail=0; for job in $(jobs -p); do wait "$job" || fail=1; done; cat err*; exit $fail"#,
      in: folder.url)
    #expect(run.code == 0, "\(run)")
    #expect(run.standardError.isEmpty, "\(run)")
    let names = try folder.names(in: "site")
    #expect(names.contains("index.html") && names.contains(SiteWriter.markerName))
    // No temporary or backup folder is left behind.
    #expect(
      try folder.names().filter { $0.contains("healthreport-tmp") || $0.contains("-old-") } == [])
  }

  @Test func aBuildWaitingForALockHeldTooLongSaysAnotherIsWriting() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    let held = try SiteLock(target: target, shown: "site", wait: 0)
    defer { held.release() }
    let site = Site(files: [SiteFile(path: "index.html", contents: Array("hi".utf8))])
    #expect(throws: SiteError(path: "site", reason: .busy)) {
      try SiteWriter(lockWait: 0.2).write(site, to: target, displayPath: "site")
    }
    #expect(
      SiteError(path: "site", reason: .busy).description.contains("another healthreport is writing")
    )
    #expect(
      HealthReportCommand.exitCode(for: SiteError(path: "site", reason: .busy)) == .cannotCreate)
  }

  @Test(arguments: [".", "..", "./", "../site"])
  func anOutputThatContainsTheCurrentFolderIsRefusedUpFront(out: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let first = try HealthReportBinary.run(#""$HR" build --demo --out site"#, in: folder.url)
    #expect(first.code == 0, "\(first)")
    let before = try folder.snapshot(of: "site")
    let run = try HealthReportBinary.run(
      "cd site && \"$HR\" build --demo --out '\(out)'", in: folder.url)
    #expect(run.code == 64, "\(run)")
    #expect(run.standardError.contains("is the current folder or contains it"), "\(run)")
    #expect(try folder.snapshot(of: "site") == before)
  }

  @Test(arguments: [
    (["build", "--input", "x.csv", "--end", "2025-01-01"], "--end 2025-01-01 is after the data"),
    (["build", "--input", "x.csv", "--end", "2023-12-31"], "--end 2023-12-31 is before the data"),
    (["build", "--input", "x.csv", "--select", "2024-02-01"], "--select 2024-02-01 is outside"),
    (
      ["build", "--input", "x.csv", "--end", "2024-01-10", "--select", "2024-01-11"],
      "--select 2024-01-11 is outside the report's 28 days (2023-12-14 to 2024-01-10)"
    ),
    (["email", "--input", "x.csv", "--out", "r.eml", "--week", "2024-03-01"], "--week 2024-03-01"),
  ])
  func optionsOutsideTheDataAreUsageErrors(arguments: [String], message: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("date,steps\n2024-01-01,100\n2024-01-20,200\n", to: "x.csv")
    let run = folder.run(arguments)
    #expect(run.code == 64, "\(run.standardError)")
    #expect(run.standardError.contains(message), "\(run.standardError)")
    #expect(run.standardError.contains("the data runs from 2024-01-01 to 2024-01-20"))
    #expect(try folder.names() == ["x.csv"])
  }
}
