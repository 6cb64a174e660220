import Foundation
import HealthCore
import ReportSite

/// `healthreport chart NAME`: load the data, make one chart of a week's report as its page
/// shows it, and write it as an SVG or PNG file (or an SVG to standard output).
struct ChartCommand: Sendable {
  /// The validated options.
  var arguments: ChartArguments
  /// The process's streams and current folder.
  var environment: CLIEnvironment

  /// Runs the command.
  /// - Throws: ``ParseError`` for the input (or when it has no data, or the week has none of
  ///   the chart's data), ``StoreError`` for the store, ``CLIError`` for a week outside the
  ///   data and ``SiteError`` when the file cannot be written.
  func run() throws {
    let loaded = try LoadedWeek(arguments, environment: environment)
    let week = loaded.week
    let options = loaded.settings.siteOptions(
      locale: loaded.locale, dataset: loaded.dataset, glucoseUnit: arguments.glucoseUnit)
    let charts = ReportCharts(
      week: week, dataset: loaded.dataset, options: options,
      interactive: arguments.format == .svg)
    let kind = arguments.kind
    guard charts.kinds.contains(kind) else {
      let window = ReportWindow(end: week.end, dayCount: ReportWindow.chartDayCount)
      throw ParseError(
        path: loaded.inputName,
        reason: .invalidContent(
          "the \(kind.rawValue) chart of the week \(week.identifier) has no data: nothing to"
            + " chart from \(window.start.isoString) to \(window.end.isoString); choose "
            + OptionValue.either(charts.kinds.map(\.rawValue))))
    }
    if arguments.writesStandardOutput {
      environment.standardOutput(charts.standaloneSVG(kind))
      return
    }
    let data: Data
    switch arguments.format {
    case .svg: data = Data(charts.standaloneBytes(kind))
    case .png:
      guard let png = charts.png(kind) else {
        throw ParseError(
          path: loaded.inputName,
          reason: .invalidContent("the \(kind.rawValue) chart has nothing to draw as PNG"))
      }
      data = png
    }
    let file = OutputFile(
      given: arguments.output ?? arguments.defaultFileName(week: week), environment: environment)
    try file.write(data)
    environment.printResult(file.url.path)
  }
}
