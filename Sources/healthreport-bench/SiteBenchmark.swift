import Foundation
import HealthCore
import ReportSite

/// Times a whole site build in memory: `SiteGenerator.makePages` over the demo data (templates
/// loaded once, outside the timing), on the calling thread. Prints
/// `site-<label> <median milliseconds> <files> <total bytes>`.
struct SiteBenchmark {
  /// The number of timed builds.
  let reps: Int
  /// Days of demo data (3650: ten years, about 520 weekly pages).
  let days: Int
  /// Builds exactly this many times without timing (for profilers) when set.
  let profileIterations: Int?

  func run() throws {
    let dataset = DemoData.makeDataset(days: days)
    let options = SiteOptions()
    let resources = try Resources.locate(
      templatesOverride: nil, executablePath: CommandLine.arguments.first)
    let templates = try TemplateSet.load(from: resources, required: SiteGenerator.requiredTemplates)
    let assets = try resources.publicFiles()
    if let profileIterations {
      for _ in 0..<profileIterations {
        let files = try SiteGenerator.makePages(
          dataset: dataset, options: options, templates: templates)
        blackHole(files.last?.path ?? "")
      }
      return
    }
    var samples: [Double] = []
    var files: [SiteFile] = []
    for _ in 0..<max(1, reps) {
      let start = DispatchTime.now().uptimeNanoseconds
      files = try SiteGenerator.makePages(dataset: dataset, options: options, templates: templates)
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    samples.sort()
    let all = files + assets
    let bytes = all.reduce(0) { $0 + $1.contents.count }
    print(label, String(format: "%.1f", samples[samples.count / 2]), all.count, bytes)
  }

  /// "site-10y" for 3650 days, "site-<days>d" otherwise.
  var label: String { days == 3650 ? "site-10y" : "site-" + String(days) + "d" }
}
