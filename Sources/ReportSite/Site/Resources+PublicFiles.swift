import Foundation
import HealthCore

extension Resources {
  /// Every file under ``publicDirectory``, recursively, to copy into a site: paths relative to
  /// the folder with `/` separators, sorted; names starting with `.` (files and folders) are
  /// skipped.
  /// - Throws: ``SiteError/Reason/cannotRead(_:)`` for a folder or file that cannot be read.
  public func publicFiles() throws(SiteError) -> [SiteFile] {
    var files: [SiteFile] = []
    try Resources.collect(publicDirectory, prefix: "", depth: 0, into: &files)
    return files.sorted { $0.path < $1.path }
  }

  /// Appends the files under `folder` to `files`, their paths prefixed with `prefix`.
  static func collect(_ folder: URL, prefix: String, depth: Int, into files: inout [SiteFile])
    throws(SiteError)
  {
    guard depth < 32 else {
      throw SiteError(path: folder.path, reason: .cannotRead("folders nested too deeply"))
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw SiteError(path: folder.path, reason: .cannotRead(SystemErrorText.explain(error)))
    }
    for name in names.sorted() where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      if isDirectory(url) {
        try collect(url, prefix: prefix + name + "/", depth: depth + 1, into: &files)
        continue
      }
      do {
        let data = try Data(contentsOf: url)
        files.append(SiteFile(path: prefix + name, contents: Array(data)))
      } catch {
        throw SiteError(path: url.path, reason: .cannotRead(SystemErrorText.explain(error)))
      }
    }
  }
}
