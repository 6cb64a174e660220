import Foundation
import Testing

/// Through the real binary: an incremental rebuild (weeks kept by the manifest, changed files
/// committed in place) gives the same tree, byte for byte, as a full build from scratch; and a
/// build killed in the middle of its commit is undone by the next one.
@Suite struct IncrementalIdentityBinaryTests {
  /// A store with two years of demo data and the build command writing `site`.
  static let setup =
    #"set -e; "$HR" build --demo --demo-days 730 --out demo --quiet > /dev/null; "#
    + #""$HR" import demo/data/daily.csv --quiet > /dev/null 2>&1; "#
  static let build = #""$HR" build --base-url https://example.com/h/ --quiet"#

  /// Builds `site`, runs `change` (shell commands), rebuilds `site` and builds `full` from
  /// scratch with the same options; prints `diff -r` of the two without the marker (which
  /// holds the build's manifest with file times) and `same` when they match.
  static func compare(after change: String, options: String = "") throws -> BinaryRun {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    return try HealthReportBinary.run(
      setup + build + " --out site > /dev/null; " + change + "; "
        + build + " " + options + " --out site > /dev/null; "
        + build + " " + options + " --out full > /dev/null; "
        + "diff -r -x .healthreport-site site full && echo same; ls -A",
      in: folder.url)
  }

  @Test(arguments: [
    // One more day in the last week; a day that starts a new week; a day inside an old week.
    #""$HR" add steps 7000 --date 2024-12-13 > /dev/null"#,
    #""$HR" add steps 7000 --date 2024-12-15 > /dev/null"#,
    #""$HR" add weight 170 --date 2023-06-07 > /dev/null"#,
    // Nothing changes.
    "true",
  ])
  func anIncrementalRebuildEqualsAFullBuild(change: String) throws {
    let run = try Self.compare(after: change)
    #expect(run.code == 0, "\(run)")
    #expect(run.standardOutput == "same\ndemo\nfull\nhealthreport-data\nsite\n", "\(run)")
  }

  @Test(arguments: ["--title Health", "--units kg", "--week-start monday", "--goal-weight 150"])
  func anOptionChangeRendersEveryWeekAgain(option: String) throws {
    let run = try Self.compare(after: "true", options: option)
    #expect(run.code == 0, "\(run)")
    #expect(run.standardOutput.hasPrefix("same\n"), "\(run)")
  }

  @Test func aVanishedWeekIsRemovedAndAnEditedKeptFileIsRenderedAgain() throws {
    // The first week of data is taken out of the store (re-imported without it), and a week
    // page of the site is edited by hand (same size, later time).
    let run = try Self.compare(
      after: #"sed -i 's/<html/<HTML/' site/weeks/2024-06-02/index.html; "#
        + #"grep -v '^2022-12-1[6-9]' demo/data/daily.csv > fewer.csv; "#
        + #"rm -r healthreport-data; "$HR" import fewer.csv --quiet > /dev/null 2>&1"#)
    #expect(run.code == 0, "\(run)")
    #expect(run.standardOutput.hasPrefix("same\n"), "\(run)")
  }

  /// Kills a build after `changes` of its changes to the site (folders made, files placed or
  /// removed), then lets the next build undo them (killed itself before its first change, so
  /// what is left is the undone site), then builds for real.
  @Test(arguments: [
    // A new week: two new folders first, then files.
    (#""$HR" add steps 7000 --date 2024-12-15 > /dev/null"#, 3),
    (#""$HR" add steps 7000 --date 2024-12-15 > /dev/null"#, 1),
    // The first week vanishes: its folder is removed first.
    (
      #"grep -v '^2022-12-1[6-9]' demo/data/daily.csv > fewer.csv; rm -r healthreport-data; "#
        + #""$HR" import fewer.csv --quiet > /dev/null 2>&1"#, 1
    ),
  ])
  func aBuildKilledDuringItsCommitIsUndoneByTheNextBuild(change: String, changes: Int) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let kill = "HEALTHREPORT_TEST_KILL_AFTER_CHANGES"
    let run = try HealthReportBinary.run(
      Self.setup + Self.build + " --out site > /dev/null; "
        + #"(cd site && find . -type f ! -name .healthreport-site | sort | xargs md5sum) > before; "#
        + change + "; "
        + "set +e; \(kill)=\(changes) " + Self.build
        + " --out site > /dev/null 2>&1; echo killed $?; "
        + "ls -A | grep -c healthreport-commit; "
        // Undoes the killed build's changes, then is killed before its own first change.
        + "\(kill)=0 " + Self.build + " --out site > /dev/null 2>&1; set -e; "
        + #"(cd site && find . -type f ! -name .healthreport-site | sort | xargs md5sum) > after; "#
        + "cmp before after && echo previous site; "
        + Self.build + " --out site > /dev/null; " + Self.build + " --out full > /dev/null; "
        + "diff -r -x .healthreport-site site full && echo new site; ls -A",
      in: folder.url)
    #expect(run.code == 0, "\(run)")
    #expect(run.standardOutput.hasPrefix("killed 137\n1\nprevious site\nnew site\n"), "\(run)")
    #expect(!run.standardOutput.contains("healthreport-commit"), "\(run)")
  }
}
