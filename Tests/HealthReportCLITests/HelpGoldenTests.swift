import TestSupport
import Testing

@testable import HealthReportCLI

/// The help pages and a few usage errors, compared with the golden files in `__Golden__`
/// (`RECORD_GOLDEN=1 swift test --filter HelpGoldenTests` rewrites them).
@Suite struct HelpGoldenTests {
  @Test(arguments: [
    (["--help"], "help.txt"), (["build", "--help"], "build-help.txt"),
    (["daily", "--help"], "daily-help.txt"), (["email", "--help"], "email-help.txt"),
    (["add", "--help"], "add-help.txt"), (["import", "--help"], "import-help.txt"),
  ])
  func helpPages(arguments: [String], golden: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(arguments)
    #expect(run.code == 0)
    #expect(run.standardError == "")
    GoldenFile.assertMatches(run.standardOutput, named: golden)
  }

  @Test(arguments: [
    (["build", "--weekstart=monday"], "build-unknown-option.txt"),
    (["biuld", "--demo"], "unknown-command.txt"),
    (["email", "--week", "2024-12-14"], "email-missing-out.txt"),
    (["daily"], "daily-missing-input.txt"),
  ])
  func usageErrors(arguments: [String], golden: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(arguments)
    #expect(run.code == 64)
    #expect(run.standardOutput == "")
    GoldenFile.assertMatches(run.standardError, named: golden)
  }

  /// `help COMMAND`, `COMMAND --help` and `COMMAND -h` anywhere print the same page.
  @Test(arguments: ["build", "daily", "email", "add", "import"])
  func everyWayToAskGivesTheSamePage(command: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let page = folder.run([command, "--help"]).standardOutput
    #expect(page.hasPrefix("OVERVIEW: "))
    for arguments in [["help", command], [command, "-h"], [command, "--bogus", "x", "--help"]] {
      let run = folder.run(arguments)
      #expect(run.code == 0)
      #expect(run.standardOutput == page, "\(arguments)")
    }
    for arguments in [["help"], ["help", "help"], ["-h"]] {
      #expect(folder.run(arguments).standardOutput == folder.run(["--help"]).standardOutput)
    }
  }

  /// Every line of every help page and usage line fits in 80 columns.
  @Test func everyLineFitsIn80Columns() {
    let specs = [CommandSpec.tool] + CommandSpec.tool.subcommands
    let texts = specs.flatMap { [HelpText.page(of: $0), HelpText.usage(of: $0)] }
    for text in texts {
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        #expect(line.count <= 80, "\(line.count) columns: \(line)")
        #expect(!line.hasSuffix(" "), "trailing space: \(line)")
      }
    }
  }

  @Test func wrapBreaksBetweenWordsWithAHangingIndent() {
    let parts = Array(repeating: "[--option VALUE]", count: 6)
    let lines = HelpText.wrap(parts, first: "usage: tool command ")
    #expect(
      lines == [
        "usage: tool command [--option VALUE] [--option VALUE] [--option VALUE]",
        "                    [--option VALUE] [--option VALUE] [--option VALUE]",
      ])
    #expect(HelpText.wrap([], first: "OPTIONS: ") == ["OPTIONS:"])
    #expect(HelpText.wrap([String(repeating: "x", count: 90)], first: "").count == 1)
  }

  @Test func quotationsAreNotBroken() {
    #expect(
      HelpText.words("ready for 'sendmail -t < FILE.eml'. Or \"a b\", c's d")
        == ["ready", "for", "'sendmail -t < FILE.eml'.", "Or", "\"a b\",", "c's", "d"])
    #expect(HelpText.words("an 'open quote") == ["an", "'open", "quote"])
  }
}
