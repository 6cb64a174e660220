import Foundation
import HealthCore
import HealthImport
import ReportSite

/// The settings file `healthreport.json` in the current folder: defaults for the options of
/// `build`, `email`, `chart`, `add` and `import`. An option on the command line overrides the file.
///
/// One flat JSON object; every key is optional. Unknown keys and values of the wrong type are
/// errors naming the key and its 1-based line (exit 65).
struct ToolConfig: Sendable, Equatable {
  /// The file's name.
  static let fileName = "healthreport.json"

  /// One setting: its key, the option it stands for in each command, and its default.
  struct Setting: Sendable {
    /// The JSON key.
    var key: String
    /// The option per command name (`["build": "--out"]`).
    var options: [String: String]
    /// The default written by `init` (a JSON value's text).
    var defaultJSON: String
    /// Whether the value is a number (else a string).
    var isNumber = false
    /// The values allowed, when they are a fixed set; for a number, the words it also takes
    /// (`"all"`).
    var choices: [String] = []
    /// Whether the value is `true` or `false`, standing for a flag given when `true`.
    var isBoolean = false
    /// What `help init` says of the value, when its choices do not say it.
    var help: String? = nil

    /// The setting as `help init` lists it: `units (metric|us|uk|lb|kg|st)`.
    var summary: String {
      let words = help ?? (choices.isEmpty || isNumber ? nil : choices.joined(separator: "|"))
      return key + (words.map { " (\($0))" } ?? "")
    }
  }

  /// Every setting, in the order `init` writes them.
  static let settings: [Setting] = [
    // Not set by default: the title is "Dashboard" in the reader's language.
    Setting(key: "title", options: ["build": "--title"], defaultJSON: "\"\""),
    // Not an option: the environment carries it, as it yields to an export's own locale.
    Setting(key: "locale", options: [:], defaultJSON: "\"\"", help: "a BCP 47 tag"),
    Setting(
      key: "units",
      options: [
        "build": "--units", "email": "--units", "chart": "--units", "add": "--unit",
      ],
      defaultJSON: "\"\"", choices: ["metric", "us", "uk", "lb", "kg", "st"]),
    Setting(
      key: "goal_weight",
      options: [
        "build": "--goal-weight", "email": "--goal-weight", "chart": "--goal-weight",
      ],
      defaultJSON: "null", isNumber: true, help: "in the weight unit"),
    Setting(
      key: "steps_goal",
      options: [
        "build": "--steps-goal", "email": "--steps-goal", "chart": "--steps-goal",
      ],
      defaultJSON: "10000", isNumber: true),
    Setting(
      key: "week_start",
      options: [
        "build": "--week-start", "email": "--week-start", "chart": "--week-start",
      ],
      defaultJSON: "\"\"", choices: ["sunday", "monday"]),
    Setting(
      key: "glucose_unit",
      options: ["build": "--glucose-unit", "email": "--glucose-unit", "chart": "--glucose-unit"],
      defaultJSON: "\"\"",
      choices: ["mg/dL", "mmol/L"]),
    Setting(key: "base_url", options: ["build": "--base-url"], defaultJSON: "\"\""),
    Setting(
      key: "private", options: ["build": "--private"], defaultJSON: "false", isBoolean: true,
      help: "true: build needs a passphrase"),
    Setting(
      key: "indexable", options: ["build": "--indexable"], defaultJSON: "false", isBoolean: true,
      help: "true|false"),
    Setting(
      key: "annotated_weeks", options: ["build": "--annotated-weeks"],
      defaultJSON: String(SiteOptions.defaultAnnotatedWeeks), isNumber: true, choices: ["all"],
      help: "a number of weeks or all"),
    Setting(
      key: "output", options: ["build": "--out"], defaultJSON: "\"site\"", help: "build's --out"),
    Setting(
      // Not set by default: the default store is used when it exists, and a bare run without
      // one still builds the demo (a set store must exist, as `--store`).
      key: "store",
      options: [
        "build": "--store", "email": "--store", "chart": "--store", "add": "--store",
        "import": "--store",
      ],
      defaultJSON: "\"\""),
    Setting(key: "email_from", options: ["email": "--from"], defaultJSON: "\"\""),
    Setting(key: "email_to", options: ["email": "--to"], defaultJSON: "\"\""),
    Setting(key: "email_subject", options: ["email": "--subject"], defaultJSON: "\"\""),
  ]

  /// The values given, as option text, by key (empty strings are left out: "not set").
  var values: [String: String] = [:]
  /// The 1-based line of each key given a value, for errors about the value.
  var lines: [String: Int] = [:]

  /// The file `init` writes: every setting with its default.
  static var defaultText: String {
    let lines = settings.map { "  \"\($0.key)\": \($0.defaultJSON)" }
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  /// Reads `healthreport.json` in `folder`, if there is one.
  /// - Parameter folder: the current folder.
  /// - Returns: the settings; empty when there is no file.
  /// - Throws: ``ParseError`` naming the file and the line of the bad key.
  static func load(in folder: URL) throws(ParseError) -> ToolConfig {
    let url = folder.appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: url.path) else { return ToolConfig() }
    return try parse(String(decoding: data, as: UTF8.self), path: fileName)
  }

