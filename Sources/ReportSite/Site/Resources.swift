import Foundation

// STUB: interface fixed; implementation by the CLI/site-writer work.
/// Where the HTML templates and the static assets of a site are read from.
public struct Resources: Sendable, Hashable {
  /// The folder holding the page templates (`dashboard.html`, …).
  public var templatesDirectory: URL
  /// The folder whose files are copied into every site (`style.css`, icons).
  public var publicDirectory: URL

  /// Creates resources from two folders.
  public init(templatesDirectory: URL, publicDirectory: URL) {
    self.templatesDirectory = templatesDirectory
    self.publicDirectory = publicDirectory
  }
}
