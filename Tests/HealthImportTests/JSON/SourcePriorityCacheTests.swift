import Testing

@testable import HealthCore
@testable import HealthImport

/// ``SourcePriorityCache`` gives every source the priority ``SourceMerge/priority(of:)`` gives
/// its name, whether it is the last one read, one of the few kept, one of more sources than it
/// keeps, or written with escapes.
@Suite struct SourcePriorityCacheTests {
  @Test func everySourceHasItsNamesPriority() {
    let names =
      ["Jane’s iPhone", "Jane’s Apple Watch", "Jane’s iPhone|Jane’s Apple Watch", "Oura"]
      + (0..<9).map { "Scale \($0)" } + ["Watch", "iPhone", "Watc", ""]
    let raws = names.map { (Array($0.utf8), false) } + [(Array(#"Jane\u2019s Watch"#.utf8), true)]
    var cache = SourcePriorityCache()
    // In turn, alternating, then every source twice in a row, twice over.
    let order =
      Array(raws.indices) + raws.indices.flatMap { [0, $0, 1, $0] }
      + raws.indices.flatMap { [$0, $0] } + raws.indices.reversed()
    for index in order {
      let (raw, hasEscapes) = raws[index]
      let priority = raw.withUnsafeBytes {
        cache.priority(of: JSONText(raw: $0, hasEscapes: hasEscapes))
      }
      let text = raw.withUnsafeBytes { JSONText(raw: $0, hasEscapes: hasEscapes).string() }
      #expect(priority == SourceMerge.priority(of: text), "\(text)")
    }
  }
}
