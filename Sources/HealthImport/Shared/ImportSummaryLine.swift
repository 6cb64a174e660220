import HealthCore

/// The words the one-line import summaries share (each format's summary writes its own line:
/// ``ImportSummary/line(input:)``, ``AutoExportSummary/line(input:)``).
public enum ImportSummaryLine {
  /// How many line numbers of skipped entries a summary lists.
  public static let lineLimit = 5

  /// ` (lines 10, 20, 30, …)`: the first ``lineLimit`` of `lines`, with "…" when `total`
  /// entries were skipped and not all are listed; empty when no line is known.
  /// - Parameters:
  ///   - lines: the 1-based lines of the skipped entries, in file order.
  ///   - total: how many entries were skipped.
  /// - Returns: the list with its leading space, or "".
  public static func lineList(_ lines: [Int], of total: Int) -> String {
    let shown = lines.prefix(lineLimit).map(String.init)
    guard !shown.isEmpty else { return "" }
    let more = total > shown.count ? ", …" : ""
    return " (line\(shown.count == 1 ? "" : "s") " + shown.joined(separator: ", ") + more + ")"
  }

  /// `1 day`, `1,234 days`.
  public static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
    "\(grouped(value)) \(value == 1 ? noun : plural ?? noun + "s")"
  }

  /// `value` with commas between groups of three digits.
  public static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }
}
