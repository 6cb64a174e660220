/// The allow-listed `Record` types the importer reads, matched on raw bytes.
enum RecordType: Int, Sendable, CaseIterable {
  /// `HKQuantityTypeIdentifierStepCount` (count).
  case steps
  /// `HKQuantityTypeIdentifierBodyMass` (lb, kg, g, st, oz).
  case bodyMass
  /// `HKQuantityTypeIdentifierDistanceWalkingRunning` (km, m, mi, yd, ft).
  case distance
  /// `HKQuantityTypeIdentifierActiveEnergyBurned` (kcal, Cal, kJ, cal, J).
  case activeEnergy
  /// `HKQuantityTypeIdentifierAppleExerciseTime` (min, s, hr).
  case exerciseTime
  /// `HKQuantityTypeIdentifierHeartRate` (count/min, count/s).
  case heartRate

  /// The metric the type feeds.
  var metric: MetricKind {
    switch self {
    case .steps: return .steps
    case .bodyMass: return .bodyMass
    case .distance: return .walkingDistance
    case .activeEnergy: return .activeEnergy
    case .exerciseTime: return .exerciseMinutes
    case .heartRate: return .heartRate
    }
  }

  /// The allow-listed type written at `buffer[offset..<offset+length]`, or `nil` for any other
  /// type. A few length checks and at most two `memcmp`s; no `String` is made.
  static func match(_ buffer: UnsafeRawBufferPointer, offset: Int, length: Int) -> RecordType? {
    let prefixLength = 24
    guard length > prefixLength, offset + length <= buffer.count,
      ByteText.matches("HKQuantityTypeIdentifier", in: buffer, at: offset)
    else { return nil }
    let suffix = offset + prefixLength
    switch length - prefixLength {
    case 9:
      if ByteText.matches("StepCount", in: buffer, at: suffix) { return .steps }
      if ByteText.matches("HeartRate", in: buffer, at: suffix) { return .heartRate }
    case 8:
      if ByteText.matches("BodyMass", in: buffer, at: suffix) { return .bodyMass }
    case 22:
      if ByteText.matches("DistanceWalkingRunning", in: buffer, at: suffix) { return .distance }
    case 18:
      if ByteText.matches("ActiveEnergyBurned", in: buffer, at: suffix) { return .activeEnergy }
    case 17:
      if ByteText.matches("AppleExerciseTime", in: buffer, at: suffix) { return .exerciseTime }
    default:
      break
    }
    return nil
  }

  /// The factor that converts a value in the unit at `buffer[offset..<offset+length]` to the
  /// metric's canonical unit (count, kg, km, kcal, minutes, bpm); `nil` for an unknown unit.
  /// A missing unit (`length == 0`) is read as the canonical unit.
  func factor(unit buffer: UnsafeRawBufferPointer, offset: Int, length: Int) -> Double? {
    if length == 0 { return 1 }
    func isUnit(_ literal: StaticString) -> Bool {
      literal.utf8CodeUnitCount == length && ByteText.matches(literal, in: buffer, at: offset)
    }
    switch self {
    case .steps:
      return isUnit("count") ? 1 : nil
    case .bodyMass:
      if isUnit("kg") { return 1 }
      if isUnit("lb") { return WeightUnit.kilogramsPerPound }
      if isUnit("g") { return 0.001 }
      if isUnit("st") { return 14 * WeightUnit.kilogramsPerPound }
      if isUnit("oz") { return WeightUnit.kilogramsPerPound / 16 }
      return nil
    case .distance:
      if isUnit("km") { return 1 }
      if isUnit("mi") { return 1.609_344 }
      if isUnit("m") { return 0.001 }
      if isUnit("yd") { return 0.000_914_4 }
      if isUnit("ft") { return 0.000_304_8 }
      return nil
    case .activeEnergy:
      if isUnit("kcal") || isUnit("Cal") { return 1 }
      if isUnit("kJ") { return 1 / 4.184 }
      if isUnit("cal") { return 0.001 }
      if isUnit("J") { return 1 / 4184 }
      return nil
    case .exerciseTime:
      if isUnit("min") { return 1 }
      if isUnit("s") { return 1.0 / 60 }
      if isUnit("hr") { return 60 }
      return nil
    case .heartRate:
      if isUnit("count/min") { return 1 }
      if isUnit("count/s") { return 60 }
      return nil
    }
  }
}
