import HealthCore

/// The catalog keys the code passes as values rather than writes as literals: section titles,
/// metric names and units, unit names, workout activities and the nouns of empty charts. The
/// literal keys are found in the code by `bench/extract-strings.py`; these are listed in
/// `Templates/Localizable/dynamic-keys.txt`, which a test keeps equal to ``all``.
public enum LocalizedKeys {
  /// The workout activities most people record, as ``WorkoutActivityName`` names them; others
  /// are shown in English.
  static let activities = [
    "Workout", "Running", "Walking", "Cycling", "Swimming", "Hiking", "Yoga", "HIIT",
    "Traditional Strength Training", "Functional Strength Training", "Core Training",
    "Elliptical", "Rowing", "Dance", "Pilates", "Cooldown", "Mixed Cardio", "Cross Training",
    "Stair Climbing", "Tennis", "Soccer", "Basketball", "Golf", "Other",
  ]

  /// Every dynamic key, sorted and without repeats.
  public static var all: [String] {
    var keys: Set<String> = []
    for section in PageLayout.Section.allCases { keys.insert(section.title) }
    for metric in MetricKind.allCases {
      keys.insert(metric.displayName)
      keys.insert(metric.definition.shortName)
      keys.insert(metric.definition.unitLabel)
    }
    for unit in WeightUnit.allCases {
      keys.insert(unit.shortLabel)
      keys.insert(unit.spokenName)
    }
    for category in BloodPressureCategory.allCases {
      keys.insert(category.name)
      keys.insert(category.rangeText)
    }
    keys.insert(BloodPressureCategory.sourceText)
    keys.insert(SummaryPage.noteText)
    keys.formUnion(activities)
    keys.formUnion(["steps", "weight"])
    return keys.sorted()
  }
}
