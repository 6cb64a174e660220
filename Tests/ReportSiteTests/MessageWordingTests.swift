import Foundation
import Testing

@testable import ReportSite

/// The words of the tool's messages that come from the locale (the system's:
/// `SystemErrorTextTests`).
@Suite struct MessageWordingTests {
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
