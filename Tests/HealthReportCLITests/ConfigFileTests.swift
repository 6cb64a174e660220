import Foundation
import HealthCore
import Testing

@testable import HealthReportCLI

/// `healthreport init` and the settings file `healthreport.json`.
@Suite struct ConfigFileTests {
  @Test func initWritesEverySettingAndCreatesTheStoreOnce() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(["init"])
    #expect(run.code == 0, "\(run.standardError)")
    let text = try String(
      contentsOf: folder.url.appendingPathComponent("healthreport.json"), encoding: .utf8)
    for key in ToolConfigKeys.all { #expect(text.contains("\"\(key)\":"), "\(key)") }
    #expect(try folder.names() == ["healthreport-data", "healthreport.json"])
    #expect(try folder.names(in: "healthreport-data").contains("FORMAT"))
    let again = folder.run(["init"])
    #expect(again.code == 73, "\(again.standardError)")
    #expect(again.standardError.contains("healthreport.json: cannot be created: it exists"))
  }

  @Test func settingsApplyAndTheCommandLineOverridesThem() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    #expect(folder.run(["init"]).code == 0)
    try folder.write(
      "{\n  \"units\": \"kg\",\n  \"title\": \"Mine\",\n  \"output\": \"public\"\n}\n",
      to: "healthreport.json")
    #expect(folder.run(["add", "weight", "80", "--date", "2024-12-01"]).code == 0)
    #expect(folder.run(["add", "weight", "170", "--unit", "lb", "--date", "2024-12-02"]).code == 0)
    #expect(folder.run(["add", "steps", "10", "--date", "2024-12-02"]).code == 0)
    let manual = try String(
      contentsOf: folder.url.appendingPathComponent("healthreport-data/manual.csv"),
      encoding: .utf8)
    #expect(manual.contains("2024-12-01,weight,80,kg,"))
    #expect(manual.contains("2024-12-02,weight,170,lb,"))
    let build = folder.run(["build"])
    #expect(build.code == 0, "\(build.standardError)")
    let index = try String(
      contentsOf: folder.url.appendingPathComponent("public/index.html"), encoding: .utf8)
    #expect(index.contains("Mine"))
    #expect(folder.run(["build", "--title", "Other", "--out", "elsewhere"]).code == 0)
    #expect(try folder.names().contains("elsewhere"))
  }

  @Test(arguments: [
    (
      "{\n  \"title\": \"x\",\n  \"titel\": \"y\"\n}\n",
      "healthreport.json:3: unknown key \"titel\""
    ),
    ("{\n  \"goal_weight\": \"heavy\"\n}\n", "healthreport.json:2: goal_weight must be a number"),
    ("{\n\n  \"title\": true\n}\n", "healthreport.json:3: title must be a string"),
    (
      "{\n  \"units\": \"stone\"\n}\n",
      "healthreport.json:2: units must be metric, us, uk, lb, kg or st"
    ),
    ("{ \"title\": ", "healthreport.json:1: not valid JSON at byte 12: the file ends inside"),
    ("{\n  \"title\": \"x\",,\n}\n", "healthreport.json:2: not valid JSON at byte 18:"),
    ("{\n  \"steps_goal\": 1e400\n}\n", "healthreport.json: not valid JSON"),
    (
      "{\n  \"title\": \"x\",\n  \"title\": \"y\"\n}\n",
      "healthreport.json:3: title is given twice (lines 2 and 3)"
    ),
    // Windows line endings count as lines.
    (
      "{\r\n  \"title\": \"x\",\r\n  \"titel\": \"y\"\r\n}\r\n",
      "healthreport.json:3: unknown key \"titel\""
    ),
    // A value the command's own check refuses is the file's error, not the option's.
    (
      "{\n  \"annotated_weeks\": -1\n}\n",
      "healthreport.json:2: annotated_weeks must be a whole number of weeks from 0 to 100000,"
        + " or all, not \"-1\""
    ),
    (
      "{\n  \"steps_goal\": 5.5\n}\n",
      "healthreport.json:2: steps_goal must be a whole number from 1 to 250000, not \"5.5\""
    ),
    ("{\n  \"goal_weight\": -3\n}\n", "healthreport.json:2: goal_weight must be a positive number"),
    (
      "{\n\n  \"base_url\": \"ftp://example.com\"\n}\n",
      "healthreport.json:3: base_url must be an absolute http or https URL"
    ),
    (
      "{\n  \"private\": true,\n  \"indexable\": true\n}\n",
      "healthreport.json:3: indexable is for public sites; a private site is never indexed"
    ),
  ])
  func badSettingsNameTheKeyAndLine(text: String, message: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(text, to: "healthreport.json")
    let run = folder.run(["build"])
    #expect(run.code == 65, "\(run.standardError)")
    #expect(run.standardError.hasPrefix("error: " + message), "\(run.standardError)")
  }

  /// A bad value of the file is reported once, at its line: without the usage block that an
  /// option typed on the command line gets.
  @Test func aSettingsValueErrorHasNoUsageBlock() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("{\n  \"email_subject\": \"a\\u0007b\"\n}\n", to: "healthreport.json")
    let run = folder.run(["email", "--demo", "--out", "week.eml"])
    #expect(run.code == 65, "\(run.standardError)")
    #expect(
      run.standardError
        == "error: healthreport.json:2: email_subject must not contain line breaks or control"
        + " characters\n")
  }

  /// An empty string leaves a number unset, as it does every setting; words are read in any
  /// case, as on the command line; a key inside a string value is not a second key.
  @Test func emptyNumbersAndWordsInAnyCase() throws {
    let path = "healthreport.json"
    let empty = try ToolConfig.parse(#"{"annotated_weeks": "", "steps_goal": ""}"#, path: path)
    #expect(empty.arguments(for: "build", given: []).isEmpty)
    let words = try ToolConfig.parse(
      #"{"week_start": "MONDAY", "units": "Metric", "annotated_weeks": "ALL"}"#, path: path)
    #expect(
      words.arguments(for: "build", given: [])
        == ["--units=metric", "--week-start=monday", "--annotated-weeks=all"])
    let quoted = try ToolConfig.parse(
      "{\n  \"title\": \"say \\\"title\\\": x\"\n}\n", path: path)
    #expect(quoted.values["title"] == "say \"title\": x")
    // A key's name written as another key's value is not that key.
    let named = try ToolConfig.parse(
      "{\n  \"title\": \"steps_goal\",\n  \"steps_goal\": 8000\n}\n", path: path)
    #expect(named.values["steps_goal"] == "8000" && named.lines["steps_goal"] == 3)
    #expect(try BuildArguments.weekCount("All") == nil)
  }

  /// `init` leaves the store setting empty: without the store a bare build still makes the
  /// demo site, as without a settings file.
  @Test func afterInitADeletedStoreStillGivesTheDemo() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    #expect(folder.run(["init"]).code == 0)
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("healthreport-data"))
    let build = folder.run(["build", "--quiet"])
    #expect(build.code == 0, "\(build.standardError)")
    #expect(try folder.names(in: "site").contains("index.html"))
  }

  /// The file's goal weight is in the file's units: a different `--units` on the command line
  /// converts it (155 lb is 70.307 kg); the same unit, or a `--goal-weight` given, does not.
  @Test(arguments: [
    (#"{"units": "lb", "goal_weight": 155}"#, ["--units", "kg"], "--goal-weight=70.307"),
    (#"{"goal_weight": 155}"#, ["--units=kg"], "--goal-weight=70.307"),
    (#"{"units": "kg", "goal_weight": 70}"#, ["--units", "lb"], "--goal-weight=154.324"),
    (#"{"units": "kg", "goal_weight": 70}"#, ["--units", "kg"], "--goal-weight=70"),
    (#"{"units": "kg", "goal_weight": 70}"#, [], "--goal-weight=70"),
    (#"{"units": "kg", "goal_weight": null}"#, [], nil),
    (#"{"units": "kg", "goal_weight": 70}"#, ["--units", "lb", "--goal-weight", "150"], nil),
  ])
  func theGoalWeightFollowsTheUnitsGiven(file: String, given: [String], expected: String?) throws {
    let config = try ToolConfig.parse(file, path: "healthreport.json")
    let added = config.arguments(for: "build", given: given)
    #expect(added.first { $0.hasPrefix("--goal-weight") } == expected)
  }

  /// `steps_goal` is `build`'s and `email`'s `--steps-goal`; the command line wins.
  @Test func theStepsGoalIsAnOption() throws {
    let config = try ToolConfig.parse(#"{"steps_goal": 8000}"#, path: "healthreport.json")
    #expect(config.arguments(for: "build", given: []) == ["--steps-goal=8000"])
    #expect(config.arguments(for: "email", given: []) == ["--steps-goal=8000"])
    #expect(config.arguments(for: "build", given: ["--steps-goal", "6000"]).isEmpty)
    #expect(config.arguments(for: "add", given: ["steps", "5"]).isEmpty)
    #expect(throws: ParseError.self) {
      try ToolConfig.parse(#"{"steps_goal": "many"}"#, path: "healthreport.json")
    }
  }

  /// `annotated_weeks` is `build`'s `--annotated-weeks`: a number or "all"; another word is
  /// refused with its line.
  @Test func theAnnotatedWeeksAreANumberOrAll() throws {
    let path = "healthreport.json"
    let number = try ToolConfig.parse(#"{"annotated_weeks": 10}"#, path: path)
    #expect(number.arguments(for: "build", given: []) == ["--annotated-weeks=10"])
    let all = try ToolConfig.parse(#"{"annotated_weeks": "all"}"#, path: path)
    #expect(all.arguments(for: "build", given: []) == ["--annotated-weeks=all"])
    #expect(all.arguments(for: "build", given: ["--annotated-weeks", "3"]).isEmpty)
    #expect(all.arguments(for: "email", given: []).isEmpty)
    #expect(
      throws: ParseError(
        path: path, line: 2, reason: .invalidContent("annotated_weeks must be a number or \"all\""))
    ) {
      try ToolConfig.parse("{\n  \"annotated_weeks\": \"some\"\n}\n", path: path)
    }
  }

  /// `--annotated-weeks` through the whole build: `all` annotates the oldest week too, `0` not
  /// even the latest, whose note then says so.
  @Test func theAnnotatedWeeksReachTheSite() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    func page(_ value: String, week: String) throws -> String {
      let run = folder.run([
        "build", "--demo", "--demo-days", "400", "--annotated-weeks", value, "--out", value,
        "--quiet",
      ])
      #expect(run.code == 0, "\(run.standardError)")
      return try String(
        contentsOf: folder.url.appendingPathComponent("\(value)/weeks/\(week)/index.html"),
        encoding: .utf8)
    }
    let annotated = "class=\"chart chart-steps\" role=\"graphics-document\""
    let picture = "class=\"chart chart-steps\" role=\"img\""
    let note = "<p class=\"chart-note week-chart-note\">"
    let oldest = try page("all", week: "2023-11-05")
    #expect(oldest.contains(annotated) && !oldest.contains(note))
    // With no week annotated, the note does not speak of the latest weeks.
    let latest = try page("0", week: "2024-12-08")
    #expect(
      latest.contains(picture)
        && latest.contains(note + "The charts on this page do not show the details of single days"))
  }

  /// A steps goal in the file reaches the site: the steps page states it.
  @Test func aStepsGoalInTheFileReachesTheSite() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(#"{"steps_goal": 7500}"# + "\n", to: "healthreport.json")
    let run = folder.run(["build", "--demo", "--demo-days", "30", "--quiet"])
    #expect(run.code == 0, "\(run.standardError)")
    let page = try String(
      contentsOf: folder.url.appendingPathComponent("site/steps/index.html"), encoding: .utf8)
    #expect(page.contains("<dd>7,500 steps</dd>"))
    let bad = try CLITestFolder()
    defer { bad.remove() }
    try bad.write(#"{"steps_goal": 0}"# + "\n", to: "healthreport.json")
    let refused = bad.run(["build", "--demo", "--quiet"])
    #expect(refused.code == 65, "\(refused.standardError)")
    #expect(
      refused.standardError
        == "error: healthreport.json:1: steps_goal must be a whole number from 1 to 250000, not"
        + " \"0\"\n")
  }
}

/// The keys `init` writes.
enum ToolConfigKeys {
  static let all = [
    "title", "locale", "units", "goal_weight", "steps_goal", "week_start", "glucose_unit",
    "base_url", "annotated_weeks",
    "output", "store",
    "email_from", "email_to", "email_subject",
  ]
}
