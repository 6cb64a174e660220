/// How assistive technology reads a chart: a label ("Bar chart, step count, last 28 days…")
/// and a description listing every datum ("December 9: 12,345 steps. …").
public struct ChartAccessibility: Sendable, Hashable {
  /// The chart's label, read as the image's name.
  public var label: String
  /// The longer description, read as the image's description.
  public var description: String

  /// Creates accessibility text.
  public init(label: String, description: String) {
    self.label = label
    self.description = description
  }
}
