import HealthCore

/// How `AppleHealthImporter` turns records into daily values.
public struct AppleHealthImportOptions: Sendable, Hashable {
  /// Whether steps and walking distance from several sources are merged by source priority
  /// (Apple Watch over iPhone over other apps, as the Health app does); `false` gives the plain
  /// sum of every record (`--no-dedupe`).
  public var dedupe: Bool
  /// Whether an export that ends early (inside an element, or without `</HealthData>`: a
  /// half-copied file) is used up to the cut with a warning (`--allow-truncated`) instead of
  /// failing with ``ParseError/Reason/truncated(_:)``.
  public var allowTruncated: Bool

  /// Creates options.
  /// - Parameters:
  ///   - dedupe: merge steps and distance by source priority (default `true`).
  ///   - allowTruncated: use an export that ends early up to the cut, with a warning, instead
  ///     of throwing (default `false`).
  public init(dedupe: Bool = true, allowTruncated: Bool = false) {
    self.dedupe = dedupe
    self.allowTruncated = allowTruncated
  }
}
