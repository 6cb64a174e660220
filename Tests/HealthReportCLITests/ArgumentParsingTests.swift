import HealthCore
import Testing

@testable import HealthImport
@testable import HealthReportCLI

@Suite struct ArgumentParsingTests {
  @Test func defaults() throws {
    let arguments = try BuildArguments.parse([])
    #expect(arguments == BuildArguments())
    #expect(arguments.output == "site")
    #expect(arguments.source.input == nil)
    #expect(arguments.settings.units == .pounds)
    #expect(arguments.settings.weekStart == .sunday)
    #expect(arguments.title == "Dashboard")
    #expect(arguments.siteOptions.goalWeight == nil)
    #expect(arguments.siteOptions.stepsGoal == 10_000)
  }

  @Test(arguments: [
    [
      "--input", "log.csv", "--out", "public", "--end", "2024-12-14", "--units", "kg",
      "--goal-weight", "72.5", "--week-start", "monday", "--select", "2024-12-09",
      "--title", "My <health>", "--templates", "tpl", "--steps-goal", "8500",
    ],
    [
      "--input=log.csv", "--out=public", "--end=2024-12-14", "--units=kg", "--goal-weight=72.5",
      "--week-start=monday", "--select=2024-12-09", "--title=My <health>", "--templates=tpl",
      "--steps-goal=8500",
    ],
  ])
  func parsesEveryOptionInBothSpellings(arguments: [String]) throws {
    let parsed = try BuildArguments.parse(arguments)
    #expect(parsed.source.input == "log.csv")
    #expect(parsed.output == "public")
    #expect(parsed.endDate == LocalDate(year: 2024, month: 12, day: 14))
    #expect(parsed.settings.units == .kilograms)
    #expect(parsed.settings.goalWeight == 72.5)
    #expect(parsed.settings.weekStart == .monday)
    #expect(parsed.selectedDate == LocalDate(year: 2024, month: 12, day: 9))
    #expect(parsed.title == "My <health>")
    #expect(parsed.templates == "tpl")
    #expect(parsed.siteOptions.units == .kilograms)
    #expect(parsed.siteOptions.endDate == parsed.endDate)
    #expect(parsed.settings.stepsGoal == 8_500 && parsed.siteOptions.stepsGoal == 8_500)
  }

  @Test func parsesDemoDays() throws {
    #expect(try BuildArguments.parse([]).source.demoDays == 120)
    #expect(try BuildArguments.parse(["--demo", "--demo-days", "3650"]).source.demoDays == 3650)
    #expect(try BuildArguments.parse(["--demo-days=1"]).source.demoDays == 1)
    #expect(try BuildArguments.parse(["--demo-days", "36500"]).source.demoDays == 36_500)
  }

