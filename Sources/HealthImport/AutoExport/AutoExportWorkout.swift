import HealthCore

/// A `{"qty": 5.1, "units": "km"}` object of a workout (its `distance` or
/// `activeEnergyBurned`).
struct AutoExportQuantity: Sendable {
  /// The workout key the object belongs to.
  var key: AutoExportKey?
  var seen: UInt32 = 0
  var qty = AutoExportField<Double>.absent
  var units = AutoExportField<String>.absent

  /// Stores a key's value.
  mutating func set(_ key: AutoExportKey, _ value: JSONValue, problems: inout AutoExportProblems) {
    switch key {
    case .qty: qty = AutoExportField(value, key: key, problems: &problems)
    case .units: units = AutoExportField(value, key: key, problems: &problems)
    default: break
    }
  }
}

/// The fields of one workout (export version 2): `name`, `start`, `end`, `duration` in
/// seconds, and optional `distance` and `activeEnergyBurned`.
struct AutoExportWorkoutFields: Sendable {
  var line = 1
  var seen: UInt32 = 0
  var name = AutoExportField<String>.absent
  var start = AutoExportField<RecordTime>.absent
  var end = AutoExportField<RecordTime>.absent
  var duration = AutoExportField<Double>.absent
  var distance: AutoExportQuantity?
  var energy: AutoExportQuantity?

  /// Stores a key's value.
  mutating func set(
    _ key: AutoExportKey, _ value: JSONValue, problems: inout AutoExportProblems,
    times: inout AutoExportTimeCache
  ) {
    switch key {
    case .name: name = AutoExportField(value, key: key, problems: &problems)
    case .start: start = AutoExportField(value, key: key, problems: &problems, times: &times)
    case .end: end = AutoExportField(value, key: key, problems: &problems, times: &times)
    case .duration: duration = AutoExportField(value, key: key, problems: &problems)
    default: break
    }
  }
}

/// Workouts in a Health Auto Export file.
extension AutoExportReader {
  /// A `{qty, units}` object inside a workout has ended.
  mutating func endQuantity() {
    switch quantity.key {
    case .distance?: workout.distance = quantity
    case .activeEnergyBurned?: workout.energy = quantity
    default: break
    }
  }

  /// A workout's object has ended: it is kept, or skipped with a warning.
  mutating func endWorkout() {
    do throws(AutoExportProblem) {
      guard let start = try workout.start.get() else {
        throw AutoExportProblem("a workout needs \"start\"")
      }
      let minutes: Double
      if let seconds = try workout.duration.get() {
        minutes = seconds / 60
      } else if let end = try workout.end.get() {
        minutes = Double(end.seconds - start.seconds) / 60
      } else {
        throw AutoExportProblem("a workout needs \"duration\" or \"end\"")
      }
      guard minutes >= 0, minutes <= Workout.longestMinutes else {
        throw AutoExportProblem(
          "implausible duration \(DecimalText.format(minutes, decimals: 1)) minutes (outside 0"
            + " to 24 hours)")
      }
      let activity = (try? workout.name.get()) ?? nil
      workouts.append(
        Workout(
          activity: activity.flatMap { $0.isEmpty ? nil : $0 } ?? "Workout",
          date: LocalDate(dayNumber: start.dayNumber), start: start.seconds,
          startOffset: start.offset, minutes: minutes,
          distance: figure(workout.distance, as: .walkingDistance),
          energy: figure(workout.energy, as: .activeEnergy)))
      summary.workoutsRead += 1
    } catch {
      bad(line: workout.line, "workout: \(error.text(in: problems)); skipped")
    }
    problems.removeAll()
  }

  /// A workout's distance or energy in `metric`'s canonical unit; `nil` (with a warning, the
  /// workout kept) when it is missing, in an unknown unit or implausible.
  private mutating func figure(_ quantity: AutoExportQuantity?, as metric: MetricKind) -> Double? {
    guard let quantity, let qty = try? quantity.qty.get() else { return nil }
    let unit = (try? quantity.units.get()) ?? nil
    let key = quantity.key?.text ?? "quantity"
    guard let unit, let conversion = metric.definition.conversion(unit: unit) else {
      warnings.note(
        path: path, line: workout.line,
        "workout: \(key) in \(unit.map { "unknown unit \(DiagnosticText.quoted($0))" } ?? "no unit"); left out"
      )
      return nil
    }
    let value = conversion.apply(qty)
    guard metric.isPlausible(value) else {
      warnings.note(
        path: path, line: workout.line,
        "workout: implausible \(key) \(DecimalText.format(qty, decimals: 3))\(metric.rangeText);"
          + " left out")
      return nil
    }
    return value
  }
}
