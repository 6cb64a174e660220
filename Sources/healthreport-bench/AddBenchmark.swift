import Foundation
import HealthCore
import HealthReportCLI

/// Times `healthreport add steps N` in-process against a store that already holds `entries`
/// manual entries (a fresh temporary store, removed afterwards): parsing, validation, the lock,
/// reading `manual.csv`, the atomic rewrite with its two `fsync`s. Prints
/// `add-<entries> <median milliseconds> <max milliseconds>`.
struct AddBenchmark {
  /// The number of timed adds.
  let reps: Int
  /// The manual entries in the store before the first timed add.
  let entries: Int

  func run() throws {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory.appendingPathComponent(
      "healthreport-bench-add-\(UUID().uuidString)")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: folder) }
    let store = StoreFolder(
      path: folder.appendingPathComponent("healthreport-data").path, displayPath: "store")
    let seeded = (0..<entries).map { index in
      ManualEntry(
        date: LocalDate(dayNumber: 18_000 + index), metric: .steps, value: Double(1 + index),
        unit: nil, added: "2024-01-01T00:00:00Z")
    }
    try store.withLock { try store.writeManual(seeded) }
    let environment = CLIEnvironment(
      standardOutput: { _ in }, standardError: { FileHandle.standardError.write(Data($0.utf8)) },
      currentDirectory: folder, executablePath: nil, variables: [:])
    var samples: [Double] = []
    for index in 0..<max(1, reps) {
      let start = DispatchTime.now().uptimeNanoseconds
      let code = HealthReportCommand.run(
        arguments: ["add", "steps", String(index + 1), "--date", "2024-06-01"],
        environment: environment)
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
      guard code == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
    samples.sort()
    print(
      "add-\(entries)", String(format: "%.2f", samples[samples.count / 2]),
      String(format: "%.2f", samples[samples.count - 1]))
  }
}
