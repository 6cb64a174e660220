import HealthCore

/// Maps a Health Auto Export JSON document (export version 2) onto the model as the scanner
/// reports it: `data.metrics[]` (each `name`, `units` and `data` points) and
/// `data.workouts[]`; every other section of `data` is skipped and its items counted, every
/// other key skipped with its value. Bad points and workouts are skipped with a warning at
/// their line; nothing here throws on content but a document that is not such a file.
struct AutoExportReader: JSONEventHandler {
  /// What the innermost open object or array is.
  enum Context: UInt8, Sendable {
    case root, data, metrics, metric, points, point, workouts, workout, quantity, counted, skipped
  }

  /// A metric's `name` and `units` and what they mean.
  struct MetricState: Sendable {
    var line = 1
    var seen: UInt32 = 0
    var name: String?
    var units: String?
    /// What the name means, once known: `nil` for a name the tool does not use.
    var kind: AutoExportMetric?
    /// Whether the points' `source` is read (``AutoExportMetric/readsSource``; `true` until the
    /// name is known).
    var readsSource = true
    /// The conversion of the units to the canonical unit, once the name and units are known
    /// (`nil` before, and for a unit the metric cannot have).
    var conversion: UnitConversion?
    /// A per-day metric's rule, with ``conversion``.
    var daily: AutoExportDailyRule?
    /// Points read before the name and units were, kept until the metric's end.
    var pending: [AutoExportPoint] = []
    /// Points of the metric skipped because its unit is unknown.
    var skippedForUnit = 0
  }

  /// The most points kept while a metric's `name` or `units` is still unknown (they follow its
  /// `data` in the file): about 40 MB.
  static let pendingLimit = 100_000

  /// The input's path, for warnings.
  let path: String
  var stack: [Context] = []
  /// Whether the innermost open object is a point (``stack``'s last is `.point`): what every
  /// key and value of a point tests first, a plain branch where the switch on the context is
  /// an indirect jump (millions of keys and values go through it).
  var inPoint = false
  /// The key whose value comes next, in the innermost object (`nil` for one the reader skips).
  var key: AutoExportKey?
  /// That key's text, kept only directly in `data` (to name the sections skipped).
  var dataKey = ""
  var sawData = false
  /// The keys seen in the top-level object and in `data`.
  var rootSeen: UInt32 = 0
  var dataSeen: UInt32 = 0
  /// The other sections of `data` seen (at most ``AutoExportSummary/nameLimit``).
  var otherSections = Set<String>()
  var metric = MetricState()
  var point = AutoExportPoint(line: 1)
  /// The day and offset of the last date read.
  var times = AutoExportTimeCache()
  var workout = AutoExportWorkoutFields()
  var quantity = AutoExportQuantity()
  var countedItems = 0
  var days = AutoExportDays()
  /// The last `source` read and its merge priority (points repeat one source).
  var sourcePriorities = SourcePriorityCache()
  var sleepSamples: [SleepSample] = []
  var nights: [LocalDate: SleepNight] = [:]
  var workouts: [Workout] = []
  var summary = AutoExportSummary()
  /// The reasons of unusable fields of the points and workouts not yet used.
  var problems = AutoExportProblems()
  var warnings = WarningLog()
  /// The units of the body-mass points.
  var weightUnits = WeightUnitTally()

  init(path: String) {
    self.path = path
  }

  mutating func objectStart(line: Int) throws(ParseError) {
    let parent = stack.last
    let context: Context
    switch parent {
    case nil: context = .root
    case .root?:
      context = key == .data ? .data : .skipped
      if context == .data { sawData = true }
    case .metrics?:
      metric = MetricState(line: line)
      context = .metric
    case .points?:
      point = AutoExportPoint(line: line)
      context = .point
    case .workouts?:
      workout = AutoExportWorkoutFields(line: line)
      context = .workout
    case .workout?:
      if key == .distance || key == .activeEnergyBurned {
        quantity = AutoExportQuantity(key: key)
        context = .quantity
      } else {
        context = .skipped
      }
    default: context = .skipped
    }
    open(context)
  }

  mutating func arrayStart(line: Int) throws(ParseError) {
    let context: Context
    switch stack.last {
    case .data?:
      if key == .metrics {
        context = .metrics
      } else if key == .workouts {
        context = .workouts
      } else {
        countedItems = 0
        context = .counted
      }
    case .metric?: context = key == .data ? .points : .skipped
    default: context = .skipped
    }
    open(context)
  }

