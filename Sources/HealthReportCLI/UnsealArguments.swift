/// The validated arguments of `healthreport unseal SITE --out DIR`.
struct UnsealArguments: Sendable, Equatable {
  /// The private site's folder, as the user gave it.
  var site = ""
  /// The folder for the plain site, as the user gave it.
  var output = ""
  /// The file whose first line is the passphrase.
  var passphraseFile: String?
  /// Whether help was asked for instead.
  var wantsHelp = false

  /// `unseal`'s table.
  static let spec = CommandSpec.unseal

  /// Reads the arguments after `unseal`.
  /// - Parameter scan: the scanned command line.
  /// - Throws: ``CLIError`` for a missing SITE or `--out`.
  mutating func read(_ scan: ArgumentScanner.Scan) throws(CLIError) {
    site = try Self.single(scan, name: "SITE", missing: "unseal needs the private SITE folder")
    guard let output = scan.value("--out") else {
      throw Self.usage("unseal needs --out DIR, the folder for the plain site")
    }
    self.output = output
    passphraseFile = scan.value("--passphrase-file")
  }
}

extension UnsealArguments: CommandArguments {}
