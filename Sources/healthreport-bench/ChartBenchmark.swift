import Foundation
import HealthCore
import ReportSite

/// Times chart rendering from daily data to SVG text: the median over `reps` batches, each
/// batch long enough to be measured reliably.
struct ChartBenchmark {
  let reps: Int
  /// Runs only the case of this name when set.
  let only: String?
  /// Runs each case exactly this many times without timing (for profilers) when set.
  let profileIterations: Int?
  /// Writes each case's output to `<outDirectory>/<case>.svg` when set.
  var outDirectory: String? = nil

  /// The peers' data file: dates, steps, weights (lb) and the goal.
  struct PeerData: Decodable {
    let dates: [String]
    let steps: [Double]
    let weights: [Double]
    let goalWeight: Double

    enum CodingKeys: String, CodingKey {
      case dates, steps, weights
      case goalWeight = "goal_weight"
    }
  }

  func run(dataPath: String?) throws {
    let (small, goal) = try loadSmall(path: dataPath)
    let options = SiteOptions(units: .pounds, goalWeight: goal)
    let large = BenchmarkData.peerSeries(days: 3650)
    // The demo's last 28 nights (Watch stages) and its workouts of those days, each alone, as
    // the 28-day cases above hold only their own metrics: the charts the peers lack.
    let demo = DemoData.makeDataset()
    let lastNights = Array(demo.nights.suffix(28))
    let firstDay = lastNights.first?.date ?? LocalDate(dayNumber: 0)
    let sleep = HealthDataset(source: .demo, series: [], deriving: lastNights, workouts: [])
    let workouts = HealthDataset(
      source: .demo, series: [], deriving: [],
      workouts: demo.workouts.filter { $0.date >= firstDay })
    let resources = try Resources.locate(
      templatesOverride: nil, executablePath: CommandLine.arguments.first)
    let templates = try TemplateSet.load(from: resources, required: SiteGenerator.requiredTemplates)
    // The 28-day charts as pictures, without an annotation for every datum: as the email
    // attaches them and as week pages older than a year draw them (the peers' SVGs are
    // pictures too).
    func picture(_ kind: ReportCharts.Kind) -> () -> [UInt8] {
      { ReportCharts(dataset: small, options: options, interactive: false).standaloneBytes(kind) }
    }
    let cases: [(String, () -> [UInt8])] = [
      ("steps-28", { ReportCharts(dataset: small, options: options).standaloneBytes(.steps) }),
      ("weight-28", { ReportCharts(dataset: small, options: options).standaloneBytes(.weight) }),
      (
        "donut-28",
        { ReportCharts(dataset: small, options: options).standaloneBytes(.stepsWeekday) }
      ),
      (
        "change-28",
        { ReportCharts(dataset: small, options: options).standaloneBytes(.weightChange) }
      ),
      ("sleep-28", { ReportCharts(dataset: sleep, options: options).standaloneBytes(.sleep) }),
      (
        "workouts-28",
        { ReportCharts(dataset: workouts, options: options).standaloneBytes(.workouts) }
      ),
      ("steps-28-picture", picture(.steps)),
      ("weight-28-picture", picture(.weight)),
      ("change-28-picture", picture(.weightChange)),
      (
        "steps-3650",
        { ReportCharts(dataset: large, options: options, dayCount: 3650).standaloneBytes(.steps) }
      ),
      (
        "weight-3650",
        { ReportCharts(dataset: large, options: options, dayCount: 3650).standaloneBytes(.weight) }
      ),
      (
        "dashboard",
        {
          Array(
            ((try? SiteGenerator.makeDashboardPage(
              dataset: small, options: options, templates: templates)) ?? "").utf8)
        }
      ),
    ]
    if let outDirectory {
      // Made as `mkdir -p` would, so `--out DIR` works on a fresh folder.
      try FileManager.default.createDirectory(
        atPath: outDirectory, withIntermediateDirectories: true)
    }
    for (name, body) in cases + RingsBenchmark.cases where only == nil || only == name {
      if let outDirectory {
        // The one picture case is a PNG.
        let fileName = name + (name.hasSuffix("-png") ? ".png" : ".svg")
        try Data(body()).write(
          to: URL(fileURLWithPath: outDirectory).appendingPathComponent(fileName))
      }
      if let profileIterations {
        for _ in 0..<profileIterations { blackHole(body()) }
        continue
      }
      let (median, bytes) = measure(body)
      print(name, String(format: "%.1f", median), bytes)
    }
  }

  /// The median microseconds per call and the output's size in bytes.
  func measure(_ body: () -> [UInt8]) -> (Double, Int) {
    let first = body()
    var iterations = 1
    while true {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<iterations { blackHole(body()) }
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      if elapsed > 20_000_000 || iterations >= 1 << 20 { break }
      iterations *= 2
    }
    var samples: [Double] = []
    for _ in 0..<reps {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<iterations { blackHole(body()) }
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      samples.append(Double(elapsed) / 1000 / Double(iterations))
    }
    samples.sort()
    return (samples[samples.count / 2], first.count)
  }

  func loadSmall(path: String?) throws -> (HealthDataset, Double) {
    let candidates = [path, "../shared/bench/data28.json"].compactMap { $0 }
    guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
      FileHandle.standardError.write(
        Data("note: no data28.json; using the peers' generator\n".utf8))
      return (BenchmarkData.peerSeries(days: 28), 162)
    }
    let data = try JSONDecoder().decode(
      PeerData.self, from: Data(contentsOf: URL(fileURLWithPath: found)))
    let dates = data.dates.compactMap { LocalDate(iso: $0) }
    return (
      BenchmarkData.dataset(dates: dates, steps: data.steps, weightsInPounds: data.weights),
      data.goalWeight
    )
  }
}

@inline(never)
func blackHole(_ value: String) {
  if value.utf8.count == -1 { print(value) }
}

@inline(never)
func blackHole(_ value: [UInt8]) {
  if value.count == -1 { print(value) }
}
