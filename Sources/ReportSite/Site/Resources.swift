import Foundation

/// Where the HTML templates and the static assets of a site are read from.
public struct Resources: Sendable, Hashable {
  /// The folder holding the page templates (`dashboard.html`, …).
  public var templatesDirectory: URL
  /// The folder whose files are copied into every site (`style.css`, icons).
  public var publicDirectory: URL

  /// The template every templates folder must contain.
  public static let requiredTemplateFile = "dashboard.html"

  /// Finds the templates and public assets.
  ///
  /// A resource root is a folder holding both `Templates/dashboard.html` and `Public/`. It is
  /// sought, in order: in the install layout `<executable's folder>/../share/healthreport`;
  /// in the executable's folder and each folder above it (so a fresh clone's
  /// `.build/release/healthreport` finds the repository); then in the folder of
  /// `sourceFilePath` and each folder above it (the package root, for tests and `swift run`).
  /// - Parameters:
  ///   - templatesOverride: a templates folder to use instead of the root's `Templates`; it must
  ///     contain `dashboard.html`. Public assets still come from the found root.
  ///   - executablePath: the running executable's path (symbolic links are resolved), if known.
  ///   - sourceFilePath: a source file inside the package; defaults to the caller's file.
  /// - Returns: the templates folder and the public folder.
  /// - Throws: ``SiteError/Reason/resourcesNotFound(_:)`` naming the override or the root sought.
  public static func locate(
    templatesOverride: URL?, executablePath: String?, sourceFilePath: String = #filePath
  ) throws(SiteError) -> Resources {
    var starts: [URL] = []
    var candidates: [URL] = []
    if let executablePath, !executablePath.isEmpty {
      let folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().standardizedFileURL
      candidates.append(
        folder.deletingLastPathComponent().appendingPathComponent("share/healthreport"))
      candidates += ancestors(of: folder)
      starts.append(folder)
    }
    let sourceFolder = URL(fileURLWithPath: sourceFilePath).deletingLastPathComponent()
      .standardizedFileURL
    candidates += ancestors(of: sourceFolder)
    starts.append(sourceFolder)
    let root = candidates.first(where: isResourceRoot)

    if let templatesOverride {
      let override = templatesOverride.standardizedFileURL
      guard isFile(override.appendingPathComponent(requiredTemplateFile)) else {
        let why =
          isDirectory(override)
          ? "is not a templates folder: it has no \(requiredTemplateFile)"
          : "no such templates folder"
        throw SiteError(path: override.path, reason: .resourcesNotFound(why))
      }
      guard let root else { throw notFound(starts) }
      return Resources(
        templatesDirectory: override, publicDirectory: root.appendingPathComponent("Public"))
    }
    guard let root else { throw notFound(starts) }
    return Resources(
      templatesDirectory: root.appendingPathComponent("Templates"),
      publicDirectory: root.appendingPathComponent("Public"))
  }

  /// The error for a search that found no root.
  static func notFound(_ starts: [URL]) -> SiteError {
    let places = starts.map(\.path).joined(separator: " and ")
    return SiteError(
      path: "Templates",
      reason: .resourcesNotFound(
        "cannot find the healthreport templates: no folder holding Templates/"
          + "\(requiredTemplateFile) and Public/ above \(places)"))
  }

  /// `folder` and every folder above it, up to the file system's root.
  static func ancestors(of folder: URL) -> [URL] {
    var result: [URL] = []
    var path = folder.path
    while !path.isEmpty, result.count < 128 {
      result.append(URL(fileURLWithPath: path, isDirectory: true))
      let parent = (path as NSString).deletingLastPathComponent
      if parent == path { break }
      path = parent
    }
    return result
  }

  /// Whether `root` holds `Templates/dashboard.html` and a `Public` folder.
  static func isResourceRoot(_ root: URL) -> Bool {
    isFile(root.appendingPathComponent("Templates").appendingPathComponent(requiredTemplateFile))
      && isDirectory(root.appendingPathComponent("Public"))
  }

  static func isFile(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && !isFolder.boolValue
  }

  static func isDirectory(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
