import HealthCore

/// A file of a generated site: a relative path with `/` separators and its bytes.
public struct SiteFile: Sendable, Hashable {
  /// The path relative to the site's root, e.g. `charts/steps.svg`.
  public var path: String
  /// The file's bytes.
  public var contents: [UInt8]

  /// Creates a file from bytes.
  public init(path: String, contents: [UInt8]) {
    self.path = path
    self.contents = contents
  }

  /// Creates a file from UTF-8 text.
  public init(path: String, text: String) {
    self.init(path: path, contents: Array(text.utf8))
  }
}

/// A whole generated site, held in memory until it is written.
///
/// An incremental build does not render everything: a ``SiteFileGroup`` (a weekly report's page
/// and charts) whose inputs' fingerprint equals the previous build's is left out of ``files``
/// and listed in ``kept``, and the writer keeps the previous site's files for it.
public struct Site: Sendable, Hashable {
  /// Every rendered file, sorted by path.
  public var files: [SiteFile]
  /// The paths of files of the site that were not rendered because their inputs did not change:
  /// the writer keeps the previous site's files (which ``PreviousBuild`` checked are there, as
  /// the previous build left them). Sorted.
  public var kept: [String]
  /// The groups of files with the fingerprint of their inputs, recorded in the site's manifest
  /// so the next build can skip those whose inputs stay the same. Empty for none.
  public var groups: [SiteFileGroup]
  /// The key record of a private site (its files sealed, see ``PrivateSite``), kept in the
  /// marker; `nil` for a public site.
  public var seal: SealRecord? = nil

  /// Creates a site; files and kept paths are sorted by path.
  /// - Parameters:
  ///   - files: the rendered files.
  ///   - kept: paths of files kept from the previous build (see ``PreviousBuild``).
  ///   - groups: the fingerprinted groups among `files` and `kept`.
  public init(files: [SiteFile], kept: [String] = [], groups: [SiteFileGroup] = []) {
    self.files = files.sorted { $0.path < $1.path }
    self.kept = kept.sorted()
    self.groups = groups
  }
}

/// Files of a site made from the same inputs, such as a weekly report's page and its four
/// charts, with a fingerprint of everything they are rendered from.
public struct SiteFileGroup: Sendable, Hashable {
  /// A name unique within the site (`weeks/2024-12-08`).
  public var key: String
  /// The hash of the group's inputs and of the build's options, templates and tool (16
  /// hexadecimal digits); equal fingerprints mean byte-identical files.
  public var fingerprint: String
  /// The site-relative paths of the group's files.
  public var paths: [String]
}

/// What a build is asked to show.
public struct SiteOptions: Sendable, Hashable {
  /// The site's title (default "Dashboard"); untrusted text.
  public var title: String
  /// The unit weight is shown in (``displayUnits``' weight).
  public var units: WeightUnit {
    get { displayUnits.weight }
    set { displayUnits.weight = newValue }
  }
  /// The units each measure is shown in (the CSV files keep the data's own units).
  public var displayUnits: DisplayUnits
  /// The reader's language and customs: words, numbers, dates and the first weekday.
  public var locale = ReportLocale.englishUS
  /// The goal weight in `units`; `nil` for the unit's default (155 lb / 70 kg).
  public var goalWeight: Double?
  /// The daily steps goal, steps (``GoalRule``; default 10,000).
  public var stepsGoal: Double
  /// The first day of the week.
  public var weekStart: WeekStart
  /// The report's last day; `nil` for the last day with data.
  public var endDate: LocalDate?
  /// A day to show selected in the static output; `nil` for none.
  public var selectedDate: LocalDate?
  /// The site's public address, an absolute http(s) URL (see ``BaseURL/normalize(_:)``); with
  /// it every page gets a canonical link and the site an Atom feed. `nil` for none.
  public var baseURL: String?
  /// The days whose value includes an entry typed in by hand, per metric: the list pages mark
  /// them "Added in healthreport". Empty for none.
  public var manualDays: [MetricKind: Set<LocalDate>]
  /// Whether search engines are invited in: without it (the default) every page says
  /// `<meta name="robots" content="noindex">`, `robots.txt` disallows everything and there is
  /// no sitemap; with it (`--indexable`, public sites only) `robots.txt` allows all and a base
  /// URL brings the sitemap.
  public var indexable = false
  /// Whether the site will be sealed (``PrivateSite``): no Atom feed, no sitemap, no feed link.
  public var isPrivate = false
  /// How many of the latest weekly reports annotate every datum of their charts on hover and
  /// focus (``defaultAnnotatedWeeks``, a year); `nil` for every week. An older week's page draws
  /// its charts as pictures, as the email does, with each chart's data table: about half the
  /// bytes, which keeps a long history's site small (``WeeklyPages``).
  public var annotatedWeeks: Int? = Self.defaultAnnotatedWeeks
  /// Whether the heart rate variability of the Health app (SDNN) is named with its method,
  /// "Heart Rate Variability (SDNN)", because the data holds RMSSD as well (RMSSD is always
  /// named so); `false` keeps SDNN's plain name. Set from the data by
  /// ``namingHRVMethods(of:)``.
  public var namesHRVMethods = false

  /// The weekly reports annotated by default: the latest 52 weeks.
  public static let defaultAnnotatedWeeks = 52

  /// The unit blood glucose is shown in (the CSV files keep mg/dL).
  public var glucoseUnit: GlucoseUnit {
    get { displayUnits.glucose }
    set { displayUnits.glucose = newValue }
  }

  /// Creates options; every parameter has the CLI's default.
  public init(
    title: String = "Dashboard", units: WeightUnit = .pounds, goalWeight: Double? = nil,
    stepsGoal: Double = GoalRule.defaultSteps, weekStart: WeekStart = .sunday,
    endDate: LocalDate? = nil, selectedDate: LocalDate? = nil,
    baseURL: String? = nil, manualDays: [MetricKind: Set<LocalDate>] = [:]
  ) {
    self.title = title
    var displayUnits = DisplayUnits.of(.us)
    displayUnits.weight = units
    self.displayUnits = displayUnits
    self.goalWeight = goalWeight
    self.stepsGoal = stepsGoal
    self.weekStart = weekStart
    self.endDate = endDate
    self.selectedDate = selectedDate
    self.baseURL = baseURL
    self.manualDays = manualDays
  }

  /// The goal weight in `units`: the one given, or the unit's default.
  var effectiveGoalWeight: Double { goalWeight ?? units.defaultGoal }

  /// ``baseURL`` ending in "/", as links are built from it.
  var rootURL: String? {
    baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
  }
}
