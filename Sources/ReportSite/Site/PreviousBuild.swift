import HealthCore
import SiteSeal

/// What a build may take over from the site it replaces: the ``SiteFileGroup``s whose files are
/// still exactly as the previous build left them (its manifest's fingerprint, and every file a
/// regular file with the recorded size and modification time).
///
/// ``SiteWriter/build(into:displayPath:make:)`` makes it under the site's lock and passes it to
/// the generator, which leaves a group out (lists its paths in ``Site/kept``) only when
/// ``canKeep(_:fingerprint:paths:)`` says so. With ``none`` every file is rendered.
public struct PreviousBuild: Sendable {
  /// The reusable groups by key: fingerprint and files with their stamps.
  let groups: [String: SiteManifest.Group]
  /// The previous site's key record, when it was private.
  public private(set) var seal: SealRecord? = nil
  /// Whether the previous site holds sealed files (`….sealed`), whatever its marker says.
  public private(set) var hasSealedFiles = false
  /// The key this build seals with, when it is private: groups are then compared by their
  /// sealed fingerprints (``PrivateSite/fingerprint(_:key:)``) and paths.
  var sealing: SiteKey? = nil

  /// Nothing to reuse: a first build, an older site without a manifest, or a plain write.
  public static let none = PreviousBuild(groups: [:])

  /// Whether the previous site was private: its marker has a key record, or it holds sealed
  /// files (so a damaged marker cannot make a private site look public).
  public var isPrivate: Bool { seal != nil || hasSealedFiles }

  /// Whether the previous build left groups that a build may keep (a rebuild).
  public var hasGroups: Bool { !groups.isEmpty }

  /// The same previous build, for a build that seals with `key`: a group is kept only when it
  /// was sealed with it.
  public func sealing(key: SiteKey) -> PreviousBuild {
    var copy = self
    copy.sealing = key
    return copy
  }

  /// Whether the group `key` may be kept: the previous build made the same files from inputs
  /// with the same `fingerprint`, and they are untouched since.
  /// - Parameters:
  ///   - key: the group's key (`weeks/2024-12-08`).
  ///   - fingerprint: the fingerprint of the group's inputs in this build.
  ///   - paths: the group's files in this build.
  /// - Returns: `true` when the previous files are this build's files.
  public func canKeep(_ key: String, fingerprint: String, paths: [String]) -> Bool {
    guard let group = groups[key] else { return false }
    if let sealing {
      return group.fingerprint == PrivateSite.fingerprint(fingerprint, key: sealing)
        && group.files.map(\.path) == paths.map(PrivateSite.sealedPath)
    }
    return group.fingerprint == fingerprint && group.files.map(\.path) == paths
  }

  /// The groups of `manifest` whose files `inventory` shows unchanged.
  /// - Parameters:
  ///   - manifest: the previous build's manifest.
  ///   - inventory: the previous site's files as they are now.
  init(manifest: SiteManifest, inventory: SiteInventory) {
    var groups: [String: SiteManifest.Group] = [:]
    for (key, group) in manifest.groups where !group.files.isEmpty {
      let intact = group.files.allSatisfy { file in
        guard case .file(let stamp)? = inventory.entries[file.path] else { return false }
        return stamp.hasSameSizeAndTime(as: file.stamp)
      }
      if intact { groups[key] = group }
    }
    self.groups = groups
    seal = manifest.seal
    hasSealedFiles = inventory.entries.keys.contains { $0.hasSuffix(PrivateSite.sealedSuffix) }
  }

  /// A previous build with the given groups (tests).
  init(groups: [String: SiteManifest.Group]) {
    self.groups = groups
  }
}
