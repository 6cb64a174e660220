import HealthCore

/// What a reader says of a file that changed while it was read.
extension FileStamp {
  /// How `later` differs from `self`, in words ("its size went from 10 to 4 bytes").
  /// - Parameter later: the stamp taken after reading.
  /// - Returns: a short explanation.
  public func change(to later: FileStamp) -> String {
    if later.size != size { return "its size went from \(size) to \(later.size) bytes" }
    if later.device != device || later.inode != inode { return "it was replaced" }
    return "it was modified"
  }

  /// The error for a file that changed while it was read.
  /// - Parameters:
  ///   - path: the file as the user gave it.
  ///   - detail: what changed.
  /// - Returns: `.invalidContent` naming the change (exit 65: what was read is not one file).
  public static func changedError(path: String, _ detail: String) -> ParseError {
    ParseError(
      path: path,
      reason: .invalidContent(
        "the file changed while it was read (\(detail)); nothing was imported:"
          + " try again when nothing is writing to it"))
  }
}
