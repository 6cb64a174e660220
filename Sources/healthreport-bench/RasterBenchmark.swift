import ChartKit
import ChartRaster
import Foundation
import HealthCore
import ReportSite

/// Times the email's PNG charts: for each 28-day chart, rasterizing the recorded drawing at 2×
/// and encoding the PNG (`raster`), the whole path from daily data (`total`: the SVG with its
/// drawing, raster and PNG), and librsvg's `rsvg-convert -z 2` on the same SVG file in the same
/// run (a process per image, as the tool used to run it), when it is installed.
struct RasterBenchmark {
  let reps: Int
  let only: String?

  func run(dataPath: String?) throws {
    let (small, goal) = try ChartBenchmark(reps: reps, only: nil, profileIterations: nil)
      .loadSmall(path: dataPath)
    let options = SiteOptions(units: .pounds, goalWeight: goal)
    let charts = ReportCharts(dataset: small, options: options)
    // The email's images are opaque, on the email card's colour.
    let background = RasterColor(css: Theme.standard.light.background)
    let rsvg = Self.locate("rsvg-convert")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("healthreport-raster-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    print(
      "case draw_us encode_us raster_us raster_cpu_us total_us png_bytes rsvg_us rsvg_cpu_us"
        + " rsvg/raster")
    for kind in ReportCharts.Kind.allCases where only == nil || only == kind.rawValue {
      let (svg, drawing) = charts.standaloneDocument(kind)
      let png = ChartRasterizer.png(of: drawing, scale: 2, background: background) ?? Data()
      let image = ChartRasterizer.image(of: drawing, scale: 2, background: background)
      let draw = median {
        ChartRasterizer.image(of: drawing, scale: 2, background: background)?.width ?? 0
      }
      let encode = median {
        image.map { PNGEncoder.encode($0, pixelsPerInch: 192).count } ?? 0
      }
      let raster = median {
        ChartRasterizer.png(of: drawing, scale: 2, background: background)?.count ?? 0
      }
      let rasterCPU = medianCPU {
        ChartRasterizer.png(of: drawing, scale: 2, background: background)?.count ?? 0
      }
      let total = median {
        let fresh = ReportCharts(dataset: small, options: options).standaloneDocument(kind)
        return fresh.svg.utf8.count
          + (ChartRasterizer.png(of: fresh.drawing, scale: 2, background: background)?.count ?? 0)
      }
      var peer = "-"
      var peerCPU = "-"
      var ratio = "-"
      if let rsvg {
        let input = folder.appendingPathComponent(kind.rawValue + ".svg")
        let output = folder.appendingPathComponent(kind.rawValue + ".png")
        try Data(svg.utf8).write(to: input)
        let time = median(runs: max(3, reps / 3)) {
          Self.runProcess(rsvg, ["-z", "2", "-o", output.path, input.path])
        }
        let cpu =
          Self.childrenCPU {
            for _ in 0..<max(3, reps / 3) {
              _ = Self.runProcess(rsvg, ["-z", "2", "-o", output.path, input.path])
            }
          } / Double(max(3, reps / 3))
        peer = String(format: "%.0f", time)
        peerCPU = String(format: "%.0f", cpu)
        ratio =
          String(format: "%.1f", time / raster) + " (CPU " + String(format: "%.1f", cpu / rasterCPU)
          + ")"
      }
      print(
        kind.rawValue + "-28", String(format: "%.0f", draw), String(format: "%.0f", encode),
        String(format: "%.0f", raster), String(format: "%.0f", rasterCPU),
        String(format: "%.0f", total), png.count, peer, peerCPU, ratio)
    }
    if rsvg == nil { print("note: rsvg-convert not found; no peer figures") }
  }

  /// The median microseconds of `body` over `runs` timed calls (after one warm-up call).
  func median(runs: Int? = nil, _ body: () -> Int) -> Double {
    var sink = body()
    var samples: [Double] = []
    for _ in 0..<(runs ?? reps) {
      let start = DispatchTime.now().uptimeNanoseconds
      sink &+= body()
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
    }
    if sink == Int.min { print(sink) }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// The median CPU microseconds of `body` on this thread (less disturbed than wall time on a
  /// machine shared with other jobs).
  func medianCPU(_ body: () -> Int) -> Double {
    var sink = body()
    var samples: [Double] = []
    for _ in 0..<reps {
      let start = Self.threadCPU()
      sink &+= body()
      samples.append(Self.threadCPU() - start)
    }
    if sink == Int.min { print(sink) }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// This thread's CPU time, in microseconds.
  static func threadCPU() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
  }

  /// The CPU microseconds (user + system) the child processes `body` waits for use.
  static func childrenCPU(_ body: () -> Void) -> Double {
    func total() -> Double {
      var usage = rusage()
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
      let user = Double(usage.ru_utime.tv_sec) * 1e6 + Double(usage.ru_utime.tv_usec)
      return user + Double(usage.ru_stime.tv_sec) * 1e6 + Double(usage.ru_stime.tv_usec)
    }
    let start = total()
    body()
    return total() - start
  }

  /// The path of `program` on `PATH`, if any.
  static func locate(_ program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = String(folder) + "/" + program
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs a program to completion; its exit status.
  static func runProcess(_ path: String, _ arguments: [String]) -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    do {
      try process.run()
      process.waitUntilExit()
      return Int(process.terminationStatus)
    } catch {
      return -1
    }
  }
}
