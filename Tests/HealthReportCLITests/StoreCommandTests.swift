import Foundation
import HealthCore
import TestSupport
import Testing

/// `add`, `import` and building from the store, run in-process ("today" is 2024-12-14).
@Suite struct StoreCommandTests {
  /// A wide CSV log of steps and weight (lb).
  static let log = "date,steps,weight\n2024-12-01,5000,180\n2024-12-02,6000,181\n"

  /// The text of the store file `name` in `folder`'s default store.
  static func storeText(_ folder: CLITestFolder, _ name: String) throws -> String {
    try String(
      contentsOf: folder.url.appendingPathComponent("healthreport-data/\(name)"), encoding: .utf8)
  }

  @Test func addAppendsEntriesWithTheirUnitToManualCSV() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let steps = folder.run(["add", "steps", "5000", "--date", "2024-12-01"])
    #expect(steps.code == 0, "\(steps.standardError)")
    #expect(steps.standardOutput == "Added 5000 steps on 2024-12-01 to healthreport-data\n")
    let weight = folder.run(["add", "weight", "80.25", "--unit", "kg"])
    #expect(weight.code == 0, "\(weight.standardError)")
    #expect(weight.standardOutput.contains("a weight of 80.25 kg on 2024-12-14"))
    #expect(
      try Self.storeText(folder, "manual.csv")
        == "date,metric,value,unit,added\n2024-12-01,steps,5000,count,2024-12-14T12:00:00Z\n"
        + "2024-12-14,weight,80.25,kg,2024-12-14T12:00:00Z\n")
    #expect(try Self.storeText(folder, "FORMAT") == "healthreport-data 3\n")
  }

  @Test(arguments: [
    (["steps", "0"], "Invalid value: steps must be a whole number greater than 0, not \"0\""),
    (["steps", "-1"], "Invalid value: steps must be a whole number greater than 0, not \"-1\""),
    (["steps", "1.5"], "Invalid value: steps must be a whole number greater than 0, not \"1.5\""),
    (["steps", "abc"], "Invalid value: steps must be a whole number greater than 0, not \"abc\""),
    (
      ["weight", "0"],
      "Invalid value: weight must be a number greater than 0 with at most two decimals, not \"0\""
    ),
    (
      ["weight", "1.234"],
      "Invalid value: weight must be a number greater than 0 with at most two decimals,"
        + " not \"1.234\""
    ),
    (["weight", "-2"], "Invalid value: weight must be a number greater than 0"),
    (["steps", "100", "--date", "2024-12-15"], "Invalid date: 2024-12-15 is in the future"),
    (["steps", "100", "--date", "2024-02-30"], "Invalid date: 2024-02-30 is not a real calendar"),
    (["steps", "100", "--date", "yesterday"], "Invalid date: the date must be YYYY-MM-DD"),
  ])
  func invalidValuesExit65AndLeaveTheStoreUntouched(arguments: [String], message: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    #expect(folder.run(["add", "steps", "10", "--date", "2024-12-01"]).code == 0)
    let before = try folder.snapshot(of: "healthreport-data")
    let run = folder.run(["add"] + arguments)
    #expect(run.code == 65, "\(run.standardError)")
    #expect(run.standardError.hasPrefix("error: " + message), "\(run.standardError)")
    #expect(try folder.snapshot(of: "healthreport-data") == before)
  }

  @Test func aRejectedFirstAddCreatesNoStore() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    #expect(folder.run(["add", "steps", "0"]).code == 65)
    #expect(try folder.names().isEmpty)
  }

  @Test(arguments: [
    (["add"], "add needs a metric and a value"),
    (["add", "stepz", "5"], "did you mean"),
    (["add", "steps"], "add steps needs a value"),
    (["add", "steps", "5", "6"], "add takes a metric and one value"),
    (["add", "steps", "5", "--unit", "kg"], "--unit applies to weight only"),
    (["add", "weight", "80", "--unit", "stone"], "--unit must be lb, kg or st, not \"stone\""),
    (["import"], "import needs a FILE"),
  ])
  func usageMistakesExit64(arguments: [String], message: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(arguments)
    #expect(run.code == 64, "\(run.standardError)")
    #expect(run.standardError.contains(message), "\(run.standardError)")
  }

  @Test func deleteRemovesTheDaysEntriesOfOneMetric() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    for arguments in [
      ["add", "steps", "100", "--date", "2024-12-01"],
      ["add", "steps", "200", "--date", "2024-12-01"],
      ["add", "weight", "180", "--date", "2024-12-01"],
      ["add", "steps", "300", "--date", "2024-12-02"],
    ] {
      #expect(folder.run(arguments).code == 0)
    }
    let run = folder.run(["add", "--delete", "steps", "--date", "2024-12-01"])
    #expect(run.code == 0, "\(run.standardError)")
    #expect(run.standardOutput == "Deleted 2 steps entries of 2024-12-01 from healthreport-data\n")
    let entries = try ManualLog.parse(try Self.storeText(folder, "manual.csv"), path: "m")
    #expect(entries.map(\.value) == [180, 300])
    let again = folder.run(["add", "--delete", "steps", "--date", "2024-12-01"])
    #expect(again.code == 65)
    #expect(again.standardError.contains("Nothing to delete: no steps entry"))
  }

  /// A newer import replaces the figures it has (the 2nd's steps) and keeps the others (the
  /// 2nd's weight, which it lacks).
  @Test func importIsIdempotentAndANewerImportReplacesOnlyTheFiguresItHas() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(Self.log, to: "log.csv")
    let first = folder.run(["import", "log.csv"])
    #expect(first.code == 0, "\(first.standardError)")
    #expect(
      first.standardOutput
        == "log.csv: 2 new days, 0 changed, 0 unchanged (2024-12-01 to 2024-12-02)"
        + " in healthreport-data\n")
    let before = try folder.snapshot(of: "healthreport-data")
    let second = folder.run(["import", "log.csv"])
    #expect(second.standardOutput.contains("log.csv: 0 new days, 0 changed, 2 unchanged"))
    #expect(try folder.snapshot(of: "healthreport-data") == before)

    try folder.write("date,steps\n2024-12-02,7000\n2024-12-03,8000\n", to: "newer.csv")
    let newer = folder.run(["import", "newer.csv"])
    #expect(newer.standardOutput.contains("1 new day, 1 changed, 0 unchanged"))
    #expect(
      try Self.storeText(folder, "imported.csv")
        == "date,steps,body_mass_kg,body_mass_lb\n2024-12-01,5000,81.646627,180\n"
        + "2024-12-02,7000,82.100219,181\n2024-12-03,8000,,\n")
  }

  @Test func theSiteShowsImportedFiguresWithManualEntriesMergedIn() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(Self.log, to: "log.csv")
    #expect(folder.run(["import", "log.csv"]).code == 0)
    #expect(folder.run(["add", "steps", "250", "--date", "2024-12-01"]).code == 0)
    #expect(folder.run(["add", "weight", "179.5", "--date", "2024-12-02"]).code == 0)
    #expect(folder.run(["add", "steps", "1000", "--date", "2024-12-03"]).code == 0)
    // A re-import keeps the manual entries.
    #expect(folder.run(["import", "log.csv"]).code == 0)
    let contents = try StoreFolder(
      path: folder.url.appendingPathComponent("healthreport-data").path, displayPath: "s"
    ).load()
    let merged = contents.merged(source: .csv(path: "s"))
    let first = try #require(LocalDate(iso: "2024-12-01"))
    #expect(merged[.steps].value(on: first) == 5250)
    #expect(merged[.steps].value(on: first.adding(days: 2)) == 1000)
    let weight = try #require(merged[.bodyMass].value(on: first.adding(days: 1)))
    #expect(abs(weight - WeightUnit.pounds.kilograms(from: 179.5)) < 1e-9)
    #expect(contents.manualDays[.steps]?.count == 2)
  }

  @Test func buildAndABareRunReadTheStoreWhenThereIsOne() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    #expect(folder.run(["add", "steps", "4321", "--date", "2024-12-10"]).code == 0)
    let build = folder.run(["build", "--out", "out"])
    #expect(build.code == 0, "\(build.standardError)")
    let daily = try String(
      contentsOf: folder.url.appendingPathComponent("out/data/daily.csv"), encoding: .utf8)
    #expect(daily == "date,steps,body_mass_kg,body_mass_lb\n2024-12-10,4321,,\n")
    let list = try String(
      contentsOf: folder.url.appendingPathComponent("out/steps/index.html"), encoding: .utf8)
    #expect(list.contains("4,321 <small class=\"source\">Added in healthreport</small>"))
    #expect(folder.run([]).code == 0)
    let bare = try String(
      contentsOf: folder.url.appendingPathComponent("site/data/daily.csv"), encoding: .utf8)
    #expect(bare == daily)
    let email = folder.run(["email", "--out", "r.eml"])
    #expect(email.code == 0, "\(email.standardError)")
    let message = try String(
      contentsOf: folder.url.appendingPathComponent("r.eml"), encoding: .utf8)
    #expect(message.contains("4,321"))
    let storeOption = folder.run(["build", "--out", "out2", "--store", "missing"])
    #expect(storeOption.code == 65, "\(storeOption.standardError)")
  }

  @Test func theEnvironmentVariableAndStoreOptionChooseTheFolder() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let variables = ["HEALTHREPORT_STORE": "from-env"]
    #expect(folder.run(["add", "steps", "1"], variables: variables).code == 0)
    #expect(
      folder.run(["add", "steps", "2", "--store", "from-option"], variables: variables).code == 0)
    #expect(try folder.names() == ["from-env", "from-option"])
    // A store the variable names must exist, as with --store: no demo site for a typo.
    let missing = ["HEALTHREPORT_STORE": "from-evn"]
    for arguments in [["build", "--out", "site"], ["email", "--out", "r.eml"]] {
      let run = folder.run(arguments, variables: missing)
      #expect(run.code == 65, "\(run.standardError)")
      #expect(run.standardError.contains("from-evn"), "\(run.standardError)")
    }
    #expect(try folder.names() == ["from-env", "from-option"])
    #expect(folder.run(["build", "--out", "site"], variables: variables).code == 0)
  }

  @Test func emailReadsTheStoreNamedByOptionOrConfigLikeBuild() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    #expect(
      folder.run(["add", "steps", "4321", "--date", "2024-12-10", "--store", "mine"]).code == 0)
    let byOption = folder.run(["email", "--store", "mine", "--out", "a.eml"])
    #expect(byOption.code == 0, "\(byOption.standardError)")
    #expect(try folder.read("a.eml").contains("4,321"))
    try folder.write("{\"store\": \"mine\"}\n", to: "healthreport.json")
    let byConfig = folder.run(["email", "--out", "b.eml"])
    #expect(byConfig.code == 0, "\(byConfig.standardError)")
    #expect(try folder.read("b.eml") == folder.read("a.eml"))
    let missing = folder.run(["email", "--store", "nowhere", "--out", "c.eml"])
    #expect(missing.code == 65, "\(missing.standardError)")
    let both = folder.run(["email", "--store", "mine", "--demo", "--out", "d.eml"])
    #expect(both.code == 64)
    #expect(both.standardError.contains("--store cannot be used with --demo or --input"))
  }

  @Test func aStoreOfANewerFormatIsRefusedAndLeftUntouched() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("healthreport-data 4\n", to: "healthreport-data/FORMAT")
    let before = try folder.snapshot(of: "healthreport-data")
    for arguments in [["add", "steps", "5"], ["build", "--out", "out"]] {
      let run = folder.run(arguments)
      #expect(run.code == 65, "\(run.standardError)")
      #expect(run.standardError.contains("format version 4, written by a newer healthreport"))
    }
    try folder.write("date,steps\n2024-12-01,5\n", to: "log.csv")
    #expect(folder.run(["import", "log.csv"]).code == 65)
    #expect(try folder.snapshot(of: "healthreport-data").filter { $0.key != ".lock" } == before)
  }
}

