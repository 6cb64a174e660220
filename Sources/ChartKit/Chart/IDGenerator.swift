/// Makes document-unique, deterministic ids: `prefix-name` (never random), so that several
/// charts can share one HTML page and two builds give identical bytes.
public struct IDGenerator: Sendable, Hashable {
  /// The prefix, unique per chart within a page.
  public let prefix: String

  /// Creates a generator.
  /// - Parameter prefix: a prefix made of letters, digits and `-`.
  public init(prefix: String) {
    self.prefix = prefix
  }

  /// The id for `name` within this chart.
  public func id(_ name: String) -> String { prefix + "-" + name }

  /// A `url(#…)` reference to `id(name)`.
  public func url(_ name: String) -> String { "url(#" + id(name) + ")" }
}
