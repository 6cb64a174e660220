/// Readable names for Health Connect's exercise types.
extension WorkoutActivityName {
  /// The names of Health Connect's `exercise_type` numbers, by number: the platform's
  /// `ExerciseSessionType` (33 running, 45 strength training, 53 walking), not the Jetpack
  /// library's. The names the Health app's workouts share with these are the same keys
  /// ("Running", "Walking", "Yoga"), so both sources' workouts group and translate alike; the
  /// others are Health Connect's own activities ("Biking", "Strength Training").
  public static let healthConnectNames: [String] = [
    "Workout", "Badminton", "Baseball", "Basketball", "Biking", "Biking (Stationary)",
    "Boot Camp", "Boxing", "Calisthenics", "Cricket", "Dancing", "Exercise Class", "Fencing",
    "American Football", "Australian Football", "Frisbee", "Golf", "Guided Breathing",
    "Gymnastics", "Handball", "High-Intensity Interval Training", "Hiking", "Ice Hockey",
    "Ice Skating", "Martial Arts", "Paddling", "Paragliding", "Pilates", "Racquetball",
    "Rock Climbing", "Roller Hockey", "Rowing", "Rugby", "Running", "Running (Treadmill)",
    "Sailing", "Scuba Diving", "Skating", "Skiing", "Snowboarding", "Snowshoeing", "Soccer",
    "Softball", "Squash", "Stair Climbing", "Strength Training", "Stretching", "Surfing",
    "Swimming (Open Water)", "Swimming (Pool)", "Table Tennis", "Tennis", "Volleyball",
    "Walking", "Water Polo", "Weightlifting", "Wheelchair", "Yoga", "Other Workout",
    "Stair Climbing Machine", "Elliptical", "Rowing Machine",
  ]

  /// The readable name of a Health Connect `exercise_type`: 33 is "Running", 45 "Strength
  /// Training", 53 "Walking"; 0 (unknown) and a number this list does not know (a newer
  /// platform's) are "Workout".
  /// - Parameter exerciseType: the session's `exercise_type`.
  /// - Returns: the name.
  public static func healthConnect(exerciseType: Int) -> String {
    healthConnectNames.indices.contains(exerciseType)
      ? healthConnectNames[exerciseType] : "Workout"
  }
}
