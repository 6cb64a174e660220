/// The annotation of one datum: what its box says and how assistive technology reads it.
public struct Tip: Sendable, Hashable {
  /// The first line of the box ("Mon, Dec 9"), drawn secondary and bold.
  public var title: String
  /// The second line ("12,345"), drawn heavy in the mark's colour.
  public var value: String
  /// The datum's spoken label ("December 9: 12,345 steps").
  public var accessibilityLabel: String
  /// An extra CSS class for the value when it differs from the chart's colour ("loss").
  public var valueClass: String?
  /// The value's colour where styles are ignored (a CSS colour).
  public var valueColor: String

  /// Creates a tip.
  public init(
    title: String, value: String, accessibilityLabel: String, valueClass: String? = nil,
    valueColor: String
  ) {
    self.title = title
    self.value = value
    self.accessibilityLabel = accessibilityLabel
    self.valueClass = valueClass
    self.valueColor = valueColor
  }
}
