import Foundation
import HealthCore

/// Reads the data a command shows: the demo data, or an input recognised by its content.
///
/// The one place that dispatches on input kinds: a folder (the extracted
/// `apple_health_export/`, one of Health Auto Export JSON files, or one of Health Connect's
/// scheduled exports), a zip (`export.zip`, streamed, never extracted; `Health Connect.zip`,
/// whose database is extracted to a private temporary file), an Apple Health `export.xml`, a
/// Health Auto Export `.json` file, Health Connect's database (`health_connect_export.db`), or a
/// CSV log (including the daily CSV this tool writes). `-` is standard
/// input; it, `/dev/stdin` and `/dev/fd/N` (a shell's `<(command)`) may be pipes. Files are
/// opened once and their first chunk both recognises them and starts the import, so nothing
/// is read twice.
public struct InputLoader: Sendable {
  /// What was loaded.
  public struct Loaded: Sendable {
    /// The dataset and warnings, naming the input as the user gave it.
    public var result: ImportResult
    /// The end-of-run summary line (for exports, Health Auto Export files and Health Connect),
    /// naming the input as the user gave it.
    public var summaryLine: String?

    /// What was loaded.
    /// - Parameters:
    ///   - result: the dataset and warnings.
    ///   - summaryLine: the end-of-run summary line, if the format has one.
    public init(result: ImportResult, summaryLine: String? = nil) {
      self.result = result
      self.summaryLine = summaryLine
    }
  }

  /// The folder relative input paths are resolved against.
  public var currentDirectory: URL
  /// How Apple Health records become daily values.
  public var options = AppleHealthImportOptions()
  /// How many days of demo data to make when there is no input.
  public var demoDays = 120
  /// The descriptor `-` reads (standard input).
  public var standardInput: Int32 = STDIN_FILENO

  /// A loader.
  /// - Parameters:
  ///   - currentDirectory: the folder relative input paths are resolved against.
  ///   - options: how Apple Health records become daily values.
  ///   - demoDays: how many days of demo data to make when there is no input.
  public init(
    currentDirectory: URL, options: AppleHealthImportOptions = AppleHealthImportOptions(),
    demoDays: Int = 120
  ) {
    self.currentDirectory = currentDirectory
    self.options = options
    self.demoDays = demoDays
  }

  /// Loads the input.
  /// - Parameters:
  ///   - input: the input's path as the user gave it, `-` for standard input; `nil` for the
  ///     demo data.
  ///   - unit: the unit of weights in a CSV input.
  ///   - progress: called while the input is read with the bytes done and the total (0 when
  ///     unknown, for a pipe).
  /// - Returns: the data, the warnings (naming `input` as the user gave it) and, for exports,
  ///   the import's counts.
  /// - Throws: ``ParseError`` naming `input` as the user gave it.
  public func load(
    input: String?, unit: WeightUnit, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) throws(ParseError) -> Loaded {
    guard let input else {
      return Loaded(
        result: ImportResult(dataset: DemoData.makeDataset(days: demoDays), warnings: []))
    }
    if input == "-" {
      var source = try InputSource(descriptor: standardInput, displayPath: input)
      return try load(&source, resolved: nil, unit: unit, progress: progress)
    }
    let url =
      input.hasPrefix("/")
      ? URL(fileURLWithPath: input) : currentDirectory.appendingPathComponent(input)
    let resolved = url.standardizedFileURL.path
    if InputKind.isFolder(resolved) {
      return try loadFolder(resolved, displayPath: input, progress: progress)
    }
    var source = try InputSource(path: resolved, displayPath: input)
    return try load(&source, resolved: resolved, unit: unit, progress: progress)
  }

  /// Reads a folder: the Apple Health export in it, or else its Health Auto Export files, or
  /// else the newest Health Connect export in it (a folder the scheduled export syncs to).
  private func loadFolder(
    _ folder: String, displayPath: String, progress: (_ done: Int, _ total: Int) -> Void
  ) throws(ParseError) -> Loaded {
    let jsonFiles = try AutoExportInput.files(in: folder, displayPath: displayPath)
    let holdsAppleExport = ExportFolder.holdsExport(folder)
    if jsonFiles.isEmpty, !holdsAppleExport,
      let newest = HealthConnectInput.newestExport(in: folder)
    {
      // Scheduled exports, each a complete snapshot: the newest is read.
      let shown = (displayPath as NSString).appendingPathComponent(newest.name)
      var source = try InputSource(path: newest.path, displayPath: shown, allowsStream: false)
      return try load(&source, resolved: newest.path, unit: .kilograms, progress: progress)
    }
    if !jsonFiles.isEmpty, !holdsAppleExport {
      let outcome = try AutoExportInput(displayPath: displayPath)
        .readFolder(folder, names: jsonFiles, progress: progress)
      return outcome.loaded(input: displayPath)
    }
    var found = try ExportFolder.openExport(in: folder, displayPath: displayPath)
    let reader = ExportReader(displayPath: displayPath, options: options)
    let outcome = try reader.readXML(&found.source, progress: progress)
    return outcome.loaded(input: displayPath)
  }