  /// The latest 52 weeks by default; a number of weeks, 0 for none, or `all` (`nil`).
  @Test func parsesAnnotatedWeeks() throws {
    #expect(try BuildArguments.parse([]).siteOptions.annotatedWeeks == 52)
    #expect(try BuildArguments.parse(["--annotated-weeks", "8"]).siteOptions.annotatedWeeks == 8)
    #expect(try BuildArguments.parse(["--annotated-weeks=0"]).siteOptions.annotatedWeeks == 0)
    #expect(
      try BuildArguments.parse(["--annotated-weeks", "all"]).siteOptions.annotatedWeeks == nil)
  }

  @Test func acceptsDemoAndValuesStartingWithADash() throws {
    #expect(try BuildArguments.parse(["--demo"]).source.useDemo)
    #expect(try BuildArguments.parse(["--title", "-x-"]).title == "-x-")
    #expect(try BuildArguments.parse(["--title="]).title == "")
  }

  @Test(arguments: [
    (["--units", "stone"], "--units must be metric, us, uk, lb, kg or st, not \"stone\""),
    (["--week-start", "friday"], "--week-start must be sunday or monday, not \"friday\""),
    (["--end", "2024-13-01"], "--end 2024-13-01 is not a date in the calendar"),
    (["--select", "2024-2-1"], "--select must be a date as YYYY-MM-DD, not \"2024-2-1\""),
    (["--end=2023-02-29"], "--end 2023-02-29 is not a date in the calendar"),
    (["--goal-weight", "abc"], "--goal-weight must be a positive number, not \"abc\""),
    (["--goal-weight", "0"], "--goal-weight must be a positive number, not \"0\""),
    (["--goal-weight", "-5"], "--goal-weight must be a positive number, not \"-5\""),
    (["--goal-weight", "inf"], "--goal-weight must be a positive number, not \"inf\""),
    (["--goal-weight", "nan"], "--goal-weight must be a positive number, not \"nan\""),
    (["--goal-weight", "1e9"], "--goal-weight must be from 2.2 to 1543.2 lb, not \"1e9\""),
    (["--goal-weight", "0.5"], "--goal-weight must be from 2.2 to 1543.2 lb, not \"0.5\""),
    (
      ["--units", "kg", "--goal-weight", "701"],
      "--goal-weight must be from 1 to 700 kg, not \"701\""
    ),
    (["--steps-goal", "0"], "--steps-goal must be a whole number from 1 to 250000, not \"0\""),
    (
      ["--steps-goal", "250001"],
      "--steps-goal must be a whole number from 1 to 250000, not \"250001\""
    ),
    (
      ["--steps-goal", "8500.5"],
      "--steps-goal must be a whole number from 1 to 250000, not \"8500.5\""
    ),
    (["--steps-goal", "ten"], "--steps-goal must be a whole number from 1 to 250000, not \"ten\""),
    (["--annotated-weeks", "-1"], annotatedWeeksMessage("-1")),
    (["--annotated-weeks", "+5"], annotatedWeeksMessage("+5")),
    (["--annotated-weeks", "2.5"], annotatedWeeksMessage("2.5")),
    (["--annotated-weeks", "100001"], annotatedWeeksMessage("100001")),
    (["--annotated-weeks", "alle"], annotatedWeeksMessage("alle")),
    (["--demo", "--input", "a.csv"], "--demo and --input cannot be used together"),
    (["--demo-days", "0"], "--demo-days must be a whole number from 1 to 36500, not \"0\""),
    (
      ["--demo-days", "36501"], "--demo-days must be a whole number from 1 to 36500, not \"36501\""
    ),
    (["--demo-days", "ten"], "--demo-days must be a whole number from 1 to 36500, not \"ten\""),
    (["--demo-days", "1.5"], "--demo-days must be a whole number from 1 to 36500, not \"1.5\""),
    (["--input", "a.csv", "--demo-days", "30"], "--demo-days cannot be used with --input"),
    (["--out", "a", "--out", "b"], "--out was given more than once"),
    (["--demo", "--demo"], "--demo was given more than once"),
    (["--demo=yes"], "--demo takes no value"),
    (["--out"], "--out needs a value"),
    (["--out", "--demo"], "--out needs a value"),
    (["--out="], "--out needs a value"),
    (["--bogus"], "unknown option \"--bogus\""),
    (["-x"], "unknown option \"-x\""),
    (["extra"], "unexpected argument \"extra\""),
  ])
  func rejectsBadArgumentsPrecisely(arguments: [String], message: String) {
    #expect(throws: CLIError.usage(message, command: "build")) {
      try BuildArguments.parse(arguments)
    }
  }

  @Test(arguments: [["--help"], ["-h"], ["--bogus", "--help"], ["--units", "stone", "-h"]])
  func helpWinsOverMistakes(arguments: [String]) throws {
    #expect(try BuildArguments.parse(arguments).wantsHelp)
  }

  @Test func scannerReportsTheFirstMistake() {
    let spec = CommandSpec(
      name: "build", abstract: "", overview: "", options: [.value("--out", "DIR", help: "")])
    let scanner = ArgumentScanner(spec: spec)
    #expect(throws: CLIError.usage("unknown option \"--a\"", command: "build")) {
      try scanner.scan(["--a", "--b"])
    }
  }

  @Test(arguments: [
    ("data.csv", "date,steps\n", InputKind.csv), ("DATA.CSV", "", .csv),
    ("export.xml", "<HealthData>", .appleHealthXML), ("export.zip", "", .zip),
    ("renamed.bin", "PK\u{3}\u{4}rest", .zip), ("route.gpx", "<?xml?><gpx/>", .appleHealthXML),
    ("export", "<?xml?>\n<HealthData locale=\"en\">", .appleHealthXML),
  ])
  func recognisesTheInputByContentThenExtension(name: String, text: String, kind: InputKind)
    throws
  {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let file = try folder.write(text, to: name)
    #expect(try InputKind.detect(path: file.path, displayPath: name) == kind)
    #expect(try InputKind.detect(path: folder.url.path, displayPath: "x") == .folder)
  }
}

/// The message of a bad `--annotated-weeks` value.
private func annotatedWeeksMessage(_ value: String) -> String {
  "--annotated-weeks must be a whole number of weeks from 0 to 100000, or all, not \"\(value)\""
}
