import Foundation
import TestSupport
import Testing

@testable import HealthReportCLI

/// Bad and missing inputs: 66 for a missing or unreadable input, 65 for content that is not a
/// Health export; nothing is written and an existing site is left byte-identical.
@Suite struct ExportErrorTests {
  /// Writes a zip holding `members` (name → text) with Python's `zipfile`.
  static func writeZip(_ members: [String: String], to url: URL) throws {
    var script = "import zipfile,sys\nz=zipfile.ZipFile(sys.argv[1],'w',zipfile.ZIP_DEFLATED)\n"
    for (name, text) in members.sorted(by: { $0.key < $1.key }) {
      script += "z.writestr(\(pythonString(name)), \(pythonString(text)))\n"
    }
    script += "z.close()\n"
    try GeneratedExports.python(["-c", script, url.path])
  }

  static func pythonString(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }

  /// Makes each bad input in `folder`; returns its name and the expected error text's start.
  static func makeBadInputs(in folder: CLITestFolder) throws -> [(String, String)] {
    try folder.write("", to: "empty.xml")
    try folder.write("", to: "empty.zip")
    let gpx = GeneratedExports.fixture("dogsheep-healthkit-to-sqlite_route_2019-06-11_3.00pm.gpx")
    try FileManager.default.copyItem(at: gpx, to: folder.url.appendingPathComponent("route.gpx"))
    try writeZip(
      ["notes/readme.txt": "hello", "other.xml": "<gpx/>"],
      to: folder.url.appendingPathComponent("noexport.zip"))
    let exports = try GeneratedExports.require()
    let whole = try Data(contentsOf: exports.zip)
    try whole.prefix(whole.count / 2).write(to: folder.url.appendingPathComponent("truncated.zip"))
    try folder.write("<HealthData locale=\"en_US\">\n", to: "folder/notes.txt")
    return [
      ("empty.xml", "error: empty.xml: the file is empty"),
      ("empty.zip", "error: empty.zip:"),
      ("route.gpx", "error: route.gpx: not an Apple Health export"),
      ("noexport.zip", "error: noexport.zip: the zip holds neither an Apple Health export"),
      ("truncated.zip", "error: truncated.zip: damaged zip"),
      ("folder", "error: folder: the folder holds no Apple Health export"),
    ]
  }

  @Test func badContentExits65ForBuildAndDaily() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    for (input, message) in try Self.makeBadInputs(in: folder) {
      let build = folder.run(["build", "--input", input, "--out", "site"])
      #expect(build.code == 65, "\(input): \(build.standardError)")
      #expect(build.standardError.hasPrefix(message), "\(input): \(build.standardError)")
      #expect(!build.standardError.contains(folder.url.path), "\(input) named as given")
      let daily = folder.run(["daily", input])
      #expect(daily.code == 65, "\(input): \(daily.standardError)")
      #expect(daily.standardError.hasPrefix(message), "\(input): \(daily.standardError)")
      #expect(daily.standardOutput == "")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))
  }

  @Test(arguments: ["missing.zip", "missing.xml", "missing/", "missing.csv"])
  func missingInputExits66(input: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    for arguments in [["build", "--input", input], ["daily", input]] {
      let run = folder.run(arguments)
      #expect(run.code == 66)
      #expect(run.standardError == "error: \(input): no such file\n")
    }
  }

  @Test(.enabled(if: getuid() != 0, "root reads every file"))
  func unreadableInputExits66() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let file = try folder.write("<HealthData>\n", to: "locked.xml")
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
    let run = folder.run(["daily", "locked.xml"])
    #expect(run.code == 66)
    #expect(run.standardError.hasPrefix("error: locked.xml: cannot be read: "))
  }

  @Test func aFailedImportLeavesAnExistingSiteByteIdentical() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    #expect(folder.run(["build", "--demo", "--out", "site"]).code == 0)
    let before = try folder.snapshot(of: "site")
    let names = try folder.names()
    for (input, _) in try Self.makeBadInputs(in: folder) {
      let run = folder.run(["build", "--input", input, "--out", "site"])
      #expect(run.code == 65)
    }
    #expect(try folder.snapshot(of: "site") == before)
    #expect(try folder.names().filter { names.contains($0) || $0.hasPrefix(".") } == names)
  }

  @Test func dailyUsageErrors() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let none = folder.run(["daily"])
    #expect(none.code == 64)
    #expect(none.standardError.contains("usage: healthreport daily INPUT"))
    let two = folder.run(["daily", "a.zip", "b.zip"])
    #expect(two.code == 64)
    #expect(folder.run(["daily", "a.zip", "--units", "stone"]).code == 64)
    let help = folder.run(["daily", "x.zip", "--help"])
    #expect(help.code == 0)
    GoldenFile.assertMatches(help.standardOutput, named: "daily-help.txt")
    GoldenFile.assertMatches(folder.run(["help", "daily"]).standardOutput, named: "daily-help.txt")
    #expect(folder.run(["--help"]).standardOutput.contains("daily INPUT"))
  }
}
