import HealthCore

/// `healthreport add`: validates one value and appends it to the store's `manual.csv`, or
/// deletes a day's manual entries of a metric; the store is untouched when anything is wrong.
struct AddCommand {
  /// The options.
  var arguments: AddArguments
  /// The process's streams, clock and current folder.
  var environment: CLIEnvironment

  /// Runs the command and prints one line saying what was done.
  /// - Throws: ``InvalidEntryError``, ``StoreError`` or ``ParseError`` (a damaged store).
  func run() throws {
    let date = try day()
    let store = StoreLocation.store(option: arguments.store, environment: environment)
    guard let text = arguments.value else {
      try delete(on: date, from: store)
      return
    }
    let value = try Self.validate(text, metric: arguments.metric, unit: arguments.unit)
    let entry = ManualEntry(
      date: date, metric: arguments.metric, value: value,
      unit: arguments.metric == .bodyMass ? arguments.unit : nil,
      added: ManualEntry.addedText(for: environment.clock()))
    try store.withLock {
      try store.appendManual(entry)
    }
    let shown = DecimalText.format(value, decimals: 2)
    let what =
      arguments.metric == .steps
      ? "\(shown) steps" : "a weight of \(shown) \(arguments.unit.rawValue)"
    environment.printResult("Added \(what) on \(date.isoString) to \(store.displayPath)")
  }

  /// Deletes the manual entries of the metric on `date`.
  func delete(on date: LocalDate, from store: StoreFolder) throws {
    let name = arguments.metric == .steps ? "steps" : "weight"
    guard store.exists else {
      throw InvalidEntryError(
        title: "Nothing to delete", reason: "there is no store at \(store.displayPath)")
    }
    let removed = try store.withLock { () throws -> Int in
      let entries = try store.readManual()
      let kept = entries.filter { $0.date != date || $0.metric != arguments.metric }
      guard kept.count < entries.count else { return 0 }
      try store.writeManual(kept)
      return entries.count - kept.count
    }
    guard removed > 0 else {
      throw InvalidEntryError(
        title: "Nothing to delete",
        reason: "no \(name) entry was added by hand on \(date.isoString)")
    }
    environment.printResult(
      "Deleted \(removed) \(name) \(removed == 1 ? "entry" : "entries") of \(date.isoString)"
        + " from \(store.displayPath)")
  }

  /// The entry's day: `--date`, or today.
  /// - Throws: ``InvalidEntryError`` for text that is not a real calendar date, a day outside
  ///   the supported range, or a day after today.
  func day() throws(InvalidEntryError) -> LocalDate {
    let today = environment.today
    guard let text = arguments.date else { return today }
    guard let date = LocalDate(iso: text) else {
      let shaped =
        text.count == 10
        && text.enumerated().allSatisfy { index, character in
          index == 4 || index == 7 ? character == "-" : character.isASCII && character.isNumber
        }
      throw InvalidEntryError(
        title: "Invalid date",
        reason: shaped
          ? "\(text) is not a real calendar date"
          : "the date must be YYYY-MM-DD, not \(OptionValue.quoted(text))")
    }
    guard date.isSupported else {
      throw InvalidEntryError(
        title: "Invalid date",
        reason: "the date must be from \(LocalDate.supportedRangeText), not \(text)")
    }
    guard date <= today else {
      throw InvalidEntryError(
        title: "Invalid date",
        reason: "\(text) is in the future (today is \(today.isoString))")
    }
    return date
  }

  /// The value typed for `metric`, checked as the reference app does.
  /// - Parameters:
  ///   - text: the value as typed.
  ///   - metric: `.steps` or `.bodyMass`.
  ///   - unit: the weight's unit.
  /// - Returns: the value (a step count, or a mass in `unit`).
  /// - Throws: ``InvalidEntryError`` titled "Invalid value".
  static func validate(
    _ text: String, metric: MetricKind, unit: WeightUnit
  ) throws(InvalidEntryError) -> Double {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let digitsOnly = { (part: Substring) in
      !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber }
    }
    if metric == .steps {
      guard parts.count == 1, digitsOnly(parts[0]), let steps = Int(text), steps > 0 else {
        throw invalid(
          "steps must be a whole number greater than 0, not \(OptionValue.quoted(text))")
      }
      let limit = Int(metric.plausibleRange.upperBound)
      guard steps <= limit else {
        throw invalid("steps must be at most \(limit) a day, not \(text)")
      }
      return Double(steps)
    }
    guard (1...2).contains(parts.count), digitsOnly(parts[0]),
      parts.count == 1 || (digitsOnly(parts[1]) && parts[1].count <= 2),
      let weight = Double(text), weight > 0
    else {
      throw invalid(
        "weight must be a number greater than 0 with at most two decimals, not"
          + " \(OptionValue.quoted(text))")
    }
    let range = metric.plausibleRange
    guard range.contains(unit.kilograms(from: weight)) else {
      let low = DecimalText.format(unit.value(fromKilograms: range.lowerBound), decimals: 1)
      let high = DecimalText.format(unit.value(fromKilograms: range.upperBound), decimals: 1)
      throw invalid("weight must be from \(low) to \(high) \(unit.rawValue), not \(text)")
    }
    return weight
  }

  /// An "Invalid value" error with `reason`.
  static func invalid(_ reason: String) -> InvalidEntryError {
    InvalidEntryError(title: "Invalid value", reason: reason)
  }
}
