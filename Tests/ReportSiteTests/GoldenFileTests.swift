import TestSupport
import Testing

/// The golden-file mechanism itself: a mismatch must be reported, equality must not.
@Suite struct GoldenFileTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(GoldenFile.diff(expected: "a\nb\n", actual: "a\nb\n") == nil)
  }

  @Test func aChangedLineIsReportedWithItsNumber() throws {
    let diff = try #require(GoldenFile.diff(expected: "a\nb\nc\n", actual: "a\nB\nc\n"))
    #expect(diff == "@@ line 2: -1 +1 @@\n-b\n+B")
  }

  @Test func addedAndRemovedLinesAreReported() throws {
    let added = try #require(GoldenFile.diff(expected: "a\nc", actual: "a\nb\nc"))
    #expect(added == "@@ line 2: -0 +1 @@\n+b")
    let removed = try #require(GoldenFile.diff(expected: "a\nb\nc", actual: "a\nc"))
    #expect(removed == "@@ line 2: -1 +0 @@\n-b")
  }

  @Test func longDiffsAreCut() throws {
    let old = (0..<100).map { "x\($0)" }.joined(separator: "\n")
    let new = (0..<100).map { "y\($0)" }.joined(separator: "\n")
    let diff = try #require(GoldenFile.diff(expected: old, actual: new, limit: 3))
    #expect(diff.contains("- … 97 more"))
    #expect(diff.contains("+ … 97 more"))
  }

  @Test func actualFileNameKeepsTheExtension() {
    #expect(GoldenFile.actualName(for: "steps.svg") == "steps.actual.svg")
    #expect(GoldenFile.actualName(for: "index") == "index.actual")
  }
}
