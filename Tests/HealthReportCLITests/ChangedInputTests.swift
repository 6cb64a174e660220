import Foundation
import Testing

@testable import HealthReportCLI

/// Whether this is a debug build (the binary under test then has the truncation hook).
let truncateHookIsBuiltIn: Bool = {
  #if DEBUG
    return true
  #else
    return false
  #endif
}()

/// A file that shrinks while it is read fails with exit 65 and writes nothing. The debug
/// build's `HEALTHREPORT_TEST_TRUNCATE_AFTER_FIRST_READ` hook cuts the input right after its
/// first read, so the test does not depend on timing.
@Suite(.enabled(if: truncateHookIsBuiltIn, "the hook exists in debug builds only"))
struct ChangedInputTests {
  @Test func aFileCutWhileItIsReadFailsAndWritesNothing() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    // Bigger than one read chunk (1 MiB), so the cut lands in the middle.
    try folder.write(SyntheticInputs.csv(days: 60_000), to: "big.csv")
    try folder.write(SyntheticInputs.exportXML(days: 300, perDay: 20), to: "export.xml")
    try folder.write(SyntheticInputs.csv(days: 20), to: "small.csv")
    try SyntheticInputs.writeExportZip(
      SyntheticInputs.exportXML(days: 300, perDay: 20), named: "export.zip", in: folder.url)
    let hook = "HEALTHREPORT_TEST_TRUNCATE_AFTER_FIRST_READ=1000"
    for input in ["big.csv", "export.xml", "small.csv", "export.zip"] {
      let copy = "cut-" + input
      for command in ["daily \(copy)", "build --input \(copy) --out site"] {
        let script = #"cp \#(input) \#(copy) && \#(hook) "$HR" \#(command)"#
        let run = try HealthReportBinary.run(script, in: folder.url)
        #expect(run.code == 65, "\(script): \(run)")
        #expect(
          run.standardError.hasPrefix("error: \(copy): the file changed while it was read"),
          "\(script): \(run)")
        #expect(run.standardOutput == "", "\(script)")
      }
    }
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))
    let untouched = try HealthReportBinary.run(#""$HR" daily big.csv"#, in: folder.url)
    #expect(untouched.code == 0, "without the hook: \(untouched.code)")
  }
}
