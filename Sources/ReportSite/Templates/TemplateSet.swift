import Foundation
import HealthCore

/// Every page template of a site, by name (`dashboard` for `dashboard.html`).
public struct TemplateSet: Sendable {
  /// The templates by name.
  public let templates: [String: Template]

  /// Creates a set from parsed templates; a later template replaces an earlier one of the same
  /// name.
  /// - Parameter templates: the templates.
  public init(templates: [Template]) {
    var byName: [String: Template] = [:]
    for template in templates { byName[template.name] = template }
    self.templates = byName
  }

  /// The set with every template's phrases in the reader's words (``Template/localized(_:)``).
  /// - Parameter strings: the reader's words.
  /// - Returns: the localized set.
  public func localized(_ strings: StringCatalog) -> TemplateSet {
    TemplateSet(templates: templates.values.map { $0.localized(strings) })
  }

  /// The template named `name`, or `nil`.
  /// - Parameter name: the name without `.html`.
  public subscript(name: String) -> Template? { templates[name] }

  /// The template named `name`.
  /// - Parameters:
  ///   - name: the name without `.html`.
  ///   - directory: the folder to name in the error when it is missing.
  /// - Returns: the template.
  /// - Throws: ``TemplateError/Reason/missingTemplate(directory:)``.
  public func template(named name: String, directory: String = "Templates") throws(TemplateError)
    -> Template
  {
    guard let template = templates[name] else {
      throw TemplateError(template: name, reason: .missingTemplate(directory: directory))
    }
    return template
  }

  /// Loads every `*.html` file of `resources.templatesDirectory` (not recursive; dotfiles
  /// skipped).
  /// - Parameters:
  ///   - resources: where the templates are.
  ///   - required: names that must be present (`["dashboard"]`).
  /// - Returns: every template of the folder.
  /// - Throws: ``TemplateError`` for an unreadable folder or file, a template that does not
  ///   parse, or a missing required template.
  public static func load(from resources: Resources, required: [String]) throws(TemplateError)
    -> TemplateSet
  {
    let directory = resources.templatesDirectory
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch {
      throw TemplateError(
        template: directory.lastPathComponent, reason: .unreadable(SystemErrorText.explain(error)))
    }
    var templates: [Template] = []
    for fileName in names.sorted() where fileName.hasSuffix(".html") && !fileName.hasPrefix(".") {
      let name = String(fileName.dropLast(".html".count))
      let text: String
      do {
        text = try String(
          contentsOf: directory.appendingPathComponent(fileName), encoding: .utf8)
      } catch {
        throw TemplateError(template: name, reason: .unreadable(SystemErrorText.explain(error)))
      }
      templates.append(try Template(name: name, text: text))
    }
    let set = TemplateSet(templates: templates)
    for name in required where set[name] == nil {
      throw TemplateError(template: name, reason: .missingTemplate(directory: directory.path))
    }
    return set
  }
}
