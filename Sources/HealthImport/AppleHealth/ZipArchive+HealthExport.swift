import HealthCore

extension ZipArchive {
  /// Finds the Apple Health export in the archive by content, not by (localized) name.
  ///
  /// Candidates are `.xml` members outside `__MACOSX/`, not AppleDouble (`._…`) and not
  /// `export_cda.xml`; those directly under `apple_health_export/` are tried first, larger
  /// before smaller. The first whose first 64 KiB contain `<HealthData` is returned; only that
  /// head of each candidate is inflated.
  /// - Returns: the member holding `export.xml` (or its localized equivalent).
  /// - Throws: `.invalidContent("the zip holds no Apple Health export (no .xml with a
  ///   <HealthData> element)")` when no candidate qualifies; when none qualifies and a candidate
  ///   could not be read, that candidate's error instead.
  public func findHealthExport() throws(ParseError) -> ZipEntry {
    if let entry = try locateHealthExport() { return entry }
    throw ParseError(
      path: path,
      reason: .invalidContent(
        "the zip holds no Apple Health export (no .xml with a <HealthData> element)"))
  }

  /// The member holding the Apple Health export as ``findHealthExport()`` finds it, or `nil`
  /// when no candidate qualifies and none failed to read.
  /// - Throws: the first candidate's error when none qualifies and a candidate could not be
  ///   read.
  func locateHealthExport() throws(ParseError) -> ZipEntry? {
    var firstFailure: ParseError?
    for candidate in ExportLocator.candidates(in: entries) {
      do throws(ParseError) {
        if ExportLocator.containsRootElement(
          try head(of: candidate, length: ExportLocator.sniffLength))
        {
          return candidate
        }
      } catch {
        if firstFailure == nil { firstFailure = error }
      }
    }
    if let firstFailure { throw firstFailure }
    return nil
  }
}
