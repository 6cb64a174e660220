import Foundation
import Testing

/// An export that ends early (a half-copied file) fails with 65 for every command that reads
/// one, naming the file and the line of the cut and writing nothing, unless
/// `--allow-truncated`, which uses the data up to the cut with a warning. Run with the real
/// binary: files, zips, an export folder and standard input.
@Suite struct TruncatedExportTests {
  /// A command that reads an export: its script (`INPUT` is replaced by the input's argument)
  /// and what it writes (`nil` for `daily`, which writes standard output).
  struct Command: Sendable, CustomTestStringConvertible {
    var name: String
    var script: String
    var output: String?

    var testDescription: String { name }

    /// The script reading `input`, with `--allow-truncated` when `allowed`.
    func script(for input: Input, allowed: Bool = false) -> String {
      let flag = allowed ? " --allow-truncated" : ""
      return input.prefix + script.replacingOccurrences(of: "INPUT", with: input.argument + flag)
    }
  }

  /// One way of handing the command a cut export.
  struct Input: Sendable {
    /// How errors and warnings name it.
    var shown: String
    /// The command-line argument (with a redirection for standard input).
    var argument: String
    /// What the script runs before the command (`cat x | `).
    var prefix = ""
    /// Whether it is cut inside a record (else it only lacks `</HealthData>`).
    var insideRecord = true
  }

