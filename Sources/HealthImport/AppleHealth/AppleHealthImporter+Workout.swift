import HealthCore

/// Reading `<Workout>` elements: the older shape with `totalDistance` and `totalEnergyBurned`
/// attributes, and the iOS 16 shape with `<WorkoutStatistics>` children.
extension AppleHealthImporter {
  /// A workout whose start tag was read and whose children may still add statistics.
  struct PendingWorkout: Sendable {
    var activity: String
    var start: RecordTime
    var minutes: Double
    var distance: Double?
    var energy: Double?
  }

  /// Reads the `Workout` start tag at `open`; a self-closing one is finished at once.
  /// - Returns: the offset after the tag, or `nil` when it is not complete in `buffer`.
  mutating func readWorkout(_ buffer: UnsafeRawBufferPointer, at open: Int, lineBase: Int)
    -> Int?
  {
    guard let tag = StartTag.read(buffer, from: open + 8) else { return nil }
    finishWorkout()
    guard !tag.malformed else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "unreadable Workout tag")
      return tag.next
    }
    switch pendingWorkout(tag, buffer) {
    case .success(let workout):
      openWorkout = workout
      if tag.selfClosing { finishWorkout() }
    case .failure(let problem):
      noteMalformed(buffer, at: open, lineBase: lineBase, problem.reason)
    }
    return tag.next
  }

  /// Reads a `WorkoutStatistics` tag inside an open workout: its distance or active energy
  /// `sum` fills what the workout's attributes did not give.
  mutating func readWorkoutStatistics(_ buffer: UnsafeRawBufferPointer, at open: Int) -> Int? {
    guard let tag = StartTag.read(buffer, from: open + 18) else { return nil }
    guard !tag.malformed, openWorkout != nil else { return tag.next }
    let type = tag.value("type", in: buffer)
    let sum = tag.value("sum", in: buffer)
    guard type.0 >= 0, sum.0 >= 0,
      let value = ByteNumber.parse(buffer, offset: sum.0, length: sum.1)
    else { return tag.next }
    let unit = tag.value("unit", in: buffer)
    if ByteText.matches("HKQuantityTypeIdentifierDistance", in: buffer, at: type.0),
      let km = AppleHealthImporter.converted(value, unit, buffer, to: .walkingDistance)
    {
      if openWorkout?.distance == nil { openWorkout?.distance = km }
    } else if type.1 == 42,
      ByteText.matches("HKQuantityTypeIdentifierActiveEnergyBurned", in: buffer, at: type.0),
      let kcal = AppleHealthImporter.converted(value, unit, buffer, to: .activeEnergy)
    {
      if openWorkout?.energy == nil { openWorkout?.energy = kcal }
    }
    return tag.next
  }

  /// Adds the open workout, if any, to the workouts.
  mutating func finishWorkout() {
    guard let pending = openWorkout else { return }
    openWorkout = nil
    counts.recordsRead += 1
    workouts.append(
      Workout(
        activity: pending.activity, date: LocalDate(dayNumber: pending.start.dayNumber),
        start: pending.start.seconds, startOffset: pending.start.offset,
        minutes: pending.minutes, distance: pending.distance, energy: pending.energy))
  }

  /// The workout a start tag describes, or why it is malformed: no start date, a date outside
  /// the supported window, no usable duration, or one longer than a day.
  func pendingWorkout(_ tag: StartTag, _ buffer: UnsafeRawBufferPointer) -> Result<
    PendingWorkout, Malformed
  > {
    let startRange = tag.value("startDate", in: buffer)
    var cache = RecordTime.DayCache()
    guard
      let start = RecordTime(buffer, offset: startRange.0, length: startRange.1, cache: &cache)
    else {
      return .failure(Malformed(reason: "Workout without a readable startDate"))
    }
    guard LocalDate(dayNumber: start.dayNumber).isSupported else {
      return .failure(
        Malformed(reason: "Workout with a startDate outside \(LocalDate.supportedRangeText)"))
    }
    var minutes: Double?
    let duration = tag.value("duration", in: buffer)
    if duration.0 >= 0, let value = ByteNumber.parse(buffer, offset: duration.0, length: duration.1)
    {
      let unit = tag.value("durationUnit", in: buffer)
      minutes = AppleHealthImporter.converted(value, unit, buffer, to: .exerciseMinutes)
    } else {
      let endRange = tag.value("endDate", in: buffer)
      if let end = RecordTime(buffer, offset: endRange.0, length: endRange.1, cache: &cache) {
        minutes = Double(end.seconds - start.seconds) / 60
      }
    }
    guard let minutes, minutes.isFinite, minutes >= 0, minutes <= Workout.longestMinutes else {
      return .failure(
        Malformed(reason: "Workout without a duration, or one longer than a day"))
    }
    let type = tag.value("workoutActivityType", in: buffer)
    let identifier =
      type.0 >= 0
      ? XMLEntities.decode(
        Array(UnsafeRawBufferPointer(rebasing: buffer[type.0..<(type.0 + type.1)])))
      : ""
    var workout = PendingWorkout(
      activity: WorkoutActivityName.name(of: identifier), start: start, minutes: minutes,
      distance: nil, energy: nil)
    let distance = tag.value("totalDistance", in: buffer)
    if distance.0 >= 0, let value = ByteNumber.parse(buffer, offset: distance.0, length: distance.1)
    {
      workout.distance = AppleHealthImporter.converted(
        value, tag.value("totalDistanceUnit", in: buffer), buffer, to: .walkingDistance)
    }
    let energy = tag.value("totalEnergyBurned", in: buffer)
    if energy.0 >= 0, let value = ByteNumber.parse(buffer, offset: energy.0, length: energy.1) {
      workout.energy = AppleHealthImporter.converted(
        value, tag.value("totalEnergyBurnedUnit", in: buffer), buffer, to: .activeEnergy)
    }
    return .success(workout)
  }

  /// `value` in the unit at `unit` converted to `metric`'s canonical unit, or `nil` for an
  /// unknown unit or an implausible result.
  static func converted(
    _ value: Double, _ unit: (Int, Int), _ buffer: UnsafeRawBufferPointer, to metric: MetricKind
  ) -> Double? {
    let type = RecordType(metric: metric, slot: metric.index)
    guard
      let conversion = type.conversion(
        unit: buffer, offset: max(0, unit.0), length: max(0, unit.1))
    else { return nil }
    let result = conversion.apply(value)
    return result.isFinite && result >= 0 && metric.isPlausible(result) ? result : nil
  }
}
