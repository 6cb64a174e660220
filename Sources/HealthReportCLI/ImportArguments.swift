import HealthCore

/// The validated options of `healthreport import FILE`.
struct ImportArguments: Sendable, Equatable {
  /// The input and how it is read.
  var file = InputFileOptions()
  /// The store's folder as typed (`--store`).
  var store: String?
  /// Whether help was asked for.
  var wantsHelp = false

  /// `import`'s table.
  static let spec = CommandSpec.importCommand

  /// Reads the arguments after `import`.
  /// - Parameter scan: the scanned command line.
  /// - Throws: ``CLIError`` for the first mistake.
  mutating func read(_ scan: ArgumentScanner.Scan) throws(CLIError) {
    file.input = try Self.single(scan, name: "FILE", missing: "import needs a FILE")
    try file.read(scan, command: Self.command)
    store = scan.value("--store")
  }
}