/// A store written by the previous version (format 1, the six first columns) is read as it is
/// and upgraded when it is next written, keeping its figures and gaining the new columns.
@Suite struct StoreUpgradeTests {
  @Test func aVersionOneStoreIsReadAndUpgradedByTheNextImport() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("healthreport-data 1\n", to: "healthreport-data/FORMAT")
    try folder.write(
      "date,steps,body_mass_kg,body_mass_lb,heart_rate_bpm\n2024-12-01,8000,77.25,170.305,61\n",
      to: "healthreport-data/imported.csv")
    let build = folder.run(["build", "--out", "site"])
    #expect(build.code == 0, "\(build.standardError)")
    #expect(try Self.text(folder, "site/data/daily.csv").contains("2024-12-01,8000,77.25,"))
    try folder.write(
      "date,resting_heart_rate_bpm,sleep_asleep_h\n2024-12-02,55,7.25\n", to: "more.csv")
    let run = folder.run(["import", "more.csv"])
    #expect(run.code == 0, "\(run.standardError)")
    #expect(try Self.text(folder, "healthreport-data/FORMAT") == "healthreport-data 3\n")
    let imported = try Self.text(folder, "healthreport-data/imported.csv")
    #expect(
      imported == "date,steps,body_mass_kg,body_mass_lb,heart_rate_bpm,resting_heart_rate_bpm,"
        + "sleep_asleep_h\n2024-12-01,8000,77.25,170.307,61,,\n2024-12-02,,,,,55,7.25\n")
  }

  static func text(_ folder: CLITestFolder, _ path: String) throws -> String {
    try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
  }
}

/// `import` reads what `--input` reads.
@Suite struct StoreImportInputTests {
  @Test func anExportZipItsXMLAndStandardInputGiveTheSameStore() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let name = "alxdrcirilo-apple-health-parser_tests_data_export"
    let zip = Fixtures.appleHealth(name + ".zip").path
    let first = folder.run(["import", zip, "--quiet"])
    #expect(first.code == 0, "\(first.standardError)")
    #expect(first.standardOutput.contains(": 2 new days, 0 changed, 0 unchanged"))
    let before = try folder.snapshot(of: "healthreport-data")
    let xml = folder.run(["import", Fixtures.appleHealth(name + ".xml").path, "--quiet"])
    #expect(xml.standardOutput.contains(": 0 new days, 0 changed, 2 unchanged"))
    let piped = try HealthReportBinary.run(
      #""$HR" import - --quiet < "\#(Fixtures.appleHealth(name + ".xml").path)""#, in: folder.url)
    #expect(
      piped.standardOutput == "-: 0 new days, 0 changed, 2 unchanged (2024-01-01 to 2024-01-02)"
        + " in healthreport-data\n", "\(piped)")
    #expect(try folder.snapshot(of: "healthreport-data") == before)
  }
}