  /// Parses the file's text.
  /// - Parameters:
  ///   - text: the JSON text.
  ///   - path: the file's name, for errors.
  /// - Returns: the settings.
  /// - Throws: ``ParseError`` for bad JSON, an unknown key or a value of the wrong type.
  static func parse(_ text: String, path: String) throws(ParseError) -> ToolConfig {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [])
    } catch {
      throw syntaxError(in: text, path: path)
    }
    guard let dictionary = object as? [String: Any] else {
      throw ParseError(path: path, line: 1, reason: .invalidContent("must be one JSON object"))
    }
    var config = ToolConfig()
    // Each key's lines, found once: the keys are read in the file's order.
    let keyPlaces = Dictionary(
      uniqueKeysWithValues: dictionary.keys.map { ($0, keyLines(of: $0, in: text)) })
    func line(_ key: String) -> Int { keyPlaces[key]?.first ?? 1 }
    for key in dictionary.keys.sorted(by: { line($0) < line($1) }) {
      let places = keyPlaces[key] ?? []
      let place = line(key)
      guard let setting = settings.first(where: { $0.key == key }) else {
        let hint = Suggestion.hint(for: key, among: settings.map(\.key))
        throw ParseError(
          path: path, line: place,
          reason: .invalidContent("unknown key \(OptionValue.quoted(key))\(hint)"))
      }
      // JSON keeps the last of a key given twice, silently; the command line refuses an option
      // given twice, and so does the file.
      if places.count > 1 {
        throw ParseError(
          path: path, line: places[1],
          reason: .invalidContent("\(key) is given twice (lines \(places[0]) and \(places[1]))"))
      }
      let value = dictionary[key]
      // `null` leaves a number unset (`init` writes the goal weight so: its default follows
      // the units, 155 lb or 70 kg), and so does an empty string, as for every setting.
      if setting.isNumber, value is NSNull || (value as? String)?.isEmpty == true { continue }
      let kind = rawKind(of: key, in: text)
      let text: String
      if setting.isBoolean {
        guard let flag = value as? Bool, kind == .other else {
          throw ParseError(
            path: path, line: place, reason: .invalidContent("\(key) must be true or false"))
        }
        if flag {
          config.values[key] = "true"
          config.lines[key] = place
        }
        continue
      } else if setting.isNumber, kind == .string, let word = value as? String,
        setting.choices.contains(word.lowercased())
      {
        text = word.lowercased()
      } else if setting.isNumber {
        guard kind == .number, let number = value as? NSNumber else {
          let words = setting.choices.map { " or " + OptionValue.quoted($0) }.joined()
          throw ParseError(
            path: path, line: place, reason: .invalidContent("\(key) must be a number\(words)"))
        }
        text = DecimalText.format(number.doubleValue, decimals: 3)
      } else {
        guard kind == .string, let string = value as? String else {
          throw ParseError(
            path: path, line: place, reason: .invalidContent("\(key) must be a string"))
        }
        // A choice in any case, as on the command line ("Monday", "METRIC").
        text = setting.choices.first { $0.lowercased() == string.lowercased() } ?? string
      }
      // A number's choices are the words it takes besides numbers, checked above.
      guard
        setting.isNumber || setting.choices.isEmpty || text.isEmpty
          || setting.choices.contains(text)
      else {
        throw ParseError(
          path: path, line: place,
          reason: .invalidContent(
            "\(key) must be \(OptionValue.either(setting.choices)), not"
              + " \(OptionValue.quoted(text))"))
      }
      if key == "locale", !text.isEmpty, !ReportLocale.isKnown(text) {
        throw ParseError(
          path: path, line: place,
          reason: .invalidContent(
            "locale must be a language tag such as en-US, de-DE or ko-KR, not"
              + " \(OptionValue.quoted(text))"))
      }
      if !text.isEmpty {
        config.values[key] = text
        config.lines[key] = place
      }
    }
    return config
  }

  /// The error of the file's line for a usage error that a setting's value caused: the value
  /// was given to `command` as its option (see ``arguments(for:given:variables:)``), and the
  /// command's check names that option at the start of `error`'s sentence (`--steps-goal must
  /// be …`). The sentence is kept, with the key in place of the option.
  /// - Parameters:
  ///   - error: the usage error of the command's arguments.
  ///   - added: the arguments the settings added (``arguments(for:given:variables:)``).
  ///   - command: the command's name.
  /// - Returns: the error at the setting's line (exit 65), or `nil` when no setting caused it.
  func blame(_ error: CLIError, added: [String], command: String) -> ParseError? {
    let message = error.description
    for setting in Self.settings {
      guard let option = setting.options[command], let line = lines[setting.key],
        added.contains(where: { $0 == option || $0.hasPrefix(option + "=") }),
        message.hasPrefix(option + " ")
      else { continue }
      return ParseError(
        path: Self.fileName, line: line,
        reason: .invalidContent(setting.key + message.dropFirst(option.count)))
    }
    return nil
  }

  /// The error for text that is not JSON, at the line where the strict scanner of the Health
  /// Auto Export files stops (`JSONSerialization` gives only a character offset, and on some
  /// platforms not even that); "not valid JSON" alone when that scanner reads it (a number too
  /// large for a `Double`, such as `1e400`).
  static func syntaxError(in text: String, path: String) -> ParseError {
    // The scanner's reason starts "not valid JSON at byte N:".
    JSONSyntax.firstError(in: Array(text.utf8), path: path)
      ?? ParseError(path: path, reason: .invalidContent("not valid JSON"))
  }

  /// Where `"key"` is written as a key in `text`, in order: the position right after its
  /// closing quote, for each one followed (across spaces and line breaks) by `:`. A key inside a
  /// string value is preceded by a backslash (`\"key\"`) and not counted.
  static func keyEnds(of key: String, in text: String) -> [String.Index] {
    let needle = "\"\(key)\""
    var found: [String.Index] = []
    var rest = text[...]
    while let range = rest.range(of: needle) {
      let after = text[range.upperBound...].drop { $0.isWhitespace }
      if text[..<range.lowerBound].last != "\\", after.first == ":" {
        found.append(range.upperBound)
      }
      rest = text[range.upperBound...]
    }
    return found
  }

  /// The 1-based lines where `"key"` is written as a key (``keyEnds(of:in:)``), in order.
  /// Line feeds are counted as scalars, so a file saved with `\r\n` (one `Character`) counts
  /// its lines too.
  static func keyLines(of key: String, in text: String) -> [Int] {
    keyEnds(of: key, in: text).map { end in
      text[..<end].unicodeScalars.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
  }

  /// The JSON type of a value as written.
  enum RawKind { case string, number, other }

  /// The type of the value written after `"key":` in `text` (the first key,
  /// ``keyEnds(of:in:)``), judged by its first character (`JSONSerialization` turns `true` into a
  /// number on some platforms).
  static func rawKind(of key: String, in text: String) -> RawKind {
    guard let end = keyEnds(of: key, in: text).first else { return .other }
    let value = text[end...].drop { $0.isWhitespace }.dropFirst().drop { $0.isWhitespace }
    guard let first = value.first else { return .other }
    if first == "\"" { return .string }
    return first == "-" || first.isNumber ? .number : .other
  }

  /// The arguments the settings add to `command`'s: one `--option value` per setting the
  /// command has and the user did not give.
  /// - Parameters:
  ///   - command: the command's name.
  ///   - given: the user's arguments.
  ///   - variables: the environment variables; `HEALTHREPORT_STORE` overrides the `store`
  ///     setting.
  /// - Returns: the extra arguments, to put before the user's.
  func arguments(
    for command: String, given: [String], variables: [String: String] = [:]
  ) -> [String] {
    var result: [String] = []
    for setting in Self.settings {
      guard let option = setting.options[command], let value = values[setting.key] else {
        continue
      }
      let mentioned = given.contains { $0 == option || $0.hasPrefix(option + "=") }
      if mentioned { continue }
      // `add steps` takes no unit.
      if option == "--unit", !given.contains("weight") { continue }
      // A store or input on the command line replaces the configured store.
      if option == "--store",
        given.contains(where: { ["--demo", "--input"].contains($0) })
          || !(variables[StoreLocation.variable] ?? "").isEmpty
      {
        continue
      }
      if setting.isBoolean {
        result.append(option)
        continue
      }
      // `add --unit` takes a weight unit: a system of measures gives its own.
      if option == "--unit", let system = UnitSystem(rawValue: value) {
        result += ["--unit=\(DisplayUnits.of(system).weight.rawValue)"]
        continue
      }
      result += ["\(option)=\(goalWeight(value, option: option, given: given))"]
    }
    return result
  }

  /// `value` converted to the unit given on the command line when `option` is `--goal-weight`
  /// and `--units` there differs from the file's `units` (the file's goal is in its own
  /// units): `"goal_weight": 155` with `"units": "lb"` and `--units kg` is 70.307 kg.
  /// - Parameters:
  ///   - value: the setting's value as option text.
  ///   - option: the option it is given as.
  ///   - given: the user's arguments.
  /// - Returns: the value to give, converted when needed.
  func goalWeight(_ value: String, option: String, given: [String]) -> String {
    guard option == "--goal-weight", let goal = Double(value),
      let fileUnit = WeightUnit(rawValue: values["units"] ?? WeightUnit.pounds.rawValue),
      let index = given.lastIndex(where: { $0 == "--units" || $0.hasPrefix("--units=") })
    else { return value }
    let text =
      given[index].hasPrefix("--units=")
      ? String(given[index].dropFirst("--units=".count))
      : index + 1 < given.count ? given[index + 1] : ""
    guard let unit = WeightUnit(rawValue: text), unit != fileUnit else { return value }
    return DecimalText.format(
      unit.value(fromKilograms: fileUnit.kilograms(from: goal)), decimals: 3)
  }
}
