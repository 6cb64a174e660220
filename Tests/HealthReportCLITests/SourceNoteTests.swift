import Foundation
import Testing

@testable import HealthReportCLI

/// The first run explains itself: a build from the demo data or the store says so in one line on
/// standard error when it is a terminal (not with `--quiet`); standard output stays the path.
@Suite struct SourceNoteTests {
  static let demoNote =
    "note: built from demo data; to use your own: healthreport build --input export.zip"
    + " (or a CSV log)\n"

  @Test func aDemoBuildSaysSoOnATerminal() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let index = folder.url.appendingPathComponent("site/index.html").path + "\n"
    let bare = folder.run([], terminal: true)
    #expect(bare.code == 0)
    #expect(bare.standardError == Self.demoNote)
    #expect(bare.standardOutput == index)
    let demo = folder.run(["build", "--demo-days", "30"], terminal: true)
    #expect(demo.standardError == Self.demoNote)
    #expect(demo.standardOutput == index)
  }

  @Test func noNoteWhenPipedOrQuiet() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let piped = folder.run(["build"], terminal: false)
    #expect(piped.code == 0)
    #expect(piped.standardError == "")
    let quiet = folder.run(["build", "--quiet"], terminal: true)
    #expect(quiet.code == 0)
    #expect(quiet.standardError == "")
    #expect(quiet.standardOutput == piped.standardOutput)
  }

  @Test func aStoreBuildSaysHowManyDaysItHoldsAndTheirRange() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    #expect(folder.run(["add", "steps", "5000", "--date", "2024-12-01"]).code == 0)
    let one = folder.run(["build"], terminal: true)
    #expect(one.code == 0)
    #expect(
      one.standardError == "note: built from the store healthreport-data: 1 day, 2024-12-01\n")
    #expect(folder.run(["add", "weight", "80.25", "--unit", "kg"]).code == 0)
    #expect(folder.run(["add", "steps", "700", "--date", "2024-12-01"]).code == 0)
    let two = folder.run(["build"], terminal: true)
    #expect(
      two.standardError
        == "note: built from the store healthreport-data: 2 days, 2024-12-01 to 2024-12-14\n")
    #expect(two.standardOutput == folder.url.appendingPathComponent("site/index.html").path + "\n")
    let named = folder.run(
      ["build", "--quiet"], terminal: true, variables: ["HEALTHREPORT_STORE": "healthreport-data"])
    #expect(named.standardError == "")
  }

  @Test func aBuildFromANamedInputHasNoNote() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("date,steps,weight\n2024-12-01,5000,150\n", to: "log.csv")
    let run = folder.run(["build", "--input", "log.csv"], terminal: true)
    #expect(run.code == 0)
    #expect(run.standardError == "")
  }

  /// In a real terminal (a pseudo-terminal made by `script`), the binary prints the note; with
  /// standard error redirected it does not.
  @Test(.enabled(if: ShellTool.path(of: "script") != nil, "script (util-linux) is not installed"))
  func theBinaryChecksItsRealStandardError() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = try HealthReportBinary.run(
      "script -qec \"$HR build --out tty-site\" /dev/null </dev/null; echo \"status $?\";"
        + " \"$HR\" build --out piped-site 2>piped.err >/dev/null; cat piped.err",
      in: folder.url)
    #expect(run.standardOutput.contains("note: built from demo data; "))
    #expect(run.standardOutput.contains("tty-site/index.html"))
    #expect(run.standardOutput.hasSuffix("status 0\n"))
  }
}
