import Foundation
import Testing

/// Rebuilds through the real binary touch only what changed: nothing for the same input, and
/// for one more day only the pages, charts and data files that show it.
@Suite struct IncrementalBuildBinaryTests {
  /// Builds two years of demo data without the last day, ages every file and folder to 2001,
  /// runs `second` (shell commands changing `log.csv`), rebuilds and lists what is newer. The
  /// marker is left out: it holds the build's manifest with each weekly file's time, which the
  /// ageing changed (so the weeks are rendered again, found byte-identical, and kept).
  static func rebuild(then second: String) throws -> (BinaryRun, [String]) {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let build = #""$HR" build --input log.csv --base-url https://example.com/h/ --out site --quiet"#
    let run = try HealthReportBinary.run(
      #"set -e; "$HR" build --demo --demo-days 730 --out demo --quiet > /dev/null; "#
        + #"sed '$d' demo/data/daily.csv > log.csv; "# + build + " > /dev/null; "
        + #"find site -exec touch -h -t 200101010000 {} +; "# + second + "; "
        + build + " > /dev/null; "
        + #"echo "files $(find site -type f | wc -l)"; find site -newermt 2002-01-01 ! -name .healthreport-site | sort; ls -A"#,
      in: folder.url)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    return (run, lines)
  }

  @Test func theSameInputTouchesNothing() throws {
    let (run, lines) = try Self.rebuild(then: "true")
    #expect(run.code == 0, "\(run)")
    #expect(lines.dropFirst() == ["demo", "log.csv", "site"], "\(run)")
  }

  @Test func oneMoreDayRewritesOnlyWhatShowsIt() throws {
    let (run, lines) = try Self.rebuild(then: "cp demo/data/daily.csv log.csv")
    #expect(run.code == 0, "\(run)")
    let total = try #require(lines.first.flatMap { Int($0.split(separator: " ").last ?? "") })
    #expect(total > 150)
    let week = "site/weeks/2024-12-08/"
    let charts = [
      "blood-pressure.svg", "glucose.svg", "hrv.svg", "resting-heart-rate.svg",
      "sleep-weekday.svg", "sleep.svg", "steps-weekday.svg", "steps.svg", "weight-change.svg",
      "weight.svg", "workouts-weekday.svg", "workouts.svg",
    ]
    let site = ["site/404.html"] + charts.map { "site/charts/" + $0 }
    let expected =
      (site + ["site/charts/dashboard.png"]).sorted()
      + [
        "site/data/daily.csv", "site/data/trends.csv", "site/data/weeks.csv",
        "site/data/years.csv", "site/feed.xml", "site/heart/index.html",
        "site/index.html", "site/rings/index.html", "site/sleep/index.html",
        "site/steps/index.html",
        "site/summary/index.html", "site/vitals/index.html",
      ] + charts.map { week + "charts/" + $0 }
      + [
        week + "index.html", "site/weeks/index.html", "site/weight/index.html",
        "site/workouts/index.html", "site/years/2024/index.html", "site/years/index.html",
      ]
    #expect(Array(lines.dropFirst().prefix(expected.count)) == expected, "\(run)")
    #expect(lines.suffix(3) == ["demo", "log.csv", "site"], "\(run)")
    #expect(expected.count * 4 < total)
  }

  /// A new week moves the window of weeks with chart files: the week that leaves it loses its
  /// `charts/` folder (the build made it, so the build removes it) and its page says how to
  /// write its charts instead.
  @Test func aNewWeekRetiresTheOldestWeeksChartFiles() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let build = #""$HR" build --input log.csv --out site --quiet > /dev/null"#
    let run = try HealthReportBinary.run(
      #"set -e; "$HR" build --demo --demo-days 120 --out demo --quiet > /dev/null; "#
        + #"head -n -7 demo/data/daily.csv > log.csv; "# + build + "; "
        + #"ls site/weeks/2024-11-10/charts | wc -l; "#
        + #"cp demo/data/daily.csv log.csv; "# + build + "; "
        + #"ls -d site/weeks/*/charts; grep -c 'healthreport chart steps --week 2024-11-10' "#
        + #"site/weeks/2024-11-10/index.html"#,
      in: folder.url)
    #expect(run.code == 0, "\(run)")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "12", "site/weeks/2024-11-17/charts", "site/weeks/2024-11-24/charts",
        "site/weeks/2024-12-01/charts", "site/weeks/2024-12-08/charts", "1",
      ], "\(run)")
  }
}
