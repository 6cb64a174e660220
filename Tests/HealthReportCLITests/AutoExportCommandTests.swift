import Foundation
import HealthCore
import Testing

@testable import HealthReportCLI

/// Health Auto Export JSON through the commands: one file, a folder of overlapping files,
/// standard input, the store, and hostile files that leave everything untouched.
@Suite struct AutoExportCommandTests {
  /// The same days as an `export.xml` and as a Health Auto Export file give the same `daily`
  /// output (the JSON's 12-hour dates too).
  @Test(arguments: [false, true])
  func theSameDaysGiveTheSameDailyCSVAsTheExport(twelveHour: Bool) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(AutoExportInputs.exportXML(days: 10), to: "export.xml")
    try folder.write(
      AutoExportInputs.json(days: 10, twelveHour: twelveHour),
      to: "HealthAutoExport-2024-03-01-2024-03-10.json")
    let export = folder.run(["daily", "export.xml", "--quiet"])
    let json = folder.run(["daily", "HealthAutoExport-2024-03-01-2024-03-10.json"])
    #expect(export.code == 0 && json.code == 0, "\(export.standardError) \(json.standardError)")
    #expect(export.standardOutput.split(separator: "\n").count == 11)
    #expect(json.standardOutput == export.standardOutput)
    #expect(
      json.standardError
        == "HealthAutoExport-2024-03-01-2024-03-10.json: 90 points of 9 metrics and 10 workouts"
        + " read, 10 days; unknown metrics skipped: flights_climbed; other sections skipped:"
        + " stateOfMind (0 items)\n")
    let header = export.standardOutput.prefix { $0 != "\n" }
    #expect(
      header
        == "date,steps,body_mass_kg,body_mass_lb,distance_km,active_energy_kcal,exercise_minutes,"
        + "heart_rate_bpm,resting_heart_rate_bpm,hrv_sdnn_ms,sleep_asleep_h,sleep_awake_h,"
        + "sleep_core_h,sleep_deep_h,sleep_rem_h,workouts,workout_minutes")
  }

  /// A folder is read in name order and a later file corrects an earlier one, metric by
  /// metric and day by day; `import` of the folder twice changes nothing the second time.
  @Test func aFolderOfOverlappingFilesAndTheStore() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    func steps(_ points: [(String, Int)]) -> String {
      let data = points.map { "{\"date\": \"\($0.0) 00:00:00 +0100\", \"qty\": \($0.1)}" }
      return
        "{\"data\": {\"metrics\": [{\"name\": \"step_count\", \"units\": \"count\", \"data\": ["
        + data.joined(separator: ", ") + "]}]}}"
    }
    try folder.write(
      steps([("2024-03-01", 100), ("2024-03-02", 200)]),
      to: "hae/HealthAutoExport-2024-03-01-2024-03-02.json")
    try folder.write(
      steps([("2024-03-02", 250), ("2024-03-03", 300)]),
      to: "hae/HealthAutoExport-2024-03-02-2024-03-03.json")
    try folder.write("not for us", to: "hae/notes.txt")
    try folder.write("{}", to: "hae/.hidden.json")
    let daily = folder.run(["daily", "hae"])
    #expect(daily.code == 0, "\(daily.standardError)")
    #expect(
      daily.standardOutput
        == "date,steps,body_mass_kg,body_mass_lb\n2024-03-01,100,,\n2024-03-02,250,,\n2024-03-03,300,,\n"
    )
    #expect(
      daily.standardError == "hae: 4 points of 1 metric and 0 workouts read from 2 files, 3 days\n")
    let first = folder.run(["import", "hae"])
    #expect(first.code == 0, "\(first.standardError)")
    #expect(
      first.standardOutput.contains(
        "hae: 3 new days, 0 changed, 0 unchanged (2024-03-01 to 2024-03-03)"))
    let second = folder.run(["import", "hae", "--quiet"])
    #expect(second.standardOutput.contains("hae: 0 new days, 0 changed, 3 unchanged"))
    // A newer file corrects the 3rd and adds the 4th.
    try folder.write(
      steps([("2024-03-03", 350), ("2024-03-04", 400)]),
      to: "hae/HealthAutoExport-2024-03-03-2024-03-04.json")
    let third = folder.run(["import", "hae", "--quiet"])
    #expect(third.standardOutput.contains("hae: 1 new day, 1 changed, 2 unchanged"))
    let fromStore = folder.run(["daily", "healthreport-data/imported.csv", "--quiet"])
    #expect(
      fromStore.standardOutput
        == "date,steps,body_mass_kg,body_mass_lb\n2024-03-01,100,,\n2024-03-02,250,,\n2024-03-03,350,,\n2024-03-04,400,,\n"
    )
  }

  /// A folder may hold JSON files that are not Health Auto Export files (a settings file, a
  /// package.json): each is skipped with a warning naming it. A file cut short still fails the
  /// folder, naming the file.
  @Test func otherJSONFilesInAFolderAreSkipped() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(AutoExportInputs.json(days: 3), to: "hae/HealthAutoExport-2024-03-01.json")
    try folder.write("{\"theme\": \"dark\", \"data\": 3}", to: "hae/settings.json")
    try folder.write("[1, 2, 3]", to: "hae/list.json")
    let daily = folder.run(["daily", "hae"])
    #expect(daily.code == 0, "\(daily.standardError)")
    #expect(daily.standardError.contains("hae/list.json:1: warning: not a Health Auto Export file"))
    #expect(
      daily.standardError.contains("hae/settings.json:1: warning: not a Health Auto Export file"))
    #expect(daily.standardError.contains("; 2 other JSON files skipped"))
    #expect(daily.standardOutput.split(separator: "\n").count == 4)
    try folder.write("{\"data\": {\"metrics\": [{\"name\": \"step_count\"", to: "hae/cut.json")
    let cut = folder.run(["daily", "hae"])
    #expect(cut.code == 65)
    #expect(cut.standardError.hasPrefix("error: hae/cut.json:1: "), "\(cut.standardError)")
  }

  /// JSON through a pipe, recognised by its content.
  @Test func standardInput() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(AutoExportInputs.json(days: 3), to: "x.json")
    let direct = try HealthReportBinary.run(#""$HR" daily --quiet x.json"#, in: folder.url)
    #expect(direct.code == 0, "\(direct)")
    for script in [#"cat x.json | "$HR" daily --quiet -"#, #""$HR" daily --quiet <(cat x.json)"#] {
      let run = try HealthReportBinary.run(script, in: folder.url)
      #expect(run.code == 0, "\(script): \(run)")
      #expect(run.standardOutput == direct.standardOutput)
    }
  }

  /// A cut or broken file: exit 65 naming the file and line; no site, no CSV, no store change.
  @Test(arguments: [
    ("cut", "x.json:3: not valid JSON at byte"),
    ("nan", "x.json:2: not valid JSON at byte"),
    ("utf16", "x.json:1: not valid JSON at byte 1: the file is UTF-16"),
    ("shape", "x.json: not a Health Auto Export file"),
  ])
  func hostileFilesWriteNothing(kind: String, message: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let good = AutoExportInputs.json(days: 3)
    let bytes: [UInt8]
    switch kind {
    case "cut": bytes = Array(good.utf8.prefix(600))
    case "nan":
      bytes = Array(
        "{\"data\": {\"metrics\": [\n{\"name\": \"step_count\", \"units\": \"count\", \"data\": [{\"qty\": NaN}]}]}}"
          .utf8)
    case "utf16": bytes = [0xFF, 0xFE] + good.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    default: bytes = Array("{\"metrics\": []}".utf8)
    }
    try Data(bytes).write(to: folder.url.appendingPathComponent("x.json"))
    _ = folder.run(["init"])
    let storeBefore = try folder.names(in: "healthreport-data")
    for arguments in [
      ["build", "--input", "x.json", "--out", "site"], ["daily", "x.json"], ["import", "x.json"],
      ["email", "--input", "x.json", "--out", "r.eml"],
    ] {
      let run = folder.run(arguments)
      #expect(run.code == 65, "\(arguments): \(run.standardError)")
      #expect(run.standardError.hasPrefix("error: " + message), "\(run.standardError)")
      #expect(run.standardOutput == "")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("r.eml").path))
    #expect(try folder.names(in: "healthreport-data") == storeBefore)
  }

  /// A folder is read as Health Auto Export files unless it holds an Apple Health export: an
  /// unrelated `.xml` beside the JSON files does not make it one.
  @Test func aFolderIsAnExportOnlyWhenItHoldsOne() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(AutoExportInputs.json(days: 2), to: "hae/a.json")
    try folder.write("<notes>not health data</notes>", to: "hae/notes.xml")
    let json = folder.run(["daily", "hae", "--quiet"])
    #expect(json.code == 0, "\(json.standardError)")
    #expect(json.standardOutput.split(separator: "\n").count == 3)
    try folder.write(AutoExportInputs.exportXML(days: 4), to: "hae/export.xml")
    let export = folder.run(["daily", "hae", "--quiet"])
    #expect(export.code == 0, "\(export.standardError)")
    #expect(export.standardOutput.split(separator: "\n").count == 5)
  }

  /// A folder holding a FIFO named like a JSON file refuses it instead of blocking.
  @Test func aFIFOInTheFolderIsRefused() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(AutoExportInputs.json(days: 2), to: "hae/a.json")
    let fifo = folder.url.appendingPathComponent("hae/b.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = folder.run(["daily", "hae"])
    #expect(run.code == 66)
    #expect(
      run.standardError.contains("hae/b.json: cannot be read: is a pipe (FIFO)"),
      "\(run.standardError)")
  }
}
