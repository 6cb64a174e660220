/// Readable names for `HKWorkoutActivityType…` identifiers.
public enum WorkoutActivityName {
  /// The identifiers' common prefix.
  static let prefix = "HKWorkoutActivityType"

  /// Names that splitting the identifier's words would not give.
  private static let special: [String: String] = [
    "HighIntensityIntervalTraining": "HIIT",
    "MixedCardio": "Mixed Cardio",
    "CrossTraining": "Cross Training",
    "TaiChi": "Tai Chi",
    "MindAndBody": "Mind and Body",
    "PreparationAndRecovery": "Preparation and Recovery",
    "StairClimbing": "Stair Climbing",
    "SwimBikeRun": "Swim Bike Run",
    "WheelchairWalkPace": "Wheelchair Walk Pace",
    "WheelchairRunPace": "Wheelchair Run Pace",
  ]

  /// The readable name of an activity identifier: `HKWorkoutActivityTypeRunning` is "Running",
  /// `HKWorkoutActivityTypeTraditionalStrengthTraining` "Traditional Strength Training";
  /// an identifier without the prefix is split the same way ("CustomThing" → "Custom Thing");
  /// an empty one is "Workout".
  /// - Parameter identifier: the `workoutActivityType` attribute, entities decoded.
  /// - Returns: the name.
  public static func name(of identifier: String) -> String {
    var core = Substring(identifier)
    if core.hasPrefix(prefix) { core = core.dropFirst(prefix.count) }
    let trimmed = String(core.filter { !$0.isWhitespace && !$0.isNewline })
    guard !trimmed.isEmpty else { return "Workout" }
    if let known = special[trimmed] { return known }
    var words = ""
    var previous: Character?
    for character in trimmed {
      if let previous, character.isUppercase, previous.isLowercase || previous.isNumber {
        words.append(" ")
      }
      words.append(character)
      previous = character
    }
    return words
  }
}
