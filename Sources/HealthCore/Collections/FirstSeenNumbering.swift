/// Numbers keys in the order they are first seen: the first key gets 0, the next new one 1, and
/// so on, so values kept in arrays can be found by key (the days of a CSV file, the
/// correlations of an export's blood pressure, the activities of a week's workouts).
public struct FirstSeenNumbering<Key: Hashable & Sendable>: Sendable {
  /// The keys by number.
  @usableFromInline var numbered: [Key] = []
  /// The number of each key.
  @usableFromInline var numbers: [Key: Int] = [:]

  /// Creates an empty numbering.
  public init() {}

  /// The keys by number: `keys[n]` is the key numbered `n`.
  @inlinable public var keys: [Key] { numbered }

  /// The number of `key`, given to it now if it is new (then it is the number of keys before it).
  /// - Parameter key: the key.
  /// - Returns: the key's number, and whether the key was new.
  @inlinable
  public mutating func number(of key: Key) -> (number: Int, isNew: Bool) {
    if let known = numbers[key] { return (known, false) }
    let number = numbered.count
    numbers[key] = number
    numbered.append(key)
    return (number, true)
  }
}
