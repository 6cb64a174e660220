import Foundation
import HealthCore

/// Finds the Apple Health export in an extracted `apple_health_export/` folder, by content.
enum ExportFolder: Sendable {
  /// The export found in a folder, open and with its first chunk already read.
  struct Found: ~Copyable {
    /// The file as the user would name it (`apple_health_export/export.xml`).
    var displayPath: String
    /// The open file; its head is delivered again when it is read.
    var source: InputSource
  }

  /// Whether `folder` directly holds an Apple Health export (an `.xml` file with a
  /// `<HealthData` element, as ``openExport(in:displayPath:)`` finds it); a folder of Health
  /// Auto Export files with some other `.xml` beside them does not.
  static func holdsExport(_ folder: String) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    guard names.contains(where: isCandidate) else { return false }
    do {
      _ = try openExport(in: folder, displayPath: folder)
      return true
    } catch {
      return false
    }
  }

  /// Whether a file name may be the export: an `.xml` other than `export_cda.xml` and
  /// AppleDouble `._` files.
  static func isCandidate(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasSuffix(".xml") && !name.hasPrefix("._") && lower != "export_cda.xml"
  }

  /// Opens the export file directly in `folder`: the first `.xml` (by name, `export.xml` first,
  /// skipping `export_cda.xml` and AppleDouble `._` files) whose head contains `<HealthData`.
  ///
  /// Candidates are opened like any input: a FIFO, a device or a symbolic link to one is
  /// refused rather than read (it could block or never end).
  /// - Parameters:
  ///   - folder: the folder's resolved path.
  ///   - displayPath: the folder as the user gave it, for errors.
  /// - Returns: the export, open.
  /// - Throws: `.unreadable` when the folder cannot be listed or a candidate is not a regular
  ///   file; `.invalidContent` when it holds no Apple Health export.
  static func openExport(in folder: String, displayPath: String) throws(ParseError) -> Found {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      throw ParseError(path: displayPath, reason: .unreadable("the folder cannot be listed"))
    }
    let candidates = names.filter(isCandidate)
    // export.xml first: it is the usual name and saves sniffing the others.
    let ordered =
      candidates.filter { $0.lowercased() == "export.xml" }
      + candidates.filter { $0.lowercased() != "export.xml" }
    let marker = Array("<HealthData".utf8)
    for name in ordered {
      let path = (folder as NSString).appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      let shown = (displayPath as NSString).appendingPathComponent(name)
      var source = try InputSource(path: path, displayPath: shown, allowsStream: false)
      let isExport = try source.withHead { head in
        InputKind.contains(
          UnsafeRawBufferPointer(rebasing: head.prefix(InputKind.sniffLength)), marker)
      }
      if isExport { return Found(displayPath: shown, source: source) }
    }
    throw ParseError(
      path: displayPath,
      reason: .invalidContent(
        "the folder holds no Apple Health export (no .xml with a <HealthData> element), no"
          + " Health Auto Export .json files and no Health Connect export"))
  }
}
