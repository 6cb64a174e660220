import Foundation
import HealthFuzz

/// Replays files through a target without libFuzzer.
enum Replay {
  /// Runs every file named (every regular file inside a folder named, sorted).
  /// - Returns: the exit status: 0 when every input passed, 1 when one failed or was unreadable.
  static func run(_ target: FuzzTarget, paths: [String]) -> Int32 {
    var files: [String] = []
    var failures = 0
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        print("missing: \(path)")
        failures += 1
        continue
      }
      if isFolder.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.sorted().filter { !$0.hasPrefix(".") }.map { path + "/" + $0 }
      } else {
        files.append(path)
      }
    }
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        print("unreadable: \(file)")
        failures += 1
        continue
      }
      do {
        try target.run(Array(data))
      } catch {
        print("FAIL \(file): \(error)")
        failures += 1
      }
    }
    print("\(target.rawValue): \(files.count) inputs replayed, \(failures) failing")
    return failures == 0 ? 0 : 1
  }
}
