import Testing

@testable import HealthReportCLI

/// "Did you mean …?" for near misses of commands and options, and nothing for the rest.
@Suite struct SuggestionTests {
  static let buildOptions = CommandSpec.build.options.map(\.name)
  static let emailOptions = CommandSpec.email.options.map(\.name)
  static let commands = CommandSpec.tool.subcommands.map(\.name)

  @Test(arguments: [
    ("--weekstart", buildOptions, ["--week-start"]),
    ("--week-strat", buildOptions, ["--week-start"]),
    ("--WEEK-START", buildOptions, ["--week-start"]),
    ("-week-start", buildOptions, ["--week-start"]),
    ("--ot", buildOptions, ["--out"]),
    ("--outt", buildOptions, ["--out"]),
    ("--temp", buildOptions, ["--templates"]),
    ("--base", buildOptions, ["--base-url"]),
    ("--nodedupe", buildOptions, ["--no-dedupe"]),
    ("--demodays", buildOptions, ["--demo-days"]),
    ("--goalweigth", buildOptions, ["--goal-weight"]),
    ("--inptu", buildOptions, ["--input"]),
    ("--hlep", buildOptions, ["--help"]),
    ("--wee", emailOptions, ["--week"]),
    ("--subjet", emailOptions, ["--subject"]),
    ("--form", emailOptions, ["--from"]),
    ("--to-addr", emailOptions, []),
    ("--a", emailOptions, ["--allow-truncated"]),
    ("--allow-trunacted", buildOptions, ["--allow-truncated"]),
    ("biuld", commands, ["build"]),
    ("bulid", commands, ["build"]),
    ("emial", commands, ["email"]),
    ("dialy", commands, ["daily"]),
    ("Build", commands, ["build"]),
    ("b", commands, ["build"]),
    ("hepl", commands, ["help"]),
  ])
  func hits(typed: String, candidates: [String], expected: [String]) {
    #expect(Suggestion.names(near: typed, among: candidates) == expected)
  }

  @Test(arguments: [
    ("--bogus", buildOptions), ("--frobnicate", buildOptions), ("-x", buildOptions),
    ("--z", emailOptions), ("--", buildOptions), ("-", buildOptions), ("--d", buildOptions),
    ("--weak", buildOptions), ("frobnicate", commands), ("export.zip", commands),
    ("--build", commands), ("x", commands), ("", commands), ("bu-ild-x", commands),
  ])
  func nonHits(typed: String, candidates: [String]) {
    #expect(Suggestion.names(near: typed, among: candidates) == [])
  }

  @Test func hintsNameOneOrSeveralNames() {
    #expect(Suggestion.hint(for: "--wek", among: ["--week"]) == "; did you mean --week?")
    #expect(
      Suggestion.hint(for: "--fo", among: ["--to", "--go"]) == "; did you mean --to or --go?")
    #expect(
      Suggestion.hint(for: "--xo", among: ["--to", "--go", "--so"])
        == "; did you mean --to, --go or --so?")
    #expect(Suggestion.hint(for: "--zzzz", among: ["--week"]) == "")
  }

  @Test(arguments: [
    ("", "", 0), ("abc", "", 3), ("", "ab", 2), ("build", "build", 0), ("biuld", "build", 1),
    ("ca", "abc", 3), ("weekstart", "week-start", 1), ("kitten", "sitting", 3),
  ])
  func distance(a: String, b: String, expected: Int) {
    #expect(Suggestion.distance(a, b) == expected)
    #expect(Suggestion.distance(b, a) == expected)
  }

  @Test(arguments: [
    (
      ["build", "--weekstart=monday"], "unknown option \"--weekstart\"; did you mean --week-start?"
    ),
    (
      ["build", "--weekstart", "monday"],
      "unknown option \"--weekstart\"; did you mean --week-start?"
    ),
    (["daily", "x.csv", "--quite"], "unknown option \"--quite\"; did you mean --quiet?"),
    (
      ["email", "--out", "r.eml", "--subjet=Hi"],
      "unknown option \"--subjet\"; did you mean --subject?"
    ),
    (["biuld"], "unknown command \"biuld\"; did you mean build?"),
    (["help", "emial"], "unknown command \"emial\"; did you mean email?"),
    (["--verison"], "unknown option \"--verison\"; did you mean --version?"),
    (["--hepl"], "unknown option \"--hepl\"; did you mean --help?"),
    (["--version=2"], "--version takes no value"),
    (["build", "--help=yes"], "--help takes no value"),
  ])
  func errorsCarryTheHint(arguments: [String], message: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(arguments)
    #expect(run.code == 64)
    #expect(run.standardError.hasPrefix("error: \(message)\nusage: healthreport"))
  }
}
