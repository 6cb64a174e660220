/// A value `healthreport add` refuses (exit 65): a title and the reason, printed as
/// `error: Invalid value: steps must be a whole number greater than 0`.
struct InvalidEntryError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The kind of mistake: `Invalid value`, `Invalid date`, `Nothing to delete`.
  var title: String
  /// A sentence saying what is wrong.
  var reason: String

  /// `title: reason`.
  var description: String { "\(title): \(reason)" }
}
