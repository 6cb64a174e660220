import Foundation
import TestSupport
import Testing

@testable import HealthReportCLI

@Suite struct EmailCommandTests {
  static let rsvgFolder = ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"].first {
    FileManager.default.isExecutableFile(atPath: $0 + "/rsvg-convert")
  }

  /// Runs `healthreport` in `folder` with `searchPath` as PATH.
  func run(_ arguments: [String], in folder: CLITestFolder, searchPath: String?) -> CLIRun {
    let output = CapturedStream()
    let errors = CapturedStream()
    let environment = CLIEnvironment(
      standardOutput: { output.append($0) }, standardError: { errors.append($0) },
      currentDirectory: folder.url, executablePath: nil, now: { 0 }, searchPath: searchPath)
    let code = HealthReportCommand.run(arguments: arguments, environment: environment)
    return CLIRun(code: code, standardOutput: output.text, standardError: errors.text)
  }

  @Test func withoutRSVGTheEmailCarriesSVGsAndWarnsOnce() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let result = run(
      [
        "email", "--demo", "--out", "out/report.eml", "--to", "Zoë Müller <zoe@example.com>",
        "--subject", "Wöchentlicher Bericht für Zoë – Schritte, Gewicht und alles andere der Woche",
      ], in: folder, searchPath: "")
    #expect(result.code == 0)
    #expect(result.standardError == EmailCommand.missingRasterizerWarning + "\n")
    let file = folder.url.appendingPathComponent("out/report.eml")
    #expect(result.standardOutput == file.path + "\n")
    let report = try EmailMessageCheck.run(on: file)
    #expect(
      report.tree
        == "multipart/mixed(multipart/related(multipart/alternative(text/plain,text/html),"
        + "image/svg+xml,image/svg+xml,image/svg+xml,image/svg+xml))")
    #expect(report.shown == Array(repeating: "image/svg+xml", count: 4))
    #expect(
      report.files.map { $0[0] } == [
        "steps.svg", "steps-weekday.svg", "weight.svg", "weight-change.svg",
      ])
    #expect(
      report.subject
        == "Wöchentlicher Bericht für Zoë – Schritte, Gewicht und alles andere der Woche")
    #expect(report.to == "Zoë Müller <zoe@example.com>")
    #expect(report.from == "healthreport <healthreport@localhost>")
    #expect(report.date == "Sat, 14 Dec 2024 18:00:00 +0000")
    #expect(report.text.contains("Week 2024-12-08: Dec 8 – 14, 2024"))
    #expect(report.html.contains("<table") && !report.html.contains("http"))
  }

  @Test(.enabled(if: rsvgFolder != nil))
  func withRSVGTheHTMLShowsPNGs() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let result = run(
      ["email", "--input", "missing.csv", "--demo"], in: folder, searchPath: Self.rsvgFolder)
    #expect(result.code == 64)
    let arguments = [
      "email", "--week", "2024-W49", "--week-start", "monday", "--units", "kg", "--out", "r.eml",
      "--date", "2024-12-20",
    ]
    let first = run(arguments, in: folder, searchPath: Self.rsvgFolder)
    #expect(first.code == 0)
    #expect(first.standardError == "")
    let report = try EmailMessageCheck.run(on: folder.url.appendingPathComponent("r.eml"))
    #expect(
      report.tree
        == "multipart/mixed(multipart/related(multipart/alternative(text/plain,text/html),"
        + "image/png,image/png,image/png,image/png),"
        + "image/svg+xml,image/svg+xml,image/svg+xml,image/svg+xml)")
    #expect(report.shown == Array(repeating: "image/png", count: 4))
    #expect(report.files.filter { $0[1] == "image/svg+xml" }.allSatisfy { $0[2] == "attachment" })
    #expect(report.subject == "Health report, week 2024-W49")
    #expect(report.to == "")
    #expect(report.date == "Fri, 20 Dec 2024 18:00:00 +0000")
    #expect(report.text.contains(" kg"))
  }

  @Test func twoRunsAreByteIdentical() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    for name in ["a.eml", "b.eml"] {
      let result = run(
        ["email", "--demo", "--to", "you@example.com", "--out", name], in: folder, searchPath: nil)
      #expect(result.code == 0)
    }
    let first = try Data(contentsOf: folder.url.appendingPathComponent("a.eml"))
    #expect(try Data(contentsOf: folder.url.appendingPathComponent("b.eml")) == first)
  }

  @Test(arguments: [
    (["email", "--demo"], "email needs --out FILE.eml"),
    (
      ["email", "--out", "r.eml", "--to", "nobody"],
      "--to must be an address local@domain or \"Name <local@domain>\", not \"nobody\""
    ),
    (
      ["email", "--out", "r.eml", "--week", "2024-W50"],
      "--week must be a day as YYYY-MM-DD (ISO weeks such as 2024-W50 need --week-start monday),"
        + " not \"2024-W50\""
    ),
    (
      ["email", "--out", "r.eml", "--week-start", "monday", "--week", "2024-W60"],
      "--week must be an ISO week such as 2024-W50 or a day as YYYY-MM-DD, not \"2024-W60\""
    ),
    (
      ["email", "--out", "r.eml", "--date", "tomorrow"],
      "--date must be YYYY-MM-DD or an RFC 5322 date such as \"Sat, 14 Dec 2024 18:00:00 +0000\","
        + " not \"tomorrow\""
    ),
  ])
  func usageErrorsExit64(arguments: [String], message: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let result = run(arguments, in: folder, searchPath: "")
    #expect(result.code == 64)
    #expect(
      result.standardError
        == "error: \(message)\n\(HelpText.usage(of: .email))\nsee 'healthreport email --help'\n")
    #expect(try folder.names().isEmpty)
  }

  @Test func outputErrorsExit73Or74AndMissingInput66() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("x", to: "file")
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("folder.eml"), withIntermediateDirectories: true)
    #expect(run(["email", "--out", "file/r.eml"], in: folder, searchPath: "").code == 73)
    #expect(run(["email", "--out", "folder.eml"], in: folder, searchPath: "").code == 74)
    let missing = run(
      ["email", "--input", "nope.csv", "--out", "r.eml"], in: folder, searchPath: "")
    #expect(missing.code == 66)
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("r.eml").path))
    let help = run(["help", "email"], in: folder, searchPath: "")
    #expect(help.code == 0)
    GoldenFile.assertMatches(help.standardOutput, named: "email-help.txt")
  }
}
