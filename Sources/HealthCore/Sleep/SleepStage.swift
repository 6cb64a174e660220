/// What one sleep-analysis sample says about its interval
/// (`HKCategoryValueSleepAnalysis…`).
public enum SleepStage: Int, Sendable, Hashable, CaseIterable {
  /// `InBed`: in bed, asleep or not (the iPhone's bedtime schedule writes it).
  case inBed
  /// `Asleep` (before iOS 16) or `AsleepUnspecified`: asleep, stage unknown.
  case asleepUnspecified
  /// `AsleepCore`.
  case core
  /// `AsleepREM`.
  case rem
  /// `AsleepDeep`.
  case deep
  /// `Awake`.
  case awake

  /// Where several samples of one source priority cover the same instant, the higher rank
  /// decides it: Awake > Deep > REM > Core > Unspecified (in bed never competes).
  var rank: Int { rawValue }

  /// The stage named by the suffix of an `HKCategoryValueSleepAnalysis…` value (`InBed`,
  /// `Asleep`, `AsleepUnspecified`, `Awake`, `AsleepCore`, `AsleepDeep`, `AsleepREM`), or `nil`.
  /// - Parameter suffix: the text after `HKCategoryValueSleepAnalysis`.
  public init?(valueSuffix suffix: String) {
    switch suffix {
    case "InBed": self = .inBed
    case "Asleep", "AsleepUnspecified": self = .asleepUnspecified
    case "Awake": self = .awake
    case "AsleepCore": self = .core
    case "AsleepDeep": self = .deep
    case "AsleepREM": self = .rem
    default: return nil
    }
  }
}
