import Foundation
import TestSupport
import Testing

@testable import HealthCore
@testable import HealthReportCLI
@testable import ReportSite

@Suite struct ExitCodeTests {
  let buildUsage = HelpText.usage(of: .build)

  @Test(arguments: [
    (["build", "--units", "stone"], "--units must be metric, us, uk, lb, kg or st, not \"stone\""),
    (["build", "--end", "yesterday"], "--end must be a date as YYYY-MM-DD, not \"yesterday\""),
    (["build", "--demo", "--input", "x.csv"], "--demo and --input cannot be used together"),
    (["build", "--title", "a", "--title=b"], "--title was given more than once"),
    (["build", "--frobnicate"], "unknown option \"--frobnicate\""),
  ])
  func usageErrorsOfBuildExit64WithUsage(arguments: [String], message: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(arguments)
    #expect(run.code == 64)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError == "error: \(message)\n\(buildUsage)\nsee 'healthreport build --help'\n")
    #expect(try folder.names().isEmpty)
  }

  @Test(arguments: [
    (["frobnicate"], "unknown command \"frobnicate\""),
    (["--demo"], "unknown option \"--demo\""),
    (["help", "frobnicate"], "unknown command \"frobnicate\""),
    (["help", "build", "extra"], "help takes at most one command, not 2"),
    (["--version", "extra"], "--version takes no arguments"),
  ])
  func topLevelUsageErrorsExit64(arguments: [String], message: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(arguments)
    #expect(run.code == 64)
    #expect(
      run.standardError
        == "error: \(message)\n\(HelpText.usage(of: .tool))\nsee 'healthreport --help'\n")
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["help"], ["help", "help"], ["help", "--help"], ["help", "-h"],
  ])
  func topLevelHelpExits0(arguments: [String]) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(arguments)
    #expect(run.code == 0)
    GoldenFile.assertMatches(run.standardOutput, named: "help.txt")
    #expect(run.standardOutput.contains("build"))
    #expect(run.standardError == "")
  }

  @Test(arguments: [
    ["build", "--help"], ["build", "-h"], ["help", "build"], ["build", "--x", "-h"],
  ])
  func buildHelpExits0(arguments: [String]) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(arguments)
    #expect(run.code == 0)
    GoldenFile.assertMatches(run.standardOutput, named: "build-help.txt")
    #expect(run.standardOutput.contains(buildUsage))
    #expect(try folder.names().isEmpty)
  }

  @Test func versionExits0() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(["--version"])
    #expect(run.code == 0)
    #expect(run.standardOutput == "healthreport 0.1.0\n")
  }

  @Test(arguments: [[], ["build"], ["build", "--demo", "--out", "site"]])
  func demoBuildWritesTheSiteAndPrintsItsIndex(arguments: [String]) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(arguments)
    #expect(run.code == 0, "\(run.standardError)")
    #expect(run.standardOutput == folder.url.path + "/site/index.html\n")
    #expect(try folder.names() == ["site"])
    #expect(try folder.names(in: "site").contains(SiteWriter.markerName))
    // A second build replaces the first.
    #expect(folder.run(arguments).code == 0)
    #expect(try folder.names() == ["site"])
  }

  @Test func missingInputExits66() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(["build", "--input", "nope/data.csv"])
    #expect(run.code == 66)
    #expect(run.standardError == "error: nope/data.csv: no such file\n")
    #expect(try folder.names().isEmpty)
  }

  @Test func missingTemplatesExit66() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(["build", "--templates", "my-templates"])
    #expect(run.code == 66)
    #expect(run.standardError == "error: my-templates: no such templates folder\n")
    #expect(try folder.names().isEmpty)
  }

  @Test func unsupportedInputExits65() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("hello", to: "notes.txt")
    let run = folder.run(["build", "--input", "notes.txt"])
    #expect(run.code == 65)
    #expect(
      run.standardError
        == "error: notes.txt: unsupported input; expected an Apple Health export"
        + " (.zip, export.xml or its folder), a Health Auto Export .json file (or a folder of"
        + " them), a Health Connect export (Health Connect.zip, its .db, or a folder of them)"
        + " or a .csv file\n")
    #expect(try folder.names() == ["notes.txt"])
  }

  @Test(.enabled(if: csvImporterRejectsBadHeaders, "needs the real CSV importer"))
  func badCSVHeaderExits65() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("when,how much\n2024-12-01,5\n", to: "log.csv")
    let run = folder.run(["build", "--input", "log.csv"])
    #expect(run.code == 65)
    #expect(run.standardError.hasPrefix("error: log.csv"))
    #expect(try folder.names() == ["log.csv"])
  }

  @Test func aNonEmptyFolderThatIsNotASiteIsRefusedAndLeftIdentical() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("my thesis", to: "docs/thesis.txt")
    try folder.write("cfg", to: "docs/.hidden/config")
    let before = try folder.snapshot(of: "docs")
    let run = folder.run(["build", "--out", "docs"])
    #expect(run.code == 73)
    #expect(
      run.standardError.hasPrefix(
        "error: docs: the folder is not empty and is not a healthreport site"))
    #expect(try folder.snapshot(of: "docs") == before)
    #expect(try folder.names() == ["docs"])
  }

  @Test func aFileAtTheOutputPathIsRefused() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("keep me", to: "site")
    let run = folder.run(["build"])
    #expect(run.code == 73)
    #expect(
      run.standardError == "error: site: exists and is not a folder; refusing to replace it\n")
    #expect(
      try String(contentsOf: folder.url.appendingPathComponent("site"), encoding: .utf8)
        == "keep me")
    #expect(try folder.names() == ["site"])
  }

  @Test func mapsErrorsToSysexits() {
    let table: [(any Error, ExitCode)] = [
      (CLIError.usage("x"), .usage),
      (ParseError(path: "a", reason: .invalidContent("bad")), .dataError),
      (ParseError(path: "a", reason: .emptyFile), .dataError),
      (ParseError(path: "a", reason: .missingFile), .noInput),
      (ParseError(path: "a", reason: .unreadable("denied")), .noInput),
      (SiteError(path: "a", reason: .notASite), .cannotCreate),
      (SiteError(path: "a", reason: .notADirectory), .cannotCreate),
      (SiteError(path: "a", reason: .cannotCreate("denied")), .cannotCreate),
      (SiteError(path: "a", reason: .cannotWrite("full")), .inputOutputError),
      (SiteError(path: "a", reason: .cannotRead("io")), .inputOutputError),
      (SiteError(path: "a", reason: .resourcesNotFound("gone")), .noInput),
      (TemplateError(template: "t", reason: .unterminatedPlaceholder), .internalError),
      (CocoaError(.featureUnsupported), .internalError),
    ]
    for (error, code) in table {
      #expect(HealthReportCommand.exitCode(for: error) == code, "\(error)")
    }
  }

  @Test func capsWarningsAtTwenty() {
    let errors = CapturedStream()
    let environment = CLIEnvironment(
      standardOutput: { _ in }, standardError: { errors.append($0) },
      currentDirectory: URL(fileURLWithPath: "/"), executablePath: nil)
    let reporter = InputReporter(environment: environment, quiet: false, dedupe: true)
    let warnings = (1...25).map { ImportWarning(path: "a.csv", line: $0, message: "bad row") }
    reporter.report(warnings)
    let lines = errors.text.split(separator: "\n")
    #expect(lines.count == 21)
    #expect(lines.first == "a.csv:1: warning: bad row")
    #expect(lines.last == "… and 5 more warnings")
  }
}
