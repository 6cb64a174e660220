import HealthCore

/// The fields of one point of a metric's `data` array, as read (see
/// `FORMAT-health-auto-export.md`): `date` and `qty` for most metrics, `Avg` for heart rate
/// (its `Min` and `Max` are not used), and for sleep either the night's totals in hours
/// (`totalSleep`, `asleep`, `core`, `deep`, `rem`, `awake`, `inBed`, `sleepStart`, `sleepEnd`)
/// or one sample (`startDate`, `endDate`, `value`).
struct AutoExportPoint: Sendable {
  /// The 1-based line the point starts on.
  var line: Int
  /// The keys read so far, by ``AutoExportKey/bit``.
  var seen: UInt32 = 0
  var date = AutoExportField<RecordTime>.absent
  var qty = AutoExportField<Double>.absent
  var avg = AutoExportField<Double>.absent
  /// A `blood_pressure` point's readings, mmHg.
  var systolic = AutoExportField<Double>.absent
  var diastolic = AutoExportField<Double>.absent
  var totalSleep = AutoExportField<Double>.absent
  var asleep = AutoExportField<Double>.absent
  var core = AutoExportField<Double>.absent
  var deep = AutoExportField<Double>.absent
  var rem = AutoExportField<Double>.absent
  var awake = AutoExportField<Double>.absent
  var inBed = AutoExportField<Double>.absent
  var sleepStart = AutoExportField<RecordTime>.absent
  var sleepEnd = AutoExportField<RecordTime>.absent
  var inBedStart = AutoExportField<RecordTime>.absent
  var inBedEnd = AutoExportField<RecordTime>.absent
  var startDate = AutoExportField<RecordTime>.absent
  var endDate = AutoExportField<RecordTime>.absent
  /// A sleep sample's stage (`In Bed`, `Asleep`, `Core`, …).
  var value = AutoExportField<SleepStage>.absent
  /// The merge priority of the `source` (`Jane’s iPhone|Jane’s Apple Watch`: 2, as for the
  /// export's sources), read only for sleep samples and the merged metrics (steps, distance,
  /// active energy).
  var priority: UInt8 = 0

  /// Stores a key's value (the last of repeated keys wins; the reader warns about them).
  /// - Parameters:
  ///   - key: the key.
  ///   - value: its value.
  ///   - problems: where the reasons of unusable fields go.
  ///   - times: the dates read before (``AutoExportTimeCache``).
  mutating func set(
    _ key: AutoExportKey, _ value: JSONValue, problems: inout AutoExportProblems,
    times: inout AutoExportTimeCache
  ) {
    /// A date field of the value.
    func time() -> AutoExportField<RecordTime> {
      AutoExportField(value, key: key, problems: &problems, times: &times)
    }
    switch key {
    case .date: date = time()
    case .qty: qty = AutoExportField(value, key: key, problems: &problems)
    case .avg: avg = AutoExportField(value, key: key, problems: &problems)
    case .systolic: systolic = AutoExportField(value, key: key, problems: &problems)
    case .diastolic: diastolic = AutoExportField(value, key: key, problems: &problems)
    case .totalSleep: totalSleep = AutoExportField(value, key: key, problems: &problems)
    case .asleep: asleep = AutoExportField(value, key: key, problems: &problems)
    case .core: core = AutoExportField(value, key: key, problems: &problems)
    case .deep: deep = AutoExportField(value, key: key, problems: &problems)
    case .rem: rem = AutoExportField(value, key: key, problems: &problems)
    case .awake: awake = AutoExportField(value, key: key, problems: &problems)
    case .inBed: inBed = AutoExportField(value, key: key, problems: &problems)
    case .sleepStart: sleepStart = time()
    case .sleepEnd: sleepEnd = time()
    case .inBedStart: inBedStart = time()
    case .inBedEnd: inBedEnd = time()
    case .startDate: startDate = time()
    case .endDate: endDate = time()
    case .value: self.value = AutoExportField(value, key: key, problems: &problems)
    case .source:
      // Read by the reader, which keeps the last sources' priorities (``SourcePriorityCache``).
      break
    default:
      // `Min` and `Max` of heart rate (the day's figure is the mean of `Avg`), and the keys of
      // metrics and workouts: not read.
      break
    }
  }

  /// Whether the point is one sleep sample (`startDate`, `endDate`, `value`) rather than a
  /// night's totals.
  var isSleepSample: Bool {
    value.isPresent || (startDate.isPresent && !sleepEnd.isPresent && !totalSleep.isPresent)
  }
}