  /// Recognises the open input by its head and streams it through the matching importer.
  /// - Parameters:
  ///   - source: the open input, read to its end.
  ///   - resolved: the file's resolved path, for a zip; `nil` for standard input.
  ///   - unit: the unit of weights in a CSV input.
  ///   - progress: called while the input is read with the bytes done and the total.
  /// - Returns: the data, the warnings and, for exports, the import's counts.
  /// - Throws: ``ParseError`` naming the input as the user gave it.
  private func load(
    _ source: inout InputSource, resolved: String?, unit: WeightUnit,
    progress: (_ done: Int, _ total: Int) -> Void
  ) throws(ParseError) -> Loaded {
    let input = source.path
    let fileExtension = InputKind.fileExtension(of: input)
    let kind = try source.withHead { head throws(ParseError) in
      try InputKind.detect(head: head, fileExtension: fileExtension, displayPath: input)
    }
    let total = source.expectedSize ?? 0
    let reader = ExportReader(displayPath: input, options: options)
    switch kind {
    case .csv:
      let result = try CSVImporter(unit: unit).read(&source) { progress($0, total) }
      return Loaded(result: result)
    case .appleHealthXML, .folder:
      let outcome = try reader.readXML(&source, progress: progress)
      return outcome.loaded(input: input)
    case .autoExportJSON:
      let outcome = try AutoExportInput(displayPath: input).readFile(&source, progress: progress)
      return outcome.loaded(input: input)
    case .zip:
      // A zip is read at random offsets: from its file, or (`- < export.zip`) through
      // /dev/fd/N when standard input is a regular file.
      let archivePath = resolved ?? "/dev/fd/\(standardInput)"
      guard source.kind == .regularFile else {
        throw ParseError(
          path: input,
          reason: .unreadable(
            "zip data cannot be read from a pipe (a zip's table of contents is at its end);"
              + " give the .zip file's path, or pipe the export.xml inside it:"
              + " unzip -p export.zip apple_health_export/export.xml | healthreport daily -"))
      }
      return try loadZip(path: archivePath, displayPath: input, progress: progress)
    case .healthConnectDatabase:
      // SQLite reads a file at random offsets: from its path, or through /dev/fd/N.
      guard source.kind == .regularFile else {
        throw ParseError(
          path: input,
          reason: .unreadable(
            "a database cannot be read from a pipe; give the .db file's path"))
      }
      let path = resolved ?? "/dev/fd/\(standardInput)"
      let outcome = try HealthConnectInput(displayPath: input, dedupe: options.dedupe)
        .readDatabase(path: path)
      try source.checkUnchangedSinceOpen()
      return outcome.loaded(input: input)
    }
  }

  /// Reads a zip: the Apple Health export in it, else the Health Connect database in it, each
  /// recognised by its content.
  private func loadZip(
    path: String, displayPath: String, progress: (_ done: Int, _ total: Int) -> Void
  ) throws(ParseError) -> Loaded {
    let archive: ZipArchive
    do throws(ParseError) {
      archive = try ZipArchive(path: path)
    } catch {
      var error = error
      if error.path == path { error.path = displayPath }
      throw error
    }
    let appleExport: ZipEntry?
    do throws(ParseError) {
      appleExport = try archive.locateHealthExport()
    } catch {
      var error = error
      if error.path == path { error.path = displayPath }
      throw error
    }
    guard let appleExport else {
      guard try HealthConnectInput.databaseEntry(in: archive) != nil else {
        throw ParseError(
          path: displayPath,
          reason: .invalidContent(
            "the zip holds neither an Apple Health export (an .xml with a <HealthData>"
              + " element) nor a Health Connect database"))
      }
      let outcome = try HealthConnectInput(displayPath: displayPath, dedupe: options.dedupe)
        .readZip(archive)
      return outcome.loaded(input: displayPath)
    }
    let reader = ExportReader(displayPath: displayPath, options: options)
    return try reader.readZip(archive, entry: appleExport, progress: progress)
      .loaded(input: displayPath)
  }
}
