import ChartKit
import HealthCore

/// A workout as the pages, the charts and the email name it: its activity in the reader's
/// words, then its own title when it has one ("Running · Morning run").
extension Workout {
  /// The separator between the activity and the title: a middle dot between spaces.
  static let titleSeparator = " \u{00B7} "

  /// "Running · Morning run", "Laufen · Morning run"; the activity alone without a title.
  /// - Parameter words: the reader's words.
  /// - Returns: the name, plain text (escaped where it is written).
  func label(_ words: StringCatalog) -> String {
    let activityName = words.text(activity)
    guard let title = shownTitle(besides: activityName) else { return activityName }
    return activityName + Self.titleSeparator + title
  }

  /// The title as it is shown beside `activityName` (the activity in the reader's words):
  /// without surrounding white space and without the bidirectional controls that
  /// ``Escaping`` drops from markup (so plain text and drawn charts lose them too); `nil`
  /// without a title, for an empty one, and for one that only repeats the activity ("Running"
  /// beside "Running", in any case, in English or in the reader's words).
  /// - Parameter activityName: the activity in the reader's words.
  /// - Returns: the title to show, or `nil`.
  func shownTitle(besides activityName: String) -> String? {
    guard let title else { return nil }
    var text = Substring(Escaping.withoutBidiControls(title))
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    guard !text.isEmpty else { return nil }
    let lowered = text.lowercased()
    if lowered == activity.lowercased() || lowered == activityName.lowercased() { return nil }
    return String(text)
  }
}