  static let commands = [
    Command(name: "build", script: #""$HR" build --input INPUT --out site"#, output: "site"),
    Command(name: "daily", script: #""$HR" daily INPUT"#, output: nil),
    Command(name: "import", script: #""$HR" import INPUT"#, output: "healthreport-data"),
    Command(
      name: "email", script: #""$HR" email --input INPUT --out report.eml"#,
      output: "report.eml"),
  ]

  static let inputs = [
    Input(shown: "cut.xml", argument: "cut.xml"),
    Input(shown: "noend.xml", argument: "noend.xml", insideRecord: false),
    Input(shown: "cut.zip", argument: "cut.zip"),
    Input(shown: "noend.zip", argument: "noend.zip", insideRecord: false),
    Input(shown: "apple_health_export/export.xml", argument: "apple_health_export"),
    Input(shown: "-", argument: "-", prefix: "cat cut.xml | "),
    Input(shown: "-", argument: "- < noend.xml", insideRecord: false),
  ]

  /// The complete export: 30 days of ten step records and a weigh-in.
  static let complete = SyntheticInputs.exportXML(days: 30)
  /// `complete` cut inside the `value` of its 150th record.
  static let cut: String = {
    var search = complete.startIndex
    for _ in 0..<150 {
      guard let hit = complete.range(of: "<Record ", range: search..<complete.endIndex) else {
        break
      }
      search = hit.upperBound
    }
    let value = complete.range(of: " value=\"", range: search..<complete.endIndex)
    return String(complete[..<(value?.upperBound ?? complete.endIndex)])
  }()
  /// The line `cut` ends on.
  static let cutLine = cut.filter { $0 == "\n" }.count + 1
  /// `complete` without `</HealthData>`, ending with a line end.
  static let noEnd = complete.replacingOccurrences(of: "</HealthData>\n", with: "")
  /// The line after `noEnd`'s last line end, where `</HealthData>` should be.
  static let noEndLine = noEnd.filter { $0 == "\n" }.count + 1

  /// A folder holding `complete.xml`, every cut input, the damaged zips and `head.xml` (the
  /// complete lines before the cut, closed).
  static func makeInputs() throws -> CLITestFolder {
    let folder = try CLITestFolder()
    try folder.write(complete, to: "complete.xml")
    try folder.write(cut, to: "cut.xml")
    try folder.write(noEnd, to: "noend.xml")
    try folder.write(cut, to: "apple_health_export/export.xml")
    let lines = cut.split(separator: "\n", omittingEmptySubsequences: false)
    try folder.write(lines.dropLast().joined(separator: "\n") + "\n</HealthData>\n", to: "head.xml")
    try SyntheticInputs.writeExportZip(cut, named: "cut.zip", in: folder.url)
    try SyntheticInputs.writeExportZip(noEnd, named: "noend.zip", in: folder.url)
    try SyntheticInputs.writeExportZip(complete, named: "complete.zip", in: folder.url)
    let zip = try Data(contentsOf: folder.url.appendingPathComponent("complete.zip"))
    // Cut inside the export member's data, and cut just before the central directory.
    try zip.prefix(zip.count / 2).write(to: folder.url.appendingPathComponent("half.zip"))
    let directory = try #require(Self.centralDirectoryOffset(of: zip))
    try zip.prefix(directory).write(to: folder.url.appendingPathComponent("nodirectory.zip"))
    return folder
  }

  /// Where a zip's central directory starts, read from its end record.
  static func centralDirectoryOffset(of zip: Data) -> Int? {
    let bytes = [UInt8](zip)
    guard bytes.count >= 22 else { return nil }
    for end in stride(from: bytes.count - 22, through: 0, by: -1)
    where bytes[end..<(end + 4)].elementsEqual([0x50, 0x4B, 0x05, 0x06]) {
      return (0..<4).reduce(0) { $0 | Int(bytes[end + 16 + $1]) << (8 * $1) }
    }
    return nil
  }

  /// The error the command prints for `input`.
  static func error(for input: Input) -> String {
    if input.insideRecord {
      return "error: \(input.shown):\(cutLine): the file ends inside an element (truncated?);"
        + " nothing written; pass --allow-truncated to use the data through line \(cutLine - 1)\n"
    }
    return "error: \(input.shown):\(noEndLine): no closing </HealthData> (truncated?); nothing"
      + " written; pass --allow-truncated to use its complete records\n"
  }

  /// The warning the command prints for `input` with `--allow-truncated`.
  static func warning(for input: Input) -> String {
    if input.insideRecord {
      return "\(input.shown):\(cutLine): warning: the file ends inside an element (truncated?);"
        + " data through line \(cutLine - 1) used\n"
    }
    return "\(input.shown):\(noEndLine): warning: no closing </HealthData> (truncated?); all"
      + " complete records used\n"
  }

  /// Runs `command` on the complete export so that there is a previous output to keep.
  static func makePreviousOutput(_ command: Command, in folder: CLITestFolder) throws {
    guard command.output != nil else { return }
    let complete = Input(shown: "complete.xml", argument: "complete.xml")
    let run = try HealthReportBinary.run(command.script(for: complete), in: folder.url)
    #expect(run.code == 0, "\(run)")
  }

  /// The command's previous output, byte for byte (empty for `daily`).
  static func outputSnapshot(_ command: Command, in folder: CLITestFolder) throws -> [String: Data?]
  {
    guard let output = command.output else { return [:] }
    let url = folder.url.appendingPathComponent(output)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return [:]
    }
    return isFolder.boolValue
      ? try folder.snapshot(of: output) : [output: try Data(contentsOf: url)]
  }

  @Test(arguments: commands)
  func aCutExportExits65NamingTheLineAndWritesNothing(_ command: Command) throws {
    let folder = try Self.makeInputs()
    defer { folder.remove() }
    try Self.makePreviousOutput(command, in: folder)
    let before = try Self.outputSnapshot(command, in: folder)
    #expect(command.output == nil || !before.isEmpty)
    let entries = try folder.names()
    for input in Self.inputs {
      let script = command.script(for: input)
      let run = try HealthReportBinary.run(script, in: folder.url)
      #expect(run.code == 65, "\(script): \(run)")
      #expect(run.standardError == Self.error(for: input), "\(script)")
      #expect(run.standardOutput == "", "\(script)")
      #expect(try Self.outputSnapshot(command, in: folder) == before, "\(script)")
      #expect(try folder.names() == entries, "\(script) left nothing beside the inputs")
    }
  }

  @Test(arguments: commands)
  func aDamagedZipExits65WithOrWithoutAllowTruncated(_ command: Command) throws {
    let folder = try Self.makeInputs()
    defer { folder.remove() }
    try Self.makePreviousOutput(command, in: folder)
    let before = try Self.outputSnapshot(command, in: folder)
    for name in ["half.zip", "nodirectory.zip"] {
      for allowed in [false, true] {
        let input = Input(shown: name, argument: name)
        let script = command.script(for: input, allowed: allowed)
        let run = try HealthReportBinary.run(script, in: folder.url)
        #expect(run.code == 65, "\(script): \(run)")
        #expect(run.standardError.hasPrefix("error: \(name): damaged zip: "), "\(script): \(run)")
        #expect(try Self.outputSnapshot(command, in: folder) == before, "\(script)")
      }
    }
  }

  @Test(arguments: commands)
  func allowTruncatedUsesTheDataUpToTheCutWithAWarning(_ command: Command) throws {
    let folder = try Self.makeInputs()
    defer { folder.remove() }
    let inputs = command.output == nil ? Self.inputs : [Self.inputs[0], Self.inputs[3]]
    for input in inputs {
      let script = command.script(for: input, allowed: true)
      let run = try HealthReportBinary.run(script, in: folder.url)
      #expect(run.code == 0, "\(script): \(run)")
      #expect(run.standardError.hasPrefix(Self.warning(for: input)), "\(script): \(run)")
      #expect(try !Self.outputSnapshot(command, in: folder).isEmpty || command.output == nil)
      guard command.output == nil else { continue }
      // daily shows exactly the data of the complete lines: those before the cut.
      let same = input.insideRecord ? "head.xml" : "complete.xml"
      let expected = try HealthReportBinary.run(#""$HR" daily --quiet \#(same)"#, in: folder.url)
      #expect(run.standardOutput == expected.standardOutput, "\(script)")
      #expect(run.standardError.contains("truncated after line") == input.insideRecord)
    }
  }

  @Test func aCompleteExportNeedsNoOption() throws {
    let folder = try Self.makeInputs()
    defer { folder.remove() }
    for file in ["complete.xml", "complete.zip", "head.xml"] {
      let run = try HealthReportBinary.run(#""$HR" daily --quiet \#(file)"#, in: folder.url)
      #expect(run.code == 0, "\(file): \(run)")
      #expect(run.standardError == "")
    }
  }
}
