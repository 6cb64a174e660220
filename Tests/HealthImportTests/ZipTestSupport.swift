import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

/// Helpers for the zip tests: temporary files, zips written by Python's `zipfile`, streaming.
enum ZipTestSupport {
  /// A fresh temporary folder.
  static func makeTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("healthreport-zip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs `python3 -c script arguments…`; fails the test when it exits non-zero.
  static func python(_ script: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0, "python3 failed: \(String(decoding: message, as: UTF8.self))")
  }

  /// Writes a zip at `folder/name` with Python's `zipfile`; `body` uses `z` (the open
  /// `ZipFile`) and `zipfile`. Members written with `z.writestr(name, data, compress_type=…)`.
  static func makeZip(in folder: URL, named name: String = "test.zip", _ body: String) throws
    -> String
  {
    let path = folder.appendingPathComponent(name).path
    let indented = body.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    let script = """
      import sys, zipfile
      D, S = zipfile.ZIP_DEFLATED, zipfile.ZIP_STORED
      with zipfile.ZipFile(sys.argv[1], 'w') as z:
      \(indented)
      """
    try python(script, [path])
    return path
  }

  /// Every byte of `entry`, streamed.
  static func readAll(_ archive: ZipArchive, _ entry: ZipEntry) throws -> [UInt8] {
    var bytes: [UInt8] = []
    try archive.stream(entry) { block in
      bytes.append(contentsOf: block)
      return true
    }
    return bytes
  }

  /// The entry named `name`.
  static func entry(_ archive: ZipArchive, _ name: String) throws -> ZipEntry {
    try #require(archive.entries.first { $0.name == name })
  }

  /// Opens `path`, finds the export and streams every member; returns the error, if any.
  static func exercise(_ path: String) -> Error? {
    do {
      let archive = try ZipArchive(path: path)
      _ = try? archive.findHealthExport()
      for entry in archive.entries where !entry.isDirectory {
        try archive.stream(entry) { _ in true }
      }
      return nil
    } catch {
      return error
    }
  }

  /// `bytes` as a file at `folder/name`.
  static func write(_ bytes: [UInt8], in folder: URL, named name: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  /// The file's bytes.
  static func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }
}
