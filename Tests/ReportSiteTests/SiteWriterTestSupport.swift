import Foundation

/// A unique temporary folder for one test; call `remove()` in a `defer`.
struct SiteTestFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("healthreport-site-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `text` at `relativePath`, creating folders.
  @discardableResult
  func write(_ text: String, to relativePath: String) throws -> URL {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// The names directly inside `relativePath` (hidden ones included), sorted.
  func names(in relativePath: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: url.appendingPathComponent(relativePath).path
    )
    .sorted()
  }

  /// Every file under `relativePath` (hidden ones included) as `[relative path: text]`.
  func contents(of relativePath: String) throws -> [String: String] {
    var result: [String: String] = [:]
    let root = url.appendingPathComponent(relativePath)
    func walk(_ folder: URL, _ prefix: String) throws {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        let child = folder.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder)
        if isFolder.boolValue {
          try walk(child, prefix + name + "/")
        } else {
          result[prefix + name] = String(decoding: try Data(contentsOf: child), as: UTF8.self)
        }
      }
    }
    try walk(root, "")
    return result
  }
}
