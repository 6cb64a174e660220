import Foundation
import Testing

/// The same input and options give byte-identical files across two processes (no random ids, no
/// clock, no hash-seeded dictionary order leaking into the output). The marker is left out: it
/// records the build's manifest with the files' modification times.
@Suite struct DeterminismBinaryTests {
  @Test func twoProcessesWriteTheSameSiteAndEmail() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = try HealthReportBinary.run(
      #"set -e; for n in 1 2; do "$HR" build --demo --demo-days 400 --week-start monday"#
        + #" --base-url https://example.com/h/ --out site$n --quiet > /dev/null;"#
        + #" "$HR" email --demo --to you@example.com --out mail$n.eml --quiet > /dev/null 2>&1; done;"#
        + #" diff -r -x .healthreport-site site1 site2 && cmp mail1.eml mail2.eml"#,
      in: folder.url)
    #expect(run.code == 0, "\(run)")
    let files = try FileManager.default.subpathsOfDirectory(
      atPath: folder.url.appendingPathComponent("site1").path)
    #expect(files.contains("data/weeks.csv") && files.contains("feed.xml"))
    #expect(files.filter { $0.hasPrefix("weeks/") && $0.hasSuffix("index.html") }.count > 50)
  }
}
