/// Everything the tool knows about one per-day metric, in one place: its names, unit, how a
/// day's samples combine, the values it can take, where it comes from in an Apple Health export
/// and in a CSV file, and how it is shown. ``MetricKind/definition`` is the one table of them;
/// adding a per-day metric is one case there plus its tests.
public struct MetricDefinition: Sendable {
  /// How the metric's value is shown on pages and in mail.
  public enum Display: Sendable, Equatable {
    /// A grouped number with this many decimals and a unit ("8,532 steps", "58 bpm").
    case number(decimals: Int)
    /// A length of time given in hours, shown as hours and minutes ("7 hr 12 min").
    case hoursAndMinutes
  }

  /// Where the metric belongs in the report: its dashboard segment and list page.
  public enum Section: String, Sendable, CaseIterable, Comparable {
    /// The steps segment and `steps/`.
    case steps
    /// The weight segment and `weight/`.
    case weight
    /// Sleep per night: the sleep segment and `sleep/`.
    case sleep
    /// Resting heart rate and heart rate variability: the heart segment and `heart/`.
    case heart
    /// Workouts: the workouts segment and `workouts/`.
    case workouts
    /// A further metric with a "More" card and a list page of its own.
    case more
    /// The vitals a doctor asks about (blood pressure, glucose, oxygen, respiratory rate, body
    /// temperature, VO2 max, body fat, mindful minutes): the vitals segment and `vitals/`.
    case vitals
    /// The Activity rings' figures and goals (``ActivityRings``): never an ordinary metric, so
    /// no list page, trend, year figure or weekly figure lists them; the rings' own pages read
    /// ``HealthDataset/rings``.
    case rings

    /// Whether `lhs` comes before `rhs` in `allCases` order.
    public static func < (lhs: Section, rhs: Section) -> Bool {
      guard let left = allCases.firstIndex(of: lhs), let right = allCases.firstIndex(of: rhs)
      else { return false }
      return left < right
    }
  }

  /// The English display name ("Steps", "Resting Heart Rate").
  public var displayName: String
  /// The short name in a section's table headings and legends ("Deep", "HRV"); the display
  /// name when no shorter one exists.
  public var shortName: String
  /// The symbol of the canonical unit, for messages ("steps", "kg", "h", "ms").
  public var canonicalUnitName: String
  /// The unit after a displayed value ("steps", "bpm", "ms"); body mass uses the report's
  /// unit instead.
  public var unitLabel: String
  /// The path segment of the metric's own list page ("steps", "distance"), also its name in
  /// the store's manual log.
  public var slug: String
  /// How a day's samples combine.
  public var aggregation: Aggregation
  /// The values one record, CSV cell or night can take, canonical unit (see
  /// ``MetricKind/plausibleRange``).
  public var plausibleRange: ClosedRange<Double>
  /// The column of the daily CSV (``DailyCSV``) and the name the CSV importer reads
  /// ("resting_heart_rate_bpm").
  public var csvColumn: String
  /// Places after the decimal point in the daily CSV.
  public var csvDecimals: Int
  /// How values are shown.
  public var display: Display
  /// The report section.
  public var section: Section
  /// The `HKQuantityTypeIdentifier…` record type that feeds the metric, if an export's
  /// `Record`s carry it directly (sleep and workout figures are derived instead).
  public var healthKitType: String?
  /// The units a record may be written in and how each converts to the canonical unit
  /// (`lb`: × 0.4535…; `degF`: × 5/9 − 160/9; `mmol<M>/L`: × M/10); a record without a unit is
  /// read in the canonical unit. A Health Auto Export metric's `units` is read from the same
  /// list.
  public var recordUnits: [RecordUnit]
  /// The metric's `name` in a Health Auto Export JSON file (`"step_count"`), if it has one
  /// there (sleep and workout figures are derived instead).
  public var autoExportName: String?
  /// The key of a Health Auto Export point that holds the day's value: `"qty"`, or `"Avg"`
  /// for heart rate (whose points carry `Min`, `Avg` and `Max`).
  public var autoExportField = "qty"
}
