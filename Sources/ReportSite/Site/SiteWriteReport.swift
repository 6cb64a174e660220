/// What ``SiteWriter/write(_:to:displayPath:)`` did: which files it wrote with new bytes and how
/// many it kept from the previous site (same bytes, same inode, same modification time).
public struct SiteWriteReport: Sendable, Hashable {
  /// The site-relative paths written with new bytes (new or changed files), in site order.
  public var written: [String]
  /// How many files (the marker included) were kept unchanged from the previous site.
  public var unchanged: Int

  /// Creates a report.
  public init(written: [String] = [], unchanged: Int = 0) {
    self.written = written
    self.unchanged = unchanged
  }

  /// Every file of the new site, the marker included.
  public var total: Int { written.count + unchanged }
}
