import Foundation
import TestSupport
import Testing

@testable import HealthReportCLI

@Suite struct EmailCommandTests {
  /// The tool draws the charts itself: the HTML body shows the demo's ten charts (steps, weight,
  /// sleep, heart and workouts, two each) as PNG images by `cid:`, each a real image (decoded
  /// here) of the content width at 2×, and the SVGs they were drawn from are attached.
  @Test func theEmailShowsItsOwnPNGChartsByCID() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let result = folder.run(
      [
        "email", "--demo", "--out", "out/report.eml", "--to", "Zoë Müller <zoe@example.com>",
        "--subject", "Wöchentlicher Bericht für Zoë – Schritte, Gewicht und alles andere der Woche",
      ])
    #expect(result.code == 0)
    #expect(result.standardError == "")
    let file = folder.url.appendingPathComponent("out/report.eml")
    #expect(result.standardOutput == file.path + "\n")
    let report = try EmailMessageCheck.run(on: file)
    #expect(
      report.tree
        == "multipart/mixed(multipart/related(multipart/alternative(text/plain,text/html),"
        + Array(repeating: "image/png", count: 13).joined(separator: ",") + "),"
        + Array(repeating: "image/svg+xml", count: 13).joined(separator: ",") + ")")
    #expect(report.shown == Array(repeating: "image/png", count: 13))
    let names = [
      "steps", "steps-weekday", "weight", "weight-change", "sleep", "sleep-weekday",
      "resting-heart-rate", "hrv", "workouts", "workouts-weekday", "blood-pressure", "glucose",
      "rings",
    ]
    #expect(report.files.map { $0[0] } == names.map { $0 + ".png" } + names.map { $0 + ".svg" })
    #expect(report.files.filter { $0[1] == "image/png" }.allSatisfy { $0[2] == "inline" })
    #expect(report.files.filter { $0[1] == "image/svg+xml" }.allSatisfy { $0[2] == "attachment" })
    #expect(report.pngs.count == 13)
    // One picture, one file: each attached SVG has the proportions of the PNG shown, which is
    // the SVG's own drawing at the mail's width (1104 pixels at 2×).
    #expect(Set(report.sizes.keys) == Set(names))
    for (name, size) in report.sizes {
      #expect(size.count == 4 && size[0] == 1104 && size[2] > 0, "\(name): \(size)")
      guard size.count == 4, size[2] > 0 else { continue }
      let height = (552 * size[3] / size[2]).rounded() * 2
      #expect(size[1] == height, "\(name): \(size)")
    }
    var rowsOfRings = 0
    for encoded in report.pngs {
      let png = try DecodedPNG(try #require(Data(base64Encoded: encoded)))
      // One is the week's rings: one row of seven days.
      let isRings = png.height == 172
      if isRings { rowsOfRings += 1 }
      #expect(png.width == 1104)
      #expect(isRings || (png.height > 600 && png.height < 1300))
      #expect(png.pixelsPerMetre == 5669)  // 144 pixels per inch: a 2× image
      // Not blank: many colours, and a good share of pixels unlike the corner's.
      var colors = Set<UInt32>()
      var unlike = 0
      let corner = Array(png.rgba[0..<4])
      for pixel in stride(from: 0, to: png.rgba.count, by: 4) {
        let value = png.rgba[pixel..<(pixel + 4)]
        colors.insert(value.reduce(0) { $0 << 8 | UInt32($1) })
        if Array(value) != corner { unlike += 1 }
      }
      #expect(colors.count > 50)
      #expect(Double(unlike) / Double(png.width * png.height) > (isRings ? 0.1 : 0.3))
    }
    #expect(rowsOfRings == 1)
    #expect(
      !report.html.lowercased().contains("rsvg") && !report.text.lowercased().contains("rsvg"))
    #expect(
      report.subject
        == "Wöchentlicher Bericht für Zoë – Schritte, Gewicht und alles andere der Woche")
    #expect(report.to == "Zoë Müller <zoe@example.com>")
    #expect(report.from == "healthreport <healthreport@localhost>")
    #expect(report.date == "Sat, 14 Dec 2024 18:00:00 +0000")
    #expect(report.text.contains("Week 2024-12-08: Dec 8 – 14, 2024"))
    #expect(report.text.contains("Steps, week of December 8: "))
    #expect(report.html.contains("<table") && !report.html.contains("http"))
  }

  @Test func weekUnitsAndDemoDays() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let result = folder.run(["email", "--input", "missing.csv", "--demo"])
    #expect(result.code == 64)
    let arguments = [
      "email", "--week", "2024-W49", "--week-start", "monday", "--units", "kg", "--out", "r.eml",
      "--date", "2024-12-20",
    ]
    let first = folder.run(arguments)
    #expect(first.code == 0)
    #expect(first.standardError == "")
    let report = try EmailMessageCheck.run(on: folder.url.appendingPathComponent("r.eml"))
    #expect(report.shown == Array(repeating: "image/png", count: 13))
    #expect(report.subject == "Health report, week 2024-W49")
    #expect(report.to == "")
    #expect(report.date == "Fri, 20 Dec 2024 18:00:00 +0000")
    #expect(report.text.contains(" kg"))
    // --demo-days, as for build: ten days of demo data still make a week's report.
    let short = folder.run(["email", "--demo-days", "10", "--out", "short.eml"])
    #expect(short.code == 0)
    let shortReport = try EmailMessageCheck.run(on: folder.url.appendingPathComponent("short.eml"))
    // The demo's ten days: every chart and the rings.
    #expect(shortReport.pngs.count == 13)
    #expect(folder.run(["email", "--demo-days", "0", "--out", "x.eml"]).code == 64)
    #expect(
      folder.run(["email", "--demo-days", "5", "--input", "a.csv", "--out", "x.eml"]).code
        == 64)
  }

  /// The glucose unit, as `build` and `chart` take it: `--glucose-unit`, or the setting
  /// `glucose_unit` of `healthreport.json`.
  @Test func theGlucoseUnitIsAnOptionAndASetting() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    func text(_ arguments: [String], _ name: String) throws -> String {
      let run = folder.run(["email", "--out", name] + arguments)
      #expect(run.code == 0, "\(run.standardError)")
      return try EmailMessageCheck.run(on: folder.url.appendingPathComponent(name)).text
    }
    let plain = try text([], "a.eml")
    #expect(plain.contains("mg/dL") && !plain.contains("mmol/L"))
    let option = try text(["--glucose-unit", "mmol/L"], "b.eml")
    #expect(option.contains("mmol/L") && !option.contains("mg/dL"))
    try folder.write("{\"glucose_unit\": \"mmol/L\"}\n", to: "healthreport.json")
    #expect(try text([], "c.eml") == option)
  }

  @Test func twoRunsAreByteIdentical() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    for name in ["a.eml", "b.eml"] {
      let result = folder.run(
        ["email", "--demo", "--to", "you@example.com", "--out", name])
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
    let result = folder.run(arguments)
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
    #expect(folder.run(["email", "--out", "file/r.eml"]).code == 73)
    #expect(folder.run(["email", "--out", "folder.eml"]).code == 74)
    let missing = folder.run(
      ["email", "--input", "nope.csv", "--out", "r.eml"])
    #expect(missing.code == 66)
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("r.eml").path))
    let help = folder.run(["help", "email"])
    #expect(help.code == 0)
    GoldenFile.assertMatches(help.standardOutput, named: "email-help.txt")
  }

  /// `--out` naming a FIFO (like a device such as `/dev/full`) is refused and left in place
  /// instead of being replaced by a regular file; a symbolic link is written through, the
  /// link kept; a link to nothing is refused.
  @Test func outputThatIsNotARegularFileIsLeftInPlace() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let manager = FileManager.default
    let fifo = folder.url.appendingPathComponent("fifo.eml")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    let refused = folder.run(["email", "--demo", "--quiet", "--out", "fifo.eml"])
    #expect(refused.code == 74)
    #expect(refused.standardError.contains("it is a pipe (FIFO), not a regular file"))
    var info = stat()
    #expect(lstat(fifo.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)

    _ = try folder.write("old", to: "target.eml")
    try manager.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("link.eml").path,
      withDestinationPath: "target.eml")
    #expect(folder.run(["email", "--demo", "--quiet", "--out", "link.eml"]).code == 0)
    #expect(
      try manager.destinationOfSymbolicLink(
        atPath: folder.url.appendingPathComponent("link.eml").path) == "target.eml")
    let written = try String(
      contentsOf: folder.url.appendingPathComponent("target.eml"), encoding: .utf8)
    #expect(written.hasPrefix("From: "))

    try manager.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("dangling.eml").path,
      withDestinationPath: "missing/r.eml")
    let dangling = folder.run(["email", "--demo", "--quiet", "--out", "dangling.eml"])
    #expect(dangling.code == 74)
    #expect(dangling.standardError.contains("symbolic link to a missing file"))
  }
}
