import HealthCore

/// The catalog keys the code passes as values rather than writes as literals: section titles,
/// metric names and units, unit names, workout activities and the nouns of empty charts. The
/// literal keys are found in the code by `bench/extract-strings.py`; these are listed in
/// `Templates/Localizable/dynamic-keys.txt`, which a test keeps equal to ``all``.
public enum LocalizedKeys {
  /// The workout activities most people record, as ``WorkoutActivityName`` names them (the
  /// Health app's), then every Health Connect activity
  /// (``WorkoutActivityName/healthConnectNames``); others are shown in English.
  static let activities =
    [
      "Workout", "Running", "Walking", "Cycling", "Swimming", "Hiking", "Yoga", "HIIT",
      "Traditional Strength Training", "Functional Strength Training", "Core Training",
      "Elliptical", "Rowing", "Dance", "Pilates", "Cooldown", "Mixed Cardio", "Cross Training",
      "Stair Climbing", "Tennis", "Soccer", "Basketball", "Golf", "Other",
    ] + WorkoutActivityName.healthConnectNames

  /// Every dynamic key, sorted and without repeats.
  public static var all: [String] {
    var keys = Set(PageLayout.Section.allCases.map(\.title))
    keys.formUnion(
      MetricKind.allCases.filter { $0.section != .rings }.flatMap { metric in
        [metric.displayName, metric.definition.shortName, metric.definition.unitLabel]
      })
    keys.formUnion(WeightUnit.allCases.flatMap { [$0.shortLabel, $0.spokenName] })
    keys.formUnion(BloodPressureCategory.allCases.flatMap { [$0.name, $0.rangeText] })
    keys.formUnion(activities)
    keys.formUnion([MetricFormat.sdnnNames.name, MetricFormat.sdnnNames.short])
    keys.formUnion([BloodPressureCategory.sourceText, SummaryPage.noteText, "steps", "weight"])
    return keys.sorted()
  }
}
