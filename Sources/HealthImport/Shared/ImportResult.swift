import HealthCore

/// The result of reading an input: the data and what was skipped.
public struct ImportResult: Sendable {
  /// The data read.
  public var dataset: HealthDataset
  /// Rows or records skipped, with their lines, in file order.
  public var warnings: [ImportWarning]

  /// Creates a result.
  /// - Parameters:
  ///   - dataset: the data read.
  ///   - warnings: what was skipped, in file order.
  public init(dataset: HealthDataset, warnings: [ImportWarning]) {
    self.dataset = dataset
    self.warnings = warnings
  }
}
