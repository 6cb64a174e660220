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
  /// Out of bed (Health Connect's stage 3): not in bed, so not counted in bed.
  case outOfBed
  /// An unknown stage (Health Connect's stage 0): it decides its instant, as neither asleep
  /// nor awake.
  case unknown

  /// Where several samples of one source priority cover the same instant, the higher rank
  /// decides it: Out of bed > Awake > Deep > REM > Core > Unspecified > Unknown (in bed never
  /// competes).
  var rank: Int {
    switch self {
    case .inBed: return 0
    case .unknown: return 1
    case .asleepUnspecified: return 2
    case .core: return 3
    case .rem: return 4
    case .deep: return 5
    case .awake: return 6
    case .outOfBed: return 7
    }
  }

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
