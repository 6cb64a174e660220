import Foundation
import TestSupport
import Testing

@testable import HealthReportCLI

/// `healthreport man`: the roff page against its golden file, checked by groff, and complete:
/// every command, option and exit status of the tables, and examples the tables accept
/// (`RECORD_GOLDEN=1` rewrites the golden file).
@Suite struct ManPageTests {
  @Test func pageMatchesGolden() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(["man"])
    #expect(run.code == 0)
    #expect(run.standardError == "")
    #expect(run.standardOutput == ManPage.render(for: .tool))
    GoldenFile.assertMatches(run.standardOutput, named: "healthreport.1")
    #expect(folder.run(["man", "extra"]).code == 64)
    #expect(folder.run(["man", "--help"]).standardOutput == HelpText.page(of: .manual))
  }

  /// `groff -man -ww -z` (all warnings, no output) reports nothing, and the page formats.
  @Test(.enabled(if: ShellTool.runs("groff"), "groff is not installed"))
  func groffReportsNoWarning() throws {
    let page = ManPage.render(for: .tool)
    let check = try ShellTool.run("groff", ["-man", "-ww", "-z"], input: page)
    #expect(check.status == 0)
    #expect(check.standardError == "")
    let text = try ShellTool.run("groff", ["-man", "-ww", "-Tutf8", "-P", "-cbou"], input: page)
    #expect(text.standardError == "")
    #expect(text.standardOutput.contains("healthreport build [--demo [--demo-days N] |"))
    #expect(text.standardOutput.contains("--units lb|kg"))
    #expect(text.standardOutput.contains("EXIT STATUS"))
  }

  @Test func everyCommandOptionAndExitStatusIsOnThePage() {
    let page = ManPage.render(for: .tool)
    for command in CommandSpec.tool.subcommands {
      #expect(page.contains(".SS " + Roff.argument(command.listLabel)), "\(command.name)")
      for option in command.options {
        #expect(page.contains(Roff.bold(option.name)), "\(command.name) \(option.name)")
        #expect(page.contains(Roff.escaped(option.help)), "\(command.name) \(option.name)")
      }
    }
    for code in ExitCode.allCases {
      #expect(page.contains(".TP\n\\fB\(code.rawValue)\\fR\n"), "\(code)")
    }
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "ENVIRONMENT"] {
      #expect(page.contains("\n.SH \(section)\n"))
    }
    #expect(page.contains("\n.SH \"EXIT STATUS\"\n") && page.contains("\n.SH EXAMPLES\n"))
  }

  /// The examples use only commands and options the tables have, with values they accept.
  @Test(arguments: CommandSpec.examples.filter { !$0.arguments.isEmpty })
  func examplesAreAcceptedByTheTables(example: CommandExample) throws {
    let name = try #require(example.arguments.first)
    let spec = try #require(CommandSpec.tool.subcommand(named: name), "\(name)")
    let rest = Array(example.arguments.dropFirst())
    let scan = try spec.scanner.scan(rest)
    #expect(!scan.wantsHelp)
    switch name {
    case "build": _ = try BuildArguments.parse(rest)
    case "email": _ = try EmailArguments.parse(rest)
    case "daily": _ = try DailyArguments.parse(rest)
    case "add": _ = try AddArguments.parse(rest)
    case "import": _ = try ImportArguments.parse(rest)
    default: break
    }
  }

  @Test func roffEscapesWhatWouldBeMarkup() {
    #expect(Roff.escaped("a-b \\ c") == "a\\-b \\e c")
    #expect(Roff.escaped(".start") == "\\&.start")
    #expect(Roff.escaped("'quote'") == "\\&'quote'")
    #expect(Roff.escaped("Zoë – ok") == "Zo\\[u00EB] \\[u2013] ok")
    #expect(Roff.escaped("tab\there\u{1B}") == "tab here")
    #expect(Roff.argument("say \"hi\"") == "\"say \\(dqhi\\(dq\"")
    #expect(
      Roff.usage("[--units lb|kg]") == "[\\fB\\-\\-units\\fR \\fIlb\\fR|\\fIkg\\fR]")
  }
}