  /// Enters an object or array read as `context`; one directly in a skipped section of `data`
  /// is one of its items, and is counted.
  private mutating func open(_ context: Context) {
    if stack.last == .counted { countedItems += 1 }
    stack.append(context)
    inPoint = context == .point
    key = nil
  }

  mutating func objectEnd(line: Int) throws(ParseError) {
    let closed = stack.popLast()
    inPoint = stack.last == .point
    key = nil
    switch closed {
    case .point?: try endPoint()
    case .metric?: endMetric()
    case .workout?: endWorkout()
    case .quantity?: endQuantity()
    default: break
    }
  }

  mutating func arrayEnd(line: Int) throws(ParseError) {
    let closed = stack.popLast()
    inPoint = stack.last == .point
    key = nil
    if closed == .counted, stack.last == .data {
      summary.noteSkipped(dataKey, items: countedItems)
    }
  }

  mutating func key(_ text: JSONText, line: Int) throws(ParseError) {
    let found = AutoExportKey.lookup(text)
    key = found
    guard let found else {
      if stack.last == .data {
        dataKey = AutoExportSummary.shortName(text.string())
        if otherSections.contains(dataKey) {
          noteRepeat(dataKey, "both are read", line)
        } else if otherSections.count < AutoExportSummary.nameLimit {
          otherSections.insert(dataKey)
        }
      }
      return
    }
    let repeated: Bool
    if inPoint {
      repeated = Self.mark(found, in: &point.seen)
    } else {
      switch stack.last {
      case .metric?: repeated = Self.mark(found, in: &metric.seen)
      case .workout?: repeated = Self.mark(found, in: &workout.seen)
      case .quantity?: repeated = Self.mark(found, in: &quantity.seen)
      case .root?: repeated = Self.mark(found, in: &rootSeen)
      case .data?: repeated = Self.mark(found, in: &dataSeen)
      default: repeated = false
      }
    }
    if repeated { noteRepeat(found, line) }
  }

  /// Warns that `key` is given twice in the innermost object, saying which of the values is
  /// used: a point's or a workout's are read when the object ends (the last wins); a metric's
  /// name and units are used as they come (the first wins); the sections of the top level and
  /// of `data` are all read.
  private mutating func noteRepeat(_ key: AutoExportKey, _ line: Int) {
    let used: String
    switch stack.last {
    case .metric?: used = key == .data ? "both are read" : "the first one is used"
    case .root?, .data?: used = "both are read"
    default: used = "the last one is used"
    }
    noteRepeat(key.text, used, line)
  }

  /// Warns that `key` is given twice in one object, saying which value is used.
  private mutating func noteRepeat(_ key: String, _ used: String, _ line: Int) {
    summary.duplicateKeys += 1
    warnings.note(
      path: path, line: line,
      "the key \(DiagnosticText.quoted(key)) is given twice in one object; \(used)")
  }

  mutating func value(_ value: JSONValue, line: Int) throws(ParseError) {
    defer { key = nil }
    if inPoint {
      if let key {
        if key == .source {
          if metric.readsSource, case .string(let text) = value {
            point.priority = sourcePriorities.priority(of: text)
          }
        } else {
          point.set(key, value, problems: &problems, times: &times)
        }
      }
      return
    }
    guard let context = stack.last else { return }
    switch context {
    case .metric:
      if key == .name, metric.name == nil {
        metric.name = Self.text(value)
        resolveMetric()
      } else if key == .units, metric.units == nil {
        metric.units = Self.text(value)
        resolveConversion()
      }
    case .workout:
      if let key { workout.set(key, value, problems: &problems, times: &times) }
    case .quantity:
      if let key { quantity.set(key, value, problems: &problems) }
    case .counted:
      countedItems += 1
    default: break
    }
  }

  /// Adds `key` to the keys `seen` in one object; `true` when it was there already.
  private static func mark(_ key: AutoExportKey, in seen: inout UInt32) -> Bool {
    defer { seen |= key.bit }
    return seen & key.bit != 0
  }

  /// A short string value, or `nil` for anything else.
  static func text(_ value: JSONValue) -> String? {
    guard case .string(let text) = value, text.raw.count <= 200 else { return nil }
    return text.string()
  }
}
