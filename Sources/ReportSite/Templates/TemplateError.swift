/// Why a template could not be loaded, parsed or rendered, with the template's name and (where
/// known) the 1-based line.
public struct TemplateError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// A `{{` has no matching `}}` on the same line.
    case unterminatedPlaceholder
    /// The text between `{{` and `}}` is not a name (letters, digits, `_`, `-`, `.`).
    case invalidPlaceholder(String)
    /// `render` was given no value for the placeholder with this name.
    case unknownPlaceholder(String)
    /// A required template file is missing from the folder at this path.
    case missingTemplate(directory: String)
    /// The template file or folder cannot be read; the system's explanation.
    case unreadable(String)
  }

  /// The template's name (`dashboard` for `dashboard.html`).
  public var template: String
  /// The 1-based line, when the problem is at one.
  public var line: Int?
  /// What went wrong.
  public var reason: Reason

  /// `template "<name>", line <n>: <explanation>`.
  public var description: String {
    let place = "template \"\(template)\"" + (line.map { ", line \($0)" } ?? "")
    switch reason {
    case .unterminatedPlaceholder:
      return "\(place): \"{{\" is not closed by \"}}\" on the same line"
    case .invalidPlaceholder(let text):
      return "\(place): \"{{\(text)}}\" is not a placeholder name"
    case .unknownPlaceholder(let name):
      return "\(place): no value for placeholder {{ \(name) }}"
    case .missingTemplate(let directory):
      return "\(place): \(directory)/\(template).html is missing"
    case .unreadable(let why):
      return "\(place): cannot be read: \(why)"
    }
  }
}
