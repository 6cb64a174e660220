import Foundation
import Testing

@testable import ReportSite

/// The words of the tool's messages that come from the system or the locale.
@Suite struct MessageWordingTests {
  /// A Foundation file error is explained in the system's words (`strerror`), whether it kept
  /// the POSIX error or only its own code; anything else keeps Foundation's text.
  @Test(arguments: [
    (NSError(domain: NSCocoaErrorDomain, code: NSFileWriteNoPermissionError), "Permission denied"),
    (
      NSError(domain: NSCocoaErrorDomain, code: NSFileWriteOutOfSpaceError),
      "No space left on device"
    ),
    (NSError(domain: NSCocoaErrorDomain, code: NSFileNoSuchFileError), "No such file or directory"),
    (NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS)), "Read-only file system"),
    (
      NSError(
        domain: NSCocoaErrorDomain, code: NSFileWriteUnknownError,
        userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EIO))]),
      "Input/output error"
    ),
  ])
  func fileErrorsUseTheSystemsWords(error: NSError, expected: String) {
    #expect(SiteWriter.explain(error) == expected)
  }

  /// A language without a catalog is named in a warning; a language with one, and English,
  /// are not.
  @Test(arguments: [("it-IT", true), ("ja-JP", true), ("de-DE", false), ("en-GB", false)])
  func aLanguageWithoutACatalogIsNamed(tag: String, warns: Bool) throws {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let note = try ReportLocale.load(identifier: tag, resources: resources).missingCatalogNote
    #expect((note != nil) == warns)
    if let note { #expect(note.hasPrefix("warning: no translation for \(tag) yet")) }
  }
}
