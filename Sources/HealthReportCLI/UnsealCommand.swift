import Foundation
import HealthCore
import ReportSite
import SiteSeal

/// `healthreport unseal SITE --out DIR`: the plain site of a private site.
///
/// Every page's envelope and every `….sealed` file is opened with the passphrase (the key is
/// derived once per salt), checked to name the path it was found at, and written at that path;
/// public files are copied as they are. The plain site is written into a new folder beside
/// `DIR`, renamed into place only when every file opened: a wrong passphrase, an altered or a
/// moved file leaves nothing in `DIR`. A file that was not sealed (a plain page put in place of
/// an unlock page), or one the site's marker lists but that is missing, is named in a warning.
struct UnsealCommand: Sendable {
  /// The validated arguments.
  var arguments: UnsealArguments
  /// The process's streams, current folder and variables.
  var environment: CLIEnvironment

  /// Opens the site and writes the plain one.
  /// - Throws: ``CLIError`` (64), ``ParseError`` (65 for a wrong passphrase or a bad file, 66
  ///   for a missing site) or ``SiteError`` (73, 74).
  func run() throws {
    guard
      let passphrase = try Passphrase.read(
        file: arguments.passphraseFile, environment: environment, command: UnsealArguments.command)
    else {
      throw CLIError.usage(
        "unseal needs the site's passphrase: set \(Passphrase.variable) or give"
          + " --passphrase-file FILE", command: UnsealArguments.command)
    }
    let site = environment.resolve(arguments.site)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: site.path, isDirectory: &isFolder) else {
      throw ParseError(path: arguments.site, reason: .missingFile)
    }
    guard isFolder.boolValue else {
      throw ParseError(path: arguments.site, reason: .invalidContent("not a folder"))
    }
    let output = environment.resolve(arguments.output)
    if let entries = try? FileManager.default.contentsOfDirectory(atPath: output.path),
      !entries.isEmpty
    {
      throw SiteError(path: arguments.output, reason: .notEmpty)
    } else if FileManager.default.fileExists(atPath: output.path),
      (try? FileManager.default.contentsOfDirectory(atPath: output.path)) == nil
    {
      throw SiteError(path: arguments.output, reason: .notADirectory)
    }
    let files = try plainFiles(of: site, passphrase: passphrase)
    // A new folder, renamed into place when every file is written (SiteWriter).
    try SiteWriter().write(Site(files: files), to: output, displayPath: arguments.output)
    environment.printResult(environment.resolve(arguments.output).path)
  }

  /// Every file of the plain site: public files as they are, sealed ones opened. The key is
  /// derived once, with the salt and count of the first envelope; an envelope with others was
  /// not sealed with the rest of the site (and cannot make unseal derive key after key).
  func plainFiles(of site: URL, passphrase: String) throws -> [SiteFile] {
    var siteKey: SiteKey?
    var files: [SiteFile] = []
    var opened = 0
    var firstFailure: String?
    let root = site.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: root) else {
      throw SiteError(path: arguments.site, reason: .cannotRead("cannot list the folder"))
    }
    var paths: [String] = []
    var unsealed: [String] = []
    while let path = walker.nextObject() as? String {
      // A path that vanished since the listing counts as a file: reading it fails by name.
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
      if !(exists && isFolder.boolValue), path != SiteWriter.markerName { paths.append(path) }
    }
    for path in paths.sorted() {
      let shown = arguments.site + "/" + path
      guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
        throw SiteError(path: shown, reason: .cannotRead("cannot read the file"))
      }
      let bytes = Array(data)
      let plainPath: String
      let envelopeBytes: [UInt8]
      if path.hasSuffix(PrivateSite.sealedSuffix) {
        plainPath = String(path.dropLast(PrivateSite.sealedSuffix.count))
        envelopeBytes = bytes
      } else if path.hasSuffix(".html"), let envelope = UnlockPage.envelope(inPage: bytes) {
        plainPath = path
        envelopeBytes = envelope
      } else {
        // A public file (style sheets, fonts) as it is; anything else was not sealed, as no
        // file of a private site is: copied too, and named.
        if !PrivateSite.isPublic(path) { unsealed.append(shown) }
        files.append(SiteFile(path: path, contents: bytes))
        continue
      }
      do {
        let envelope = try Envelope.parse(envelopeBytes)
        guard envelope.path == plainPath else {
          throw ParseError(
            path: shown,
            reason: .invalidContent(
              "was moved: it was sealed as \(OptionValue.quoted(envelope.path)), so it does not"
                + " open at this path"))
        }
        let key =
          siteKey
          ?? SiteKey(passphrase: passphrase, salt: envelope.salt, iterations: envelope.iterations)
        siteKey = key
        files.append(SiteFile(path: plainPath, contents: try envelope.open(key: key)))
        opened += 1
      } catch let error as EnvelopeError {
        if case .wrongKey = error {
          if firstFailure == nil { firstFailure = shown }
          continue
        }
        throw ParseError(path: shown, reason: .invalidContent(error.description))
      }
    }
    if let firstFailure {
      guard opened > 0 else {
        throw ParseError(
          path: arguments.site,
          reason: .invalidContent(
            "wrong passphrase: it opens none of the site's sealed files"))
      }
      throw ParseError(
        path: firstFailure,
        reason: .invalidContent(
          "does not open with the passphrase that opens the rest of the site: it was altered,"
            + " or comes from another site"))
    }
    guard opened > 0 else {
      throw ParseError(
        path: arguments.site, reason: .invalidContent("holds no sealed file: it is not private"))
    }
    for path in unsealed {
      environment.printDiagnostic(
        "warning: \(path): not sealed, as no file of a private site is; copied as it is")
    }
    let present = Set(paths)
    let marker = FileManager.default.contents(atPath: root + "/" + SiteWriter.markerName)
    for path in PrivateSite.listedPaths(markerBytes: Array(marker ?? Data()))
    where !present.contains(path) {
      environment.printDiagnostic(
        "warning: \(arguments.site)/\(path): missing, though the site's last build wrote it;"
          + " the plain site lacks it")
    }
    return files
  }
}

extension UnsealCommand: RunnableCommand {}
