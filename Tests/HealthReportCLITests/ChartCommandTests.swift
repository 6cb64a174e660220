import Foundation
import TestSupport
import Testing

@testable import HealthReportCLI

/// `healthreport chart NAME`: any chart of any week as the site's file, a PNG picture, and
/// clear errors.
@Suite struct ChartCommandTests {
  static let names = [
    "steps", "steps-weekday", "weight", "weight-change", "sleep", "sleep-weekday",
    "resting-heart-rate", "hrv", "workouts", "workouts-weekday", "blood-pressure", "glucose",
  ]

  /// Every chart of a week the site keeps as files is the site's file, byte for byte, in two
  /// locales; without --out the file is NAME-WEEK.svg in the current folder.
  @Test(arguments: ["en-US", "de-DE"])
  func theSVGIsTheSitesFileOfThatWeek(locale: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let build = folder.run(
      ["build", "--demo", "--out", "site", "--quiet", "--locale", locale])
    #expect(build.code == 0, "\(build.standardError)")
    let week = locale == "de-DE" ? "2024-W47" : "2024-11-24"
    for name in Self.names {
      let result = folder.run(
        ["chart", name, "--demo", "--week", week, "--locale", locale, "--out", "x/\(name).svg"])
      #expect(result.code == 0, "\(name): \(result.standardError)")
      let made = try Data(contentsOf: folder.url.appendingPathComponent("x/\(name).svg"))
      let site = try Data(
        contentsOf: folder.url.appendingPathComponent("site/weeks/\(week)/charts/\(name).svg"))
      #expect(made == site, "\(locale) \(name)")
    }
    let latest = folder.run(["chart", "steps", "--demo", "--locale", locale])
    #expect(latest.code == 0)
    let latestWeek = locale == "de-DE" ? "2024-W50" : "2024-12-08"
    let file = folder.url.appendingPathComponent("steps-\(latestWeek).svg")
    #expect(latest.standardOutput == file.path + "\n")
    #expect(
      try Data(contentsOf: file)
        == Data(
          contentsOf: folder.url.appendingPathComponent("site/weeks/\(latestWeek)/charts/steps.svg")
        ))
  }

  /// A week older than those with files: its chart marks that week, and `--out -` prints it.
  @Test func anOlderWeeksChartGoesToStandardOutput() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let result = folder.run(
      ["chart", "weight", "--demo", "--week", "2024-09-03", "--out", "-"])
    #expect(result.code == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(result.standardOutput.contains("band-week"))
    #expect(result.standardOutput.contains("September 3"))
    #expect(!result.standardOutput.contains("December"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
  }

  /// A PNG is the chart's still drawing at twice its size, by `--format` or by the file's
  /// extension.
  @Test func aPNGIsDrawnAtTwiceTheChartsSize() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let svg = folder.run(["chart", "sleep", "--demo", "--out", "-"]).standardOutput
    for arguments in [["--format", "png"], ["--out", "pictures/sleep.PNG"]] {
      let result = folder.run(["chart", "sleep", "--demo"] + arguments)
      #expect(result.code == 0, "\(result.standardError)")
      let path = try #require(result.standardOutput.split(separator: "\n").first)
      #expect(
        path.hasSuffix(arguments[0] == "--out" ? "pictures/sleep.PNG" : "sleep-2024-12-08.png"))
      let png = try DecodedPNG(try Data(contentsOf: URL(fileURLWithPath: String(path))))
      // The chart's width, twice; a picture keeps no room for annotations above the plot.
      #expect(svg.contains("width=\"352\" height=\"") && png.width == 704)
      #expect(png.height > 400 && png.height < 2 * 323)
    }
  }

  /// Mistakes are usage errors (64) naming the value; a chart the week has no data for is a
  /// data error (65) naming the input and the charts there are.
  @Test func mistakesAreNamed() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    _ = try folder.write("date,steps\n2024-03-04,9000\n2024-03-05,8000\n", to: "log.csv")
    let cases: [([String], Int32, String)] = [
      (["chart", "--demo"], 64, "chart needs the chart's NAME: steps, steps-weekday,"),
      (["chart", "weigth", "--demo"], 64, "unknown chart \"weigth\"; did you mean weight?"),
      (["chart", "steps", "--demo", "--format", "gif"], 64, "--format must be svg or png"),
      (["chart", "steps", "--demo", "--out", "-", "--format", "png"], 64, "a PNG is written to"),
      (["chart", "steps", "--demo", "--week", "1999-01-01"], 64, "has no data; the data runs"),
      (["chart", "steps", "--demo", "--week", "2024-W50"], 64, "--week must be a day"),
      (
        ["chart", "sleep", "--input", "log.csv"], 65,
        "log.csv: the sleep chart of the week 2024-03-03 has no data: nothing to chart from"
          + " 2024-02-11 to 2024-03-09; choose steps, steps-weekday, weight or weight-change"
      ),
      (["chart", "steps", "--demo", "--out", "."], 74, "it is a folder"),
    ]
    for (arguments, code, message) in cases {
      let result = folder.run(arguments)
      #expect(result.code == code, "\(arguments): \(result.standardError)")
      #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
    }
  }
}
