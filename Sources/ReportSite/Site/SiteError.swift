/// Why a site could not be written, or its resources not found, with the path concerned.
///
/// Follows the shape of ``HealthCore/ParseError``: a path as the user gave it and a reason.
public struct SiteError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// The output folder exists, is not empty and has no `.healthreport-site` marker, so it was
    /// left untouched.
    case notASite
    /// The output path exists and is not a folder (a file or a symbolic link).
    case notADirectory
    /// The target is a symbolic link (to a folder or anything else).
    case symbolicLink
    /// A folder could not be created; the system's explanation.
    case cannotCreate(String)
    /// A file could not be written or moved into place; the system's explanation.
    case cannotWrite(String)
    /// A file or folder could not be read; the system's explanation.
    case cannotRead(String)
    /// The templates or public assets were not found; a sentence saying where they were sought.
    case resourcesNotFound(String)
    /// Another process is writing the same site and did not finish in time.
    case busy
    /// A public build into a folder that holds a private site: refused, so a missing secret
    /// cannot replace the sealed site with a plain one (`--public-over-private` allows it).
    case privateSiteThere
    /// The folder exists and is not empty, where only a new or empty one is accepted.
    case notEmpty
    /// A private build whose passphrase does not open the private site there: refused, so a
    /// mistyped passphrase cannot re-seal the site under it (`--new-passphrase` allows it).
    case otherPassphrase
  }

  /// The path concerned, as the user gave it where known.
  public var path: String
  /// What went wrong.
  public var reason: Reason

  /// Creates an error.
  /// - Parameters:
  ///   - path: the path concerned.
  ///   - reason: what went wrong.
  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// Whether the problem is with reading or writing bytes (exit 74) rather than with where the
  /// output goes (exit 73) or with missing resources (exit 66).
  public var isInputOutputFailure: Bool {
    switch reason {
    case .cannotWrite, .cannotRead: return true
    case .notASite, .notADirectory, .symbolicLink, .cannotCreate, .resourcesNotFound, .busy,
      .privateSiteThere, .otherPassphrase, .notEmpty:
      return false
    }
  }

  /// `<path>: <explanation>`.
  public var description: String {
    switch reason {
    case .notASite:
      return "\(path): the folder is not empty and is not a healthreport site"
        + " (it has no \(SiteWriter.markerName) file); refusing to replace it"
    case .notADirectory:
      return "\(path): exists and is not a folder; refusing to replace it"
    case .symbolicLink:
      return "\(path): is a symbolic link; give the folder it points to as --out (a build"
        + " replaces the site folder, and would replace the link, not the folder)"
    case .cannotCreate(let why): return "\(path): cannot create the folder: \(why)"
    case .cannotWrite(let why): return "\(path): cannot write: \(why)"
    case .cannotRead(let why): return "\(path): cannot read: \(why)"
    case .resourcesNotFound(let why): return "\(path): \(why)"
    case .busy:
      return "\(path): another healthreport is writing this folder; try again when it is done"
    case .notEmpty:
      return "\(path): the folder is not empty; give a new or empty folder"
    case .privateSiteThere:
      return "\(path): holds a private (sealed) site, and this build has no passphrase, so it"
        + " would publish the report unsealed; give the passphrase (HEALTHREPORT_PASSPHRASE or"
        + " --passphrase-file FILE), or add --public-over-private to replace it with a public"
        + " site on purpose"
    case .otherPassphrase:
      return "\(path): holds a private site sealed with another passphrase; check the"
        + " passphrase, or add --new-passphrase to seal the whole site again with this one"
        + " (every file changes, so the next upload sends them all)"
    }
  }
}
