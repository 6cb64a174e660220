import Foundation
import HealthCore
import HealthImport
import ReportSite

/// A file a command writes whole (`email`'s message, `chart`'s picture): replaced atomically,
/// its folder made when missing, and never anything but a regular file.
struct OutputFile: Sendable {
  /// The path as the user gave it, for messages.
  var given: String
  /// The path resolved against the current folder.
  var url: URL

  /// The file `given` names.
  /// - Parameters:
  ///   - given: the path as the user gave it.
  ///   - environment: the process's current folder.
  init(given: String, environment: CLIEnvironment) {
    self.given = given
    url = environment.resolve(given)
  }

  /// Writes `data` atomically to the file, creating its folder when missing. A symbolic link is
  /// followed (the file it names is replaced, the link kept); anything but a regular file at
  /// the path (a folder, a device such as `/dev/full`, a FIFO, a socket) is refused and left
  /// as it is, since the atomic write would replace it with a regular file.
  /// - Throws: ``SiteError`` naming the path as the user gave it: `cannotCreate` (exit 73) when
  ///   the folder cannot be made, `cannotWrite` (exit 74) when the file cannot be written or
  ///   the path holds something other than a regular file.
  func write(_ data: Data) throws(SiteError) {
    let manager = FileManager.default
    let file = try existingTarget(of: url)
    let folder = file.deletingLastPathComponent()
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      let display = (given as NSString).deletingLastPathComponent
      throw SiteError(
        path: display.isEmpty ? folder.path : display,
        reason: .cannotCreate(SystemErrorText.explain(error)))
    }
    do {
      try data.write(to: file, options: .atomic)
    } catch {
      throw SiteError(path: given, reason: .cannotWrite(SystemErrorText.explain(error)))
    }
  }

  /// The file to replace for `file`: itself, or the regular file its symbolic link names.
  /// - Throws: ``SiteError`` `cannotWrite` when the path (or the link's target) is not a regular
  ///   file, or is a link to nothing.
  private func existingTarget(of file: URL) throws(SiteError) -> URL {
    var info = stat()
    guard lstat(file.path, &info) == 0 else { return file }
    let isLink = (info.st_mode & S_IFMT) == S_IFLNK
    guard stat(file.path, &info) == 0 else {
      throw SiteError(
        path: given, reason: .cannotWrite("it is a symbolic link to a missing file"))
    }
    let kind = InputFileKind(mode: info.st_mode)
    switch kind {
    case .regularFile: break
    case .directory: throw SiteError(path: given, reason: .cannotWrite("it is a folder"))
    default:
      throw SiteError(
        path: given,
        reason: .cannotWrite("it is \(kind), not a regular file; refusing to replace it"))
    }
    guard isLink, let resolved = realpath(file.path, nil) else { return file }
    defer { free(resolved) }
    return URL(fileURLWithPath: String(cString: resolved))
  }
}
