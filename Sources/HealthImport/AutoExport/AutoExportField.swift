import HealthCore

/// One field of a Health Auto Export point or workout as read: absent (or `null`), a usable
/// value, or unusable. An unusable field's reason is kept in the reader's list of problems
/// (``AutoExportProblems``), so a point of numbers and dates stays a plain value that copies
/// without reference counting: millions of points go through it.
enum AutoExportField<Value: Sendable>: Sendable {
  /// Not in the object, or `null`.
  case absent
  /// A usable value.
  case value(Value)
  /// Present but unusable: the reason's place in the reader's problems.
  case invalid(Int32)

  /// The value, `nil` when absent; throws the reason's place when invalid.
  func get() throws(AutoExportProblem) -> Value? {
    switch self {
    case .absent: return nil
    case .value(let value): return value
    case .invalid(let index): throw AutoExportProblem.stored(index)
    }
  }

  /// Whether the field was given (usable or not).
  var isPresent: Bool {
    if case .absent = self { return false }
    return true
  }
}

extension AutoExportField {
  /// An unusable field, its reason kept in `problems`.
  static func unusable(_ reason: String, in problems: inout AutoExportProblems) -> Self {
    .invalid(problems.keep(reason))
  }
}

extension AutoExportField where Value == Double {
  /// A number field from a JSON value: a finite number; a string, a boolean or a number that
  /// is not finite is invalid.
  init(_ value: JSONValue, key: AutoExportKey, problems: inout AutoExportProblems) {
    switch value {
    case .number(let number):
      if let double = number.value {
        self = .value(double)
      } else {
        self = .unusable(
          "\(key.text) is not a finite number: \(DiagnosticText.quoted(utf8: number.raw))",
          in: &problems)
      }
    case .string(let text):
      self = .unusable(
        "\(key.text) is a string (\(DiagnosticText.quoted(text.string()))), not a number",
        in: &problems)
    case .bool: self = .unusable("\(key.text) is true or false, not a number", in: &problems)
    case .null: self = .absent
    }
  }
}

extension AutoExportField where Value == RecordTime {
  /// A date field from a JSON value: a string in one of Health Auto Export's date forms.
  /// - Parameters:
  ///   - value: the JSON value.
  ///   - key: its key, for the reason.
  ///   - problems: where the reason of an unusable field goes.
  ///   - times: the dates read before (``AutoExportTimeCache``).
  init(
    _ value: JSONValue, key: AutoExportKey, problems: inout AutoExportProblems,
    times: inout AutoExportTimeCache
  ) {
    switch value {
    case .string(let text):
      let parsed: Result<RecordTime, AutoExportProblem>
      if text.hasEscapes {
        let bytes = Array(text.string().utf8)
        parsed = bytes.withUnsafeBytes { AutoExportTime.parse($0) }
      } else {
        parsed = times.parse(text.raw)
      }
      switch parsed {
      case .success(let time): self = .value(time)
      case .failure(let problem):
        self = .unusable("\(key.text): \(problem.text(in: problems))", in: &problems)
      }
    case .null: self = .absent
    default: self = .unusable("\(key.text) is not a date string", in: &problems)
    }
  }
}

extension AutoExportField where Value == String {
  /// A text field from a JSON value: a string of at most 800 bytes.
  init(_ value: JSONValue, key: AutoExportKey, problems: inout AutoExportProblems) {
    switch value {
    case .string(let text):
      if text.raw.count > 800 {
        self = .unusable("\(key.text) is longer than 800 bytes", in: &problems)
      } else {
        self = .value(text.string())
      }
    case .null: self = .absent
    default: self = .unusable("\(key.text) is not a string", in: &problems)
    }
  }
}

extension AutoExportField where Value == SleepStage {
  /// A sleep sample's `value` (`In Bed`, `Asleep`, `Core`, …).
  init(_ value: JSONValue, key: AutoExportKey, problems: inout AutoExportProblems) {
    guard case .string(let text) = value else {
      self =
        value.isNull ? .absent : .unusable("\(key.text) is not a string", in: &problems)
      return
    }
    let name = text.string()
    // Only its first 40 characters are matched: a stage name is short, and a huge value is
    // not lower-cased whole.
    if let stage = SleepStage(autoExportValue: String(name.prefix(40))) {
      self = .value(stage)
    } else {
      self = .unusable(
        "unknown sleep value \(DiagnosticText.quoted(name)) (expected In Bed, Asleep, Awake, Core, Deep, REM or"
          + " Unspecified)", in: &problems)
    }
  }
}

extension JSONValue {
  /// Whether the value is `null`.
  var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}
