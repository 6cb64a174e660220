/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64), so demo
/// data and randomized tests are reproducible: the same seed gives the same sequence everywhere.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
  /// The generator's 64-bit state; advances by the golden-ratio increment on every draw.
  public private(set) var state: UInt64

  /// Creates a generator.
  /// - Parameter seed: any 64-bit value; equal seeds give equal sequences.
  public init(seed: UInt64) {
    self.state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
