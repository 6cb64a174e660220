import HealthCore
import ReportSite

/// The validated options of `healthreport build`.
struct BuildArguments: Sendable, Equatable {
  /// Where the data comes from (`--demo`, `--demo-days`, `--input`, `--store`, `--no-dedupe`,
  /// `--quiet`).
  var source = DataSourceOptions()
  /// The site's folder as the user gave it.
  var output = "site"
  /// The report's last day.
  var endDate: LocalDate?
  /// The weight unit, the goal weight and the first day of the week (`--units`,
  /// `--goal-weight`, `--week-start`).
  var settings = ReportSettings()
  /// The day shown selected.
  var selectedDate: LocalDate?
  /// The site's title.
  var title = "Dashboard"
  /// Whether `--title` (or the setting) gave the title; without it the title is "Dashboard" in
  /// the reader's words.
  var titleGiven = false
  /// The templates folder as the user gave it.
  var templates: String?
  /// The site's public address, normalized to end with "/" (`--base-url`).
  var baseURL: String?
  /// Whether the site must be private (`--private`, the setting `"private": true`): a build
  /// without a passphrase fails.
  var isPrivate = false
  /// The file whose first line is the passphrase (`--passphrase-file`), as the user gave it.
  var passphraseFile: String?
  /// Whether a public build may replace a private site (`--public-over-private`).
  var publicOverPrivate = false
  /// Whether a private site may be sealed again with another passphrase (`--new-passphrase`).
  var newPassphrase = false
  /// Whether search engines are invited in (`--indexable`, public sites only).
  var indexable = false
  /// The unit the pages show blood glucose in (`--glucose-unit`); `nil` for the locale's.
  var glucoseUnit: GlucoseUnit?
  /// How many of the latest weekly reports annotate their charts (`--annotated-weeks N|all`);
  /// `nil` for every week.
  var annotatedWeeks: Int? = SiteOptions.defaultAnnotatedWeeks
  /// Whether help was asked for instead of a build.
  var wantsHelp = false

  /// `build`'s table.
  static let spec = CommandSpec.build

  /// Reads the options after `build`.
  /// - Parameter scan: the scanned command line.
  /// - Throws: ``CLIError`` with a precise message for the first mistake.
  mutating func read(_ scan: ArgumentScanner.Scan) throws(CLIError) {
    try source.read(scan, command: Self.command)
    output = scan.value("--out") ?? output
    endDate = try Self.date(scan.value("--end"), option: "--end")
    try settings.read(scan, command: Self.command)
    selectedDate = try Self.date(scan.value("--select"), option: "--select")
    if let given = scan.value("--title") {
      title = given
      titleGiven = true
    }
    templates = scan.value("--templates")
    if let text = scan.value("--base-url") {
      guard let url = BaseURL.normalize(text) else {
        throw Self.usage(
          "--base-url must be an absolute http or https URL without a query, fragment or user,"
            + " not \(Self.quoted(text))")
      }
      baseURL = url
    }
    isPrivate = scan.has("--private")
    passphraseFile = scan.value("--passphrase-file")
    publicOverPrivate = scan.has("--public-over-private")
    newPassphrase = scan.has("--new-passphrase")
    indexable = scan.has("--indexable")
    glucoseUnit = try OptionValue.glucoseUnit(scan.value("--glucose-unit"), command: Self.command)
    if let text = scan.value("--annotated-weeks") {
      annotatedWeeks = try Self.weekCount(text)
    }
    if indexable, isPrivate || passphraseFile != nil {
      throw Self.usage("--indexable is for public sites; a private site is never indexed")
    }
  }

  /// What the site shows in American English (the locale before any data is read).
  var siteOptions: SiteOptions { siteOptions(locale: .englishUS) }

  /// What the site shows, in `locale` (``ReportSettings/locale(for:resources:)``).
  /// - Parameters:
  ///   - locale: the report's locale.
  ///   - dataset: the data (its records' weight unit, when no locale is known).
  /// - Returns: the options.
  func siteOptions(locale: ReportLocale = .englishUS, dataset: HealthDataset? = nil) -> SiteOptions
  {
    var options = settings.siteOptions(locale: locale, dataset: dataset, glucoseUnit: glucoseUnit)
    options.title = titleGiven ? title : locale.strings.text(title)
    options.endDate = endDate
    options.selectedDate = selectedDate
    options.baseURL = baseURL
    options.annotatedWeeks = annotatedWeeks
    return options
  }

  /// Parses `--annotated-weeks`: a whole number of weeks (0 for none), or `all` (`nil`).
  /// - Parameter text: the value given.
  /// - Returns: the count, `nil` for every week.
  /// - Throws: a usage error for anything else.
  static func weekCount(_ text: String) throws(CLIError) -> Int? {
    // In any case, as the other words options take (`--week-start Monday`).
    if text.lowercased() == "all" { return nil }
    guard text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let count = Int(text),
      count <= 100_000
    else {
      throw Self.usage(
        "--annotated-weeks must be a whole number of weeks from 0 to 100000, or all, not"
          + " \(Self.quoted(text))")
    }
    return count
  }

  /// Parses a date option: YYYY-MM-DD within ``LocalDate/supportedRange``.
  /// - Parameters:
  ///   - text: the value given, or `nil` when the option is absent.
  ///   - option: the option's name, for the message.
  /// - Returns: the day, or `nil` when the option is absent.
  /// - Throws: a usage error for anything else.
  static func date(_ text: String?, option: String) throws(CLIError) -> LocalDate? {
    guard let text else { return nil }
    guard let date = LocalDate(iso: text) else {
      if LocalDate.problem(with: text).hasPrefix("not a date in the calendar") {
        throw Self.usage("\(option) \(text) is not a date in the calendar")
      }
      throw Self.usage("\(option) must be a date as YYYY-MM-DD, not \(Self.quoted(text))")
    }
    guard date.isSupported else {
      throw Self.usage(
        "\(option) must be a date from \(LocalDate.supportedRangeText), not \(Self.quoted(text))")
    }
    return date
  }
}
