import HealthCore
import ReportSite

/// The validated options of `healthreport chart NAME`.
struct ChartArguments: Sendable {
  /// The file formats `chart` writes.
  enum Format: String, Sendable, CaseIterable {
    /// A standalone SVG document, as the site's chart files.
    case svg
    /// A PNG picture drawn by ChartRaster, at twice the chart's size.
    case png
  }

  /// Where the data comes from (`--demo`, `--demo-days`, `--input`, `--store`, `--no-dedupe`,
  /// `--quiet`).
  var source = DataSourceOptions()
  /// The chart asked for.
  var kind = ReportCharts.Kind.steps
  /// `--week`: the week, or the latest.
  var week = WeekOption()
  /// The file's format.
  var format = Format.svg
  /// `--out` as the user gave it; `nil` for `NAME-WEEK.FORMAT` in the current folder.
  var output: String?
  /// The locale, units, goals and first day of the week.
  var settings = ReportSettings()
  /// `--glucose-unit`; `nil` for the units' or the locale's.
  var glucoseUnit: GlucoseUnit?
  /// Whether help was asked for instead of a chart.
  var wantsHelp = false

  /// `chart`'s table.
  static let spec = CommandSpec.chart

  /// Whether the chart goes to standard output (`--out -`).
  var writesStandardOutput: Bool { output == "-" }

  /// Reads the arguments after `chart`.
  /// - Parameter scan: the scanned command line.
  /// - Throws: ``CLIError`` with a precise message for the first mistake.
  mutating func read(_ scan: ArgumentScanner.Scan) throws(CLIError) {
    let names = ReportCharts.Kind.allCases.map(\.rawValue)
    let name = try Self.single(
      scan, name: "NAME", missing: "chart needs the chart's NAME: " + OptionValue.either(names))
    guard let kind = ReportCharts.Kind(rawValue: name.lowercased()) else {
      let hint = Suggestion.hint(for: name, among: names)
      throw Self.usage(
        "unknown chart \(Self.quoted(name))"
          + (hint.isEmpty ? "; the charts are " + OptionValue.either(names) : hint))
    }
    self.kind = kind
    try source.read(scan, command: Self.command)
    try settings.read(scan, command: Self.command)
    try week.read(scan, settings: settings, command: Self.command)
    glucoseUnit = try OptionValue.glucoseUnit(scan.value("--glucose-unit"), command: Self.command)
    output = scan.value("--out")
    if let text = scan.value("--format") {
      guard let format = Format(rawValue: text.lowercased()) else {
        throw Self.usage("--format must be svg or png, not \(Self.quoted(text))")
      }
      self.format = format
    } else if let output, output.lowercased().hasSuffix(".png") {
      format = .png
    }
    if writesStandardOutput, format == .png {
      throw Self.usage("a PNG is written to a file: give --out FILE.png instead of -")
    }
  }

  /// The file name used without `--out`: `steps-2024-12-08.svg`.
  /// - Parameter week: the week charted.
  /// - Returns: the file name.
  func defaultFileName(week: Week) -> String {
    kind.rawValue + "-" + week.identifier + "." + format.rawValue
  }
}
