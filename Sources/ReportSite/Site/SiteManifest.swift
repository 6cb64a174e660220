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
  /// The key record of a private site (`seal …`, the first line after the header); `nil` for a
  /// public one.
  var seal: SealRecord? = nil

  static func == (left: SiteManifest, right: SiteManifest) -> Bool {
    left.groups.count == right.groups.count
      && zip(left.groups, right.groups).allSatisfy { $0.key == $1.key && $0.group == $1.group }
      && left.seal == right.seal
  }

  /// The marker file's bytes: ``SiteWriter/markerText``, then the manifest when it has groups.
  var markerBytes: [UInt8] {
    guard !groups.isEmpty || seal != nil else { return Array(SiteWriter.markerText.utf8) }
    var text = SiteWriter.markerText + Self.header + "\n"
    if let seal { text += seal.line + "\n" }
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
    let empty = SiteManifest(groups: [])
    let prefix = Array((SiteWriter.markerText + header + "\n").utf8)
    guard bytes.count >= prefix.count, bytes[..<prefix.count].elementsEqual(prefix),
      bytes.last == UInt8(ascii: "\n")
    else { return empty }
    var groups: [(key: String, group: Group)] = []
    var seal: SealRecord?
    var start = prefix.count
    while start < bytes.count {
      guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return empty }
      let line = bytes[start..<end]
      start = end + 1
      let fields = line.split(
        separator: UInt8(ascii: " "), maxSplits: 4, omittingEmptySubsequences: false)
      let kind = fields.first.map { String(decoding: $0, as: UTF8.self) }
      if kind == "seal", seal == nil, groups.isEmpty {
        let text = String(decoding: line, as: UTF8.self)
        guard let record = SealRecord.parse(text.split(separator: " ").dropFirst().map { $0 })
        else { return SiteManifest(groups: [], seal: nil) }
        seal = record
      } else if kind == "group", fields.count == 3, !fields[1].isEmpty, fields[2].count == 16 {
        groups.append(
          (
            String(decoding: fields[1], as: UTF8.self),
            Group(fingerprint: String(decoding: fields[2], as: UTF8.self), files: [])
          ))
      } else if kind == "file", fields.count == 5, !groups.isEmpty, !fields[4].isEmpty,
        let size = Self.number(fields[1]), let seconds = Self.number(fields[2]),
        let nanoseconds = Self.number(fields[3])
      {
        groups[groups.count - 1].group.files.append(
          (
            String(decoding: fields[4], as: UTF8.self),
            FileStamp(size: Int64(size), modified: (seconds, nanoseconds))
          ))
      } else {
        return empty
      }
    }
    return SiteManifest(groups: groups, seal: seal)
  }

  /// A decimal number of 1 to 18 digits with an optional `-`, or `nil`.
  static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    var rest = digits
    let negative = rest.first == UInt8(ascii: "-")
    if negative { rest = rest.dropFirst() }
    guard !rest.isEmpty, rest.count <= 18 else { return nil }
    var value = 0
    for digit in rest {
      guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(digit - UInt8(ascii: "0"))
    }
    return negative ? -value : value
  }
}
