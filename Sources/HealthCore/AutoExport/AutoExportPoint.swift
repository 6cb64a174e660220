/// The fields of one point of a metric's `data` array, as read (see
/// `FORMAT-health-auto-export.md`): `date` and `qty` for most metrics, `Min`/`Avg`/`Max` for
/// heart rate, and for sleep either the night's totals in hours (`totalSleep`, `asleep`,
/// `core`, `deep`, `rem`, `awake`, `inBed`, `sleepStart`, `sleepEnd`) or one sample
/// (`startDate`, `endDate`, `value`).
struct AutoExportPoint: Sendable {
  /// The 1-based line the point starts on.
  var line: Int
  /// The keys read so far, by ``AutoExportKey/bit``.
  var seen: UInt32 = 0
  var date = AutoExportField<RecordTime>.absent
  var qty = AutoExportField<Double>.absent
  var min = AutoExportField<Double>.absent
  var avg = AutoExportField<Double>.absent
  var max = AutoExportField<Double>.absent
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
  var value = AutoExportField<String>.absent
  /// The `source` (`Jane’s iPhone|Jane’s Apple Watch`), read only for sleep.
  var source = AutoExportField<String>.absent

  /// Stores a key's value (the last of repeated keys wins; the reader warns about them).
  /// - Parameters:
  ///   - key: the key.
  ///   - value: its value.
  ///   - readsSource: whether `source` is wanted (it is only for sleep samples).
  mutating func set(_ key: AutoExportKey, _ value: JSONValue, readsSource: Bool) {
    switch key {
    case .date: date = AutoExportField(value, key: key)
    case .qty: qty = AutoExportField(value, key: key)
    case .min: min = AutoExportField(value, key: key)
    case .avg: avg = AutoExportField(value, key: key)
    case .max: max = AutoExportField(value, key: key)
    case .totalSleep: totalSleep = AutoExportField(value, key: key)
    case .asleep: asleep = AutoExportField(value, key: key)
    case .core: core = AutoExportField(value, key: key)
    case .deep: deep = AutoExportField(value, key: key)
    case .rem: rem = AutoExportField(value, key: key)
    case .awake: awake = AutoExportField(value, key: key)
    case .inBed: inBed = AutoExportField(value, key: key)
    case .sleepStart: sleepStart = AutoExportField(value, key: key)
    case .sleepEnd: sleepEnd = AutoExportField(value, key: key)
    case .inBedStart: inBedStart = AutoExportField(value, key: key)
    case .inBedEnd: inBedEnd = AutoExportField(value, key: key)
    case .startDate: startDate = AutoExportField(value, key: key)
    case .endDate: endDate = AutoExportField(value, key: key)
    case .value: self.value = AutoExportField(value, key: key)
    case .source: if readsSource { source = AutoExportField(value, key: key) }
    default: break
    }
  }

  /// Whether the point is one sleep sample (`startDate`, `endDate`, `value`) rather than a
  /// night's totals.
  var isSleepSample: Bool {
    value.isPresent || (startDate.isPresent && !sleepEnd.isPresent && !totalSleep.isPresent)
  }
}
