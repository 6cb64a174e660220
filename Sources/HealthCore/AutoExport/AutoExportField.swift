/// One field of a Health Auto Export point or workout as read: absent (or `null`), a usable
/// value, or the reason it cannot be used.
enum AutoExportField<Value: Sendable>: Sendable {
  /// Not in the object, or `null`.
  case absent
  /// A usable value.
  case value(Value)
  /// Present but unusable: the reason, for the warning.
  case invalid(String)

  /// The value, `nil` when absent; throws the reason when invalid.
  func get() throws(AutoExportProblem) -> Value? {
    switch self {
    case .absent: return nil
    case .value(let value): return value
    case .invalid(let reason): throw AutoExportProblem(reason)
    }
  }

  /// Whether the field was given (usable or not).
  var isPresent: Bool {
    if case .absent = self { return false }
    return true
  }
}

extension AutoExportField where Value == Double {
  /// A number field from a JSON value: a finite number; a string, a boolean or a number that
  /// is not finite is invalid.
  init(_ value: JSONValue, key: AutoExportKey) {
    switch value {
    case .number(let number):
      if let double = number.value {
        self = .value(double)
      } else {
        self = .invalid(
          "\(key.text) is not a finite number: \(String(decoding: number.raw.prefix(24), as: UTF8.self))"
        )
      }
    case .string(let text):
      self = .invalid(
        "\(key.text) is a string (\"\(String(text.string().prefix(24)))\"), not a number")
    case .bool: self = .invalid("\(key.text) is true or false, not a number")
    case .null: self = .absent
    }
  }
}

extension AutoExportField where Value == RecordTime {
  /// A date field from a JSON value: a string in one of Health Auto Export's date forms.
  init(_ value: JSONValue, key: AutoExportKey) {
    switch value {
    case .string(let text):
      let parsed: Result<RecordTime, AutoExportProblem>
      if text.hasEscapes {
        let bytes = Array(text.string().utf8)
        parsed = bytes.withUnsafeBytes { AutoExportTime.parse($0) }
      } else {
        parsed = AutoExportTime.parse(text.raw)
      }
      switch parsed {
      case .success(let time): self = .value(time)
      case .failure(let problem): self = .invalid("\(key.text): \(problem.reason)")
      }
    case .null: self = .absent
    default: self = .invalid("\(key.text) is not a date string")
    }
  }
}

extension AutoExportField where Value == String {
  /// A text field from a JSON value: a string of at most 200 characters.
  init(_ value: JSONValue, key: AutoExportKey) {
    switch value {
    case .string(let text):
      if text.raw.count > 800 {
        self = .invalid("\(key.text) is longer than 200 characters")
      } else {
        self = .value(text.string())
      }
    case .null: self = .absent
    default: self = .invalid("\(key.text) is not a string")
    }
  }
}
