import Foundation
import Testing

@testable import HealthCore

/// The words of the tool's messages that come from the system: one explainer for the store,
/// the input files, the site writer and the CLI.
@Suite struct SystemErrorTextTests {
  /// A Foundation file error is explained in the system's words (`strerror`, first letter in
  /// lower case as the tool's own reasons), whether it kept the POSIX error or only its own
  /// code; anything else keeps Foundation's text.
  @Test(arguments: [
    (NSError(domain: NSCocoaErrorDomain, code: NSFileWriteNoPermissionError), "permission denied"),
    (
      NSError(domain: NSCocoaErrorDomain, code: NSFileWriteOutOfSpaceError),
      "no space left on device"
    ),
    (NSError(domain: NSCocoaErrorDomain, code: NSFileNoSuchFileError), "no such file or directory"),
    (NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS)), "read-only file system"),
    (
      NSError(
        domain: NSCocoaErrorDomain, code: NSFileWriteUnknownError,
        userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EIO))]),
      "input/output error"
    ),
  ])
  func fileErrorsUseTheSystemsWords(error: NSError, expected: String) {
    #expect(SystemErrorText.explain(error) == expected)
  }

  /// An `errno` value is explained in the same words wherever it comes from (the store, an
  /// input file, the site writer); an abbreviation at the start keeps its capitals.
  @Test func errnoValuesUseTheSameWords() {
    #expect(SystemErrorText.explain(EACCES) == "permission denied")
    #expect(SystemErrorText.explain(ENOSPC) == "no space left on device")
    #expect(SystemErrorText.lowercasedFirst("RPC struct is bad") == "RPC struct is bad")
    #expect(SystemErrorText.lowercasedFirst("") == "")
  }
}
