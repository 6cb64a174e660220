/// A property that an entry point promises did not hold for an input.
public struct FuzzFailure: Error, CustomStringConvertible, Sendable {
  /// What did not hold.
  public var description: String

  /// Creates a failure.
  /// - Parameter description: what did not hold.
  public init(_ description: String) {
    self.description = description
  }
}
