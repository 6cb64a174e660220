import HealthCore

/// Warnings of one import, kept up to a limit and counted beyond it, so a file with millions
/// of bad entries takes bounded memory.
struct WarningLog: Sendable {
  /// The most warnings kept.
  static let limit = 50
  /// The first ``limit`` warnings, in file order.
  private(set) var kept: [ImportWarning] = []
  /// All warnings noted.
  private(set) var count = 0

  /// Notes a warning.
  mutating func note(path: String, line: Int, _ message: String) {
    count += 1
    if kept.count < WarningLog.limit {
      kept.append(ImportWarning(path: path, line: line, message: message))
    }
  }

  /// The kept warnings, and one more saying how many were not kept.
  var warnings: [ImportWarning] {
    guard count > kept.count, let last = kept.last else { return kept }
    let more = count - kept.count
    return kept + [
      ImportWarning(
        path: last.path, line: last.line,
        message: "\(more) more warning\(more == 1 ? "" : "s") like these after this"
          + (last.line > 0 ? " line" : " one"))
    ]
  }
}
