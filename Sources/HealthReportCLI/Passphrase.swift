import Foundation
import HealthCore
import SiteSeal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a private site's passphrase comes from: `--passphrase-file FILE` (its first line) or
/// the `HEALTHREPORT_PASSPHRASE` variable, never an argument (arguments show in `ps` and in the
/// shell's history). The passphrase is never printed, stored or written anywhere.
enum Passphrase {
  /// The environment variable that holds the passphrase.
  static let variable = "HEALTHREPORT_PASSPHRASE"

  /// The passphrase given, if any: the file's first line (``firstLine(of:)``) when `file` is
  /// given, else the variable's value when it is set and not empty.
  /// - Parameters:
  ///   - file: `--passphrase-file` as the user gave it.
  ///   - environment: the variables and current folder.
  ///   - command: the command, for usage errors.
  /// - Returns: the passphrase, or `nil` when none is given.
  /// - Throws: ``ParseError`` (exit 66) for a file that cannot be read; ``CLIError`` (exit 64)
  ///   for a passphrase shorter than ``SiteKey/minimumPassphraseLength`` characters.
  static func read(file: String?, environment: CLIEnvironment, command: String) throws -> String? {
    let passphrase: String
    if let file {
      let url = environment.resolve(file)
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw ParseError(path: file, reason: .missingFile)
      }
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw ParseError(path: file, reason: .unreadable("cannot read the file"))
      }
      passphrase = firstLine(of: data.prefix(64 * 1024))
    } else if let value = environment.variables[variable], !value.isEmpty {
      passphrase = value
    } else {
      return nil
    }
    let length = passphrase.precomposedStringWithCanonicalMapping.count
    guard length >= SiteKey.minimumPassphraseLength else {
      throw CLIError.usage(
        "the passphrase must have at least \(SiteKey.minimumPassphraseLength) characters (it has"
          + " \(length)): a short one can be guessed offline from any sealed file",
        command: command)
    }
    disableCoreDumps()
    return passphrase
  }

  /// The first line of a passphrase file, as an editor shows it: up to the first line feed or
  /// carriage return (a file saved with Windows line endings, `\r\n`, or old Mac ones, `\r`),
  /// without a UTF-8 byte order mark in front (Notepad writes one). Spaces are kept: they may be
  /// part of the passphrase.
  /// - Parameter data: the file's bytes.
  /// - Returns: the line, decoded as UTF-8.
  static func firstLine(of data: some Collection<UInt8>) -> String {
    var bytes = data.prefix { $0 != 0x0A && $0 != 0x0D }[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Keeps the passphrase and the key out of core files: this process writes none from now on.
  static func disableCoreDumps() {
    var limit = rlimit(rlim_cur: 0, rlim_max: 0)
    #if canImport(Glibc)
      _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
    #else
      _ = setrlimit(RLIMIT_CORE, &limit)
    #endif
  }
}
