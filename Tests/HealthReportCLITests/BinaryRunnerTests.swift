import Foundation
import Testing

/// The real binary can be found and run, so the tests that need a process can rely on it.
@Suite struct BinaryRunnerTests {
  @Test func theBuiltBinaryPrintsItsVersion() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = try HealthReportBinary.run(#""$HR" --version"#, in: folder.url)
    #expect(run.code == 0, "\(run)")
    #expect(!run.crashed)
    #expect(run.standardOutput.hasPrefix("healthreport "), "\(run)")
  }
}
