import HealthCore

/// The record of the build that made a site, kept in its marker file (``SiteWriter/markerName``)
/// after the marker's first line: for each ``SiteFileGroup`` its fingerprint and the size and
/// modification time each of its files had when the build left it.
///
/// ```
/// manifest 1
/// group weeks/2024-12-08 3f9a0c1b2d4e5f60
/// file 40215 1732380000 123456789 weeks/2024-12-08/index.html
/// ```
///
/// The next build reuses a group (does not render it) only when its fingerprint is the same and
/// every file is still there with the recorded size and time, so a missing, edited or replaced
/// file is rendered again. A marker without a manifest (an older site), with an unknown version
/// or with any line it cannot read gives no groups: everything is rendered.
struct SiteManifest: Sendable, Equatable {
  /// One group as the previous build left it.
  struct Group: Sendable, Equatable {
    /// The fingerprint of the group's inputs.
    var fingerprint: String
    /// Each file's path and stamp (size and modification time).
    var files: [(path: String, stamp: FileStamp)]

    static func == (left: Group, right: Group) -> Bool {
      left.fingerprint == right.fingerprint && left.files.count == right.files.count
        && zip(left.files, right.files).allSatisfy { $0.path == $1.path && $0.stamp == $1.stamp }
    }
  }

  /// The first line after the marker's text.
  static let header = "manifest 1"

  /// The groups by key, in the order written.
  var groups: [(key: String, group: Group)]

  static func == (left: SiteManifest, right: SiteManifest) -> Bool {
    left.groups.count == right.groups.count
      && zip(left.groups, right.groups).allSatisfy { $0.key == $1.key && $0.group == $1.group }
  }

  /// The marker file's bytes: ``SiteWriter/markerText``, then the manifest when it has groups.
  var markerBytes: [UInt8] {
    guard !groups.isEmpty else { return Array(SiteWriter.markerText.utf8) }
    var text = SiteWriter.markerText + Self.header + "\n"
    for (key, group) in groups {
      text += "group " + key + " " + group.fingerprint + "\n"
      for (path, stamp) in group.files {
        text +=
          "file \(stamp.size) \(stamp.modified.seconds) \(stamp.modified.nanoseconds) \(path)\n"
      }
    }
    return Array(text.utf8)
  }

  /// Reads a marker file's bytes; any line it does not understand gives an empty manifest.
  /// - Parameter bytes: the marker file's content.
  /// - Returns: the manifest (no groups for a plain marker or one it cannot read).
  static func parse(markerBytes bytes: [UInt8]) -> SiteManifest {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.hasPrefix(SiteWriter.markerText) else { return SiteManifest(groups: []) }
    let lines = text.dropFirst(SiteWriter.markerText.count).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard lines.first == Substring(header), lines.last == "" else {
      return SiteManifest(groups: [])
    }
    var groups: [(key: String, group: Group)] = []
    for line in lines.dropFirst().dropLast() {
      let fields = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
      if fields.count == 3, fields[0] == "group", !fields[1].isEmpty, fields[2].count == 16 {
        groups.append((String(fields[1]), Group(fingerprint: String(fields[2]), files: [])))
      } else if fields.count == 5, fields[0] == "file", !groups.isEmpty, !fields[4].isEmpty,
        let size = Int64(fields[1]), let seconds = Int(fields[2]),
        let nanoseconds = Int(fields[3])
      {
        groups[groups.count - 1].group.files.append(
          (String(fields[4]), FileStamp(size: size, modified: (seconds, nanoseconds))))
      } else {
        return SiteManifest(groups: [])
      }
    }
    return SiteManifest(groups: groups)
  }
}
