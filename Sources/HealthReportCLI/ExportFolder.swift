import Foundation
import HealthCore

/// Finds the Apple Health export in an extracted `apple_health_export/` folder, by content.
enum ExportFolder: Sendable {
  /// The name of the export file directly in `folder`: the first `.xml` (by name, skipping
  /// `export_cda.xml` and AppleDouble `._` files) whose head contains `<HealthData`.
  /// - Parameters:
  ///   - folder: the folder's resolved path.
  ///   - displayPath: the folder as the user gave it, for errors.
  /// - Returns: the export's file name (`export.xml`, or its localized equivalent).
  /// - Throws: `.unreadable` when the folder cannot be listed; `.invalidContent` when it holds
  ///   no Apple Health export.
  static func findExport(in folder: String, displayPath: String) throws(ParseError) -> String {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      throw ParseError(path: displayPath, reason: .unreadable("the folder cannot be listed"))
    }
    let candidates = names.filter { name in
      let lower = name.lowercased()
      return lower.hasSuffix(".xml") && !name.hasPrefix("._") && lower != "export_cda.xml"
    }
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
      let head = try InputKind.readHead(
        path: path, displayPath: (displayPath as NSString).appendingPathComponent(name),
        count: InputKind.sniffLength)
      if InputKind.contains(head, marker) { return name }
    }
    throw ParseError(
      path: displayPath,
      reason: .invalidContent(
        "the folder holds no Apple Health export (no .xml with a <HealthData> element)"))
  }
}
