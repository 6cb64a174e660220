import Testing

@testable import HealthCore

@Suite struct SplitMix64Tests {
  /// Reference outputs of the published SplitMix64 (Vigna's `splitmix64.c`).
  @Test func matchesReferenceOutputs() {
    var zero = SplitMix64(seed: 0)
    #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
    var generator = SplitMix64(seed: 1_234_567)
    let outputs = (0..<5).map { _ in generator.next() }
    #expect(
      outputs == [
        6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
        4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
      ])
  }

  @Test func sameSeedSameSequence() {
    var first = SplitMix64(seed: 99)
    var second = SplitMix64(seed: 99)
    var other = SplitMix64(seed: 100)
    let a = (0..<100).map { _ in first.next() }
    #expect(a == (0..<100).map { _ in second.next() })
    #expect(a != (0..<100).map { _ in other.next() })
  }
}
