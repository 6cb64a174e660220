import Foundation
import Testing

/// Golden-file comparison for every test target: `__Golden__/<name>` beside the calling test
/// file holds the expected output.
/// `RECORD_GOLDEN=1` rewrites it (and fails, so a recording run is never mistaken for a pass);
/// a mismatch writes `<name>.actual.<ext>` beside it and fails with a line diff.
public enum GoldenFile {
  /// Whether this run records golden files.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
  }

  /// Compares `actual` with the golden file `name`.
  /// - Parameters:
  ///   - actual: the output to check.
  ///   - name: the golden file's name in `__Golden__/` beside the calling file.
  ///   - filePath: the calling file (its folder holds `__Golden__/`).
  ///   - sourceLocation: where an issue is reported.
  public static func assertMatches(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("__Golden__")
    let golden = folder.appendingPathComponent(name)
    let actualURL = folder.appendingPathComponent(actualName(for: name))
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: golden)
        try? FileManager.default.removeItem(at: actualURL)
      } catch {
        Issue.record("cannot record \(golden.path): \(error)", sourceLocation: sourceLocation)
        return
      }
      Issue.record(
        "recorded \(name); run again without RECORD_GOLDEN", sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: golden.path),
      let expected = String(data: data, encoding: .utf8)
    else {
      try? Data(actual.utf8).write(to: actualURL)
      Issue.record(
        "missing golden file \(golden.path); record it with RECORD_GOLDEN=1 swift test",
        sourceLocation: sourceLocation)
      return
    }
    if let difference = diff(expected: expected, actual: actual) {
      try? Data(actual.utf8).write(to: actualURL)
      Issue.record(
        "\(name) differs from its golden file (actual output written to \(actualURL.lastPathComponent)):\n\(difference)",
        sourceLocation: sourceLocation)
    } else {
      try? FileManager.default.removeItem(at: actualURL)
    }
  }

  /// `report.svg` → `report.actual.svg`.
  public static func actualName(for name: String) -> String {
    guard let dot = name.lastIndex(of: ".") else { return name + ".actual" }
    return name[..<dot] + ".actual" + name[dot...]
  }

  /// A line diff of the differing middle of two texts (common head and tail trimmed), or `nil`
  /// when they are equal. At most `limit` lines of each side are shown.
  public static func diff(expected: String, actual: String, limit: Int = 30) -> String? {
    guard expected != actual else { return nil }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var head = 0
    while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
    var tail = 0
    while tail < old.count - head, tail < new.count - head,
      old[old.count - 1 - tail] == new[new.count - 1 - tail]
    {
      tail += 1
    }
    let removed = old[head..<(old.count - tail)]
    let added = new[head..<(new.count - tail)]
    var lines = ["@@ line \(head + 1): -\(removed.count) +\(added.count) @@"]
    lines += removed.prefix(limit).map { "-" + $0 }
    if removed.count > limit { lines.append("- … \(removed.count - limit) more") }
    lines += added.prefix(limit).map { "+" + $0 }
    if added.count > limit { lines.append("+ … \(added.count - limit) more") }
    return lines.joined(separator: "\n")
  }

  /// `markup` with a line break between every two adjacent tags (`><` becomes `>\n<`), so a
  /// golden file of a page or a chart has about one element per line and a diff shows what
  /// changed. Only for comparison: the files written keep their compact form.
  /// - Parameter markup: HTML, SVG or XML text.
  /// - Returns: the same text, one tag per line.
  public static func oneTagPerLine(_ markup: String) -> String {
    markup.replacingOccurrences(of: "><", with: ">\n<")
  }
}
