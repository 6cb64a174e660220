import HealthCore

/// Rules for finding the Apple Health export among a zip's members.
///
/// The export's name is localized (`export.xml`, `exportar.xml`, `导出.xml`), so members are
/// chosen by content: an `.xml` whose head contains `<HealthData`.
enum ExportLocator: Sendable {
  /// How many leading bytes of a candidate are searched for the root element; the Version 14
  /// internal DTD before it is about 7.4 KB.
  static let sniffLength = 64 << 10
  /// The folder Apple's export puts everything in.
  static let exportFolder = "apple_health_export"
  /// The bytes searched for.
  static let rootElement = Array("<HealthData".utf8)

  /// The members worth sniffing, best first: `.xml` files outside `__MACOSX/`, not AppleDouble
  /// (`._` names) and not `export_cda.xml`; those directly under `apple_health_export/` first,
  /// then larger before smaller.
  /// - Parameter entries: the archive's members.
  /// - Returns: the candidates in the order to try them.
  static func candidates(in entries: [ZipEntry]) -> [ZipEntry] {
    let eligible = entries.filter { entry in
      let components = entry.name.split(separator: "/", omittingEmptySubsequences: false)
      guard !entry.isDirectory, let last = components.last, let first = components.first
      else { return false }
      return last.lowercased().hasSuffix(".xml") && first != "__MACOSX"
        && !last.hasPrefix("._") && last.lowercased() != "export_cda.xml"
    }
    return eligible.sorted { left, right in
      let leftPreferred = isDirectlyInExportFolder(left)
      if leftPreferred != isDirectlyInExportFolder(right) { return leftPreferred }
      if left.uncompressedSize != right.uncompressedSize {
        return left.uncompressedSize > right.uncompressedSize
      }
      return left.name < right.name
    }
  }

  /// Whether `entry` sits directly in `apple_health_export/`.
  static func isDirectlyInExportFolder(_ entry: ZipEntry) -> Bool {
    let components = entry.name.split(separator: "/", omittingEmptySubsequences: false)
    return components.count == 2 && components.first == Substring(exportFolder)
  }

  /// Whether `head` contains `<HealthData`.
  /// - Parameter head: the first bytes of a member.
  /// - Returns: `true` when the root element's opening appears.
  static func containsRootElement(_ head: [UInt8]) -> Bool {
    let pattern = rootElement
    guard let first = pattern.first, head.count >= pattern.count else { return false }
    var index = 0
    let lastStart = head.count - pattern.count
    while index <= lastStart {
      if head[index] == first, head[index..<(index + pattern.count)].elementsEqual(pattern) {
        return true
      }
      index += 1
    }
    return false
  }
}
