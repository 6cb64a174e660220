/// How `AppleHealthImporter` turns records into daily values.
public struct AppleHealthImportOptions: Sendable, Hashable {
  /// Whether steps and walking distance from several sources are merged by source priority
  /// (Apple Watch over iPhone over other apps, as the Health app does); `false` gives the plain
  /// sum of every record (`--no-dedupe`).
  public var dedupe: Bool

  /// Creates options.
  /// - Parameter dedupe: merge steps and distance by source priority (default `true`).
  public init(dedupe: Bool = true) {
    self.dedupe = dedupe
  }
}
