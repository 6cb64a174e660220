import Foundation
import HealthCore
import Testing

@testable import HealthImport
@testable import HealthReportCLI

/// Inputs from pipes: `-` (standard input), `/dev/stdin` and `<(command)` work for CSV and
/// XML, with the real binary; zip bytes on a pipe get a clear message.
@Suite struct PipedInputTests {
  /// A folder with `log.csv`, `export.xml` (~3 MB, more than one read chunk) and `export.zip`.
  static func makeInputs() throws -> CLITestFolder {
    let folder = try CLITestFolder()
    try folder.write(SyntheticInputs.csv(days: 200), to: "log.csv")
    try folder.write(SyntheticInputs.exportXML(days: 300, perDay: 40), to: "export.xml")
    try SyntheticInputs.writeExportZip(
      SyntheticInputs.exportXML(days: 30), named: "export.zip", in: folder.url)
    return folder
  }

  @Test func csvAndXMLFromPipesGiveWhatTheFilesGive() throws {
    let folder = try Self.makeInputs()
    defer { folder.remove() }
    for file in ["log.csv", "export.xml", "export.zip"] {
      let direct = try HealthReportBinary.run(#""$HR" daily --quiet \#(file)"#, in: folder.url)
      #expect(direct.code == 0, "\(direct)")
      #expect(direct.standardOutput.hasPrefix("date,steps,"))
      var scripts = [
        #""$HR" daily --quiet - < \#(file)"#,
        #""$HR" daily --quiet /dev/stdin < \#(file)"#,
      ]
      if file != "export.zip" {
        scripts += [
          #"cat \#(file) | "$HR" daily --quiet -"#,
          #"cat \#(file) | "$HR" daily --quiet /dev/stdin"#,
          #""$HR" daily --quiet <(cat \#(file))"#,
        ]
      }
      for script in scripts {
        let run = try HealthReportBinary.run(script, in: folder.url)
        #expect(run.code == 0, "\(script): \(run)")
        #expect(run.standardOutput == direct.standardOutput, "\(script)")
        #expect(!run.crashed && !run.timedOut)
      }
    }
  }

  @Test func warningsAndErrorsNameThePipeAsGiven() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("date,steps\n2024-01-01,12\n2024-13-01,5\n", to: "log.csv")
    let run = try HealthReportBinary.run(#"cat log.csv | "$HR" daily -"#, in: folder.url)
    #expect(run.code == 0, "\(run)")
    #expect(
      run.standardError == "-:3: warning: not a date in the calendar: \"2024-13-01\"; row skipped\n"
    )
    let empty = try HealthReportBinary.run(#"printf '' | "$HR" daily -"#, in: folder.url)
    #expect(empty.code == 65)
    #expect(empty.standardError == "error: -: the file is empty\n")
    let text = try HealthReportBinary.run(#"echo hello | "$HR" daily -"#, in: folder.url)
    #expect(text.code == 65)
    #expect(text.standardError.hasPrefix("error: -:1: unrecognised header \"hello\""))
  }

  @Test func zipBytesOnAPipeGetAClearMessage() throws {
    let folder = try Self.makeInputs()
    defer { folder.remove() }
    for script in [#"cat export.zip | "$HR" daily -"#, #""$HR" daily <(cat export.zip)"#] {
      let run = try HealthReportBinary.run(script, in: folder.url)
      #expect(run.code == 66, "\(script): \(run)")
      #expect(run.standardError.contains("zip data cannot be read from a pipe"), "\(run)")
      #expect(run.standardOutput == "")
    }
  }

  @Test func buildAndEmailAcceptInputDash() throws {
    let folder = try Self.makeInputs()
    defer { folder.remove() }
    let build = try HealthReportBinary.run(
      #"cat log.csv | "$HR" build --input - --out site --quiet"#, in: folder.url)
    #expect(build.code == 0, "\(build)")
    let daily = try HealthReportBinary.run(#""$HR" daily log.csv"#, in: folder.url)
    let written = try String(
      contentsOf: folder.url.appendingPathComponent("site/data/daily.csv"), encoding: .utf8)
    #expect(written == daily.standardOutput)
    let email = try HealthReportBinary.run(
      #"cat export.xml | "$HR" email --input - --out report.eml --quiet"#, in: folder.url)
    #expect(email.code == 0, "\(email)")
    #expect(
      FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("report.eml").path))
  }

  @Test func theLoaderReadsStandardInputFromItsDescriptor() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let text = "date,steps\n2024-01-01,12\n2024-01-01,30\n"
    _ = text.withCString { write(ends[1], $0, strlen($0)) }
    close(ends[1])
    defer { close(ends[0]) }
    var loader = InputLoader(currentDirectory: URL(fileURLWithPath: "/"))
    loader.standardInput = ends[0]
    let loaded = try loader.load(input: "-", unit: .pounds)
    #expect(loaded.result.dataset.source == .csv(path: "-"))
    #expect(loaded.result.dataset[.steps].days.map(\.value) == [42])
  }
}
