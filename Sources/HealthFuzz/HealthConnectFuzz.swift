import Foundation
import HealthCore
import HealthImport

/// The Health Connect reader: the input is a database file (mutated from real, small exports),
/// written to a scratch file and read through `InputLoader`, as the commands read it. Errors are
/// fine; crashes, hangs, memory beyond SQLite's bound and a second read that differs from the
/// first are not.
enum HealthConnectFuzz {
  /// The scratch file: in memory (`/dev/shm`) when there is one, unique to the process.
  static let scratchFolder: String = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : "/tmp"
    return base + "/healthreport-fuzz-hc-\(getpid())"
  }()

  static func run(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) {
    mkdir(scratchFolder, 0o700)
    let name = "health_connect_export.db"
    let path = scratchFolder + "/" + name
    try ZipFuzz.store(bytes, at: path)
    defer { unlink(path) }
    let loader = InputLoader(currentDirectory: URL(fileURLWithPath: scratchFolder))
    let first: ImportResult
    do {
      first = try loader.load(input: name, unit: .kilograms).result
    } catch {
      guard error.path == name else {
        throw FuzzFailure("the error names \(error.path), not the input")
      }
      return
    }
    guard case .healthConnect = first.dataset.source else {
      throw FuzzFailure("a SQLite file read as \(first.dataset.source)")
    }
    let again = try? loader.load(input: name, unit: .kilograms).result
    guard again?.dataset == first.dataset, again?.warnings == first.warnings else {
      throw FuzzFailure("a second read gave another result")
    }
    for series in first.dataset.series {
      for day in series.days where !series.metric.isPlausible(day.value) {
        throw FuzzFailure("\(series.metric) on \(day.date.isoString) is \(day.value)")
      }
    }
  }
}
