import Foundation
import Testing

@testable import HealthReportCLI

/// Inputs that are not regular files, folders or explicit pipes are refused at once with exit
/// 66 and a message saying what they are (they used to block forever or read forever).
@Suite struct SpecialInputTests {
  @Test func aFIFOOrADeviceInsideAnExportFolderIsRefused() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("fifo"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("zero"), withIntermediateDirectories: true)
    let setup = try HealthReportBinary.run(
      "mkfifo fifo/export.xml && ln -s /dev/zero zero/export.xml", in: folder.url)
    #expect(setup.code == 0, "\(setup)")
    let cases = [
      ("fifo", "error: fifo/export.xml: cannot be read: is a pipe (FIFO), not a regular file"),
      ("zero", "error: zero/export.xml: cannot be read: is a character device, not a regular file"),
    ]
    for (input, message) in cases {
      for command in [#""$HR" daily \#(input)"#, #""$HR" build --input \#(input) --out site"#] {
        let run = try HealthReportBinary.run(command, in: folder.url, timeout: 30)
        #expect(!run.timedOut, "\(command)")
        #expect(run.code == 66, "\(command): \(run)")
        #expect(run.standardError.hasPrefix(message), "\(command): \(run)")
        #expect(run.standardOutput == "")
      }
    }
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))
  }

  @Test func devicesAndFIFOsGivenDirectlyAreRefused() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let setup = try HealthReportBinary.run(
      "mkfifo pipe.xml && ln -s /dev/zero zero.csv && ln -s /dev/zero zero.xml", in: folder.url)
    #expect(setup.code == 0, "\(setup)")
    let cases = [
      (#""$HR" daily /dev/zero"#, "error: /dev/zero: cannot be read: is a character device"),
      (#""$HR" daily zero.csv"#, "error: zero.csv: cannot be read: is a character device"),
      (#""$HR" build --input zero.xml"#, "error: zero.xml: cannot be read: is a character device"),
      (#""$HR" daily pipe.xml"#, "error: pipe.xml: cannot be read: is a pipe (FIFO)"),
      (
        #""$HR" daily /dev/stdin < /dev/zero"#,
        "error: /dev/stdin: cannot be read: is a character device"
      ),
    ]
    for (script, message) in cases {
      let run = try HealthReportBinary.run(script, in: folder.url, timeout: 30)
      #expect(!run.timedOut, "\(script)")
      #expect(run.code == 66, "\(script): \(run)")
      #expect(run.standardError.hasPrefix(message), "\(script): \(run)")
      #expect(!run.standardError.contains("permission denied"), "\(script)")
    }
    // `/dev/null` reads as nothing: an empty input (65), not a device refused (66).
    for (script, message) in [
      (#""$HR" daily - < /dev/null"#, "error: -: the file is empty\n"),
      (#""$HR" daily /dev/null"#, "error: /dev/null: the file is empty\n"),
      (#""$HR" build --input /dev/null"#, "error: /dev/null: the file is empty\n"),
    ] {
      let run = try HealthReportBinary.run(script, in: folder.url, timeout: 30)
      #expect(run.code == 65 && run.standardError == message, "\(script): \(run)")
    }
  }
}
