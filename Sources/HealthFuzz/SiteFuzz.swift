import Foundation
import HealthCore
import HealthImport
import ReportMail
import ReportSite

/// The whole path in memory: the input is an `export.xml` (first non-blank byte `<`) or a CSV
/// log, imported, then rendered to every page of the site (`SiteGenerator.makePages`, the
/// templates loaded once), the daily CSV and, for one input in eight, the latest week's email
/// (SVG only). Options come from the input. No page, chart or email may hold a NaN or an
/// infinity.
enum SiteFuzz {
  /// The repository's templates, loaded once.
  static let templates: Result<TemplateSet, FuzzFailure> = {
    do {
      let resources = try Resources.locate(
        templatesOverride: nil, executablePath: CommandLine.arguments.first)
      return .success(
        try TemplateSet.load(from: resources, required: SiteGenerator.requiredTemplates))
    } catch {
      return .failure(FuzzFailure("harness: cannot load the templates: \(error)"))
    }
  }()

  static func run(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) {
    let templates = try templates.get()
    guard let dataset = importData(bytes) else { return }
    var choices = FuzzChoices(bytes)
    var options = SiteOptions()
    options.units = choices.flag() ? .kilograms : .pounds
    options.weekStart = choices.flag() ? .monday : .sunday
    if choices.flag() { options.goalWeight = Double(choices.next() % 2000) / 10 }
    if choices.flag() { options.baseURL = "https://example.com/health" }
    let files: [SiteFile]
    do {
      files = try SiteGenerator.makePages(dataset: dataset, options: options, templates: templates)
    } catch {
      throw FuzzFailure("makePages threw \(error)")
    }
    guard files.contains(where: { $0.path == "index.html" }) else {
      throw FuzzFailure("no index.html among \(files.count) files")
    }
    for file in files where file.path.hasSuffix(".svg") || file.path.hasSuffix(".html") {
      if let word = nonFiniteWord(in: file.contents) {
        throw FuzzFailure("\(file.path) holds \"\(word)\"")
      }
    }
    _ = DailyCSV.render(dataset)
    // The email costs as much as the pages: one input in eight renders it.
    if choices.next() % 8 == 0,
      let week = EmailReport.latestWeek(in: dataset, weekStart: options.weekStart)
    {
      let email = EmailReport(dataset: dataset, week: week, options: options)
      let message = email.render().message
      if let word = nonFiniteWord(in: withoutPNGParts(message)) {
        throw FuzzFailure("the email holds \"\(word)\"")
      }
    }
  }

  /// The input's dataset, or `nil` when it is not read.
  static func importData(_ bytes: UnsafeRawBufferPointer) -> HealthDataset? {
    let first = bytes.first { $0 > 0x20 }
    if first == UInt8(ascii: "<") {
      // Fuzzed inputs are mostly cut short: use them as --allow-truncated does, so their
      // data still reaches the pages.
      var importer = AppleHealthImporter(
        path: "fuzz.xml", options: AppleHealthImportOptions(allowTruncated: true))
      do {
        try importer.consume(bytes)
        return try importer.finish().dataset
      } catch {
        return nil
      }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    return try? CSVImporter(unit: .kilograms).parse(text: text, path: "fuzz.csv").dataset
  }

  /// The message's lines outside its PNG parts: their base64 is random letters and digits, in
  /// which "inf" or "nan" can stand as a whole word by chance (found by the CI fuzz smoke).
  /// A PNG part runs from its `Content-Type: image/png` header to the next boundary line.
  static func withoutPNGParts(_ message: Data) -> [UInt8] {
    var kept: [UInt8] = []
    var inPNG = false
    for line in message.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      if line.starts(with: Array("--".utf8)) {
        inPNG = false
      } else if line.starts(with: Array("Content-Type: image/png".utf8)) {
        inPNG = true
      }
      if !inPNG {
        kept += line
        kept.append(UInt8(ascii: "\n"))
      }
    }
    return kept
  }

  /// `nan`, `inf` or `infinity` (any case) as a whole word, as Swift prints non-finite numbers.
  static func nonFiniteWord(in bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        // Only words that start with n or i (either case) can match.
        let letter = buffer[index] | 0x20
        guard letter == 0x6E || letter == 0x69, index == 0 || !isLetter(buffer[index - 1]) else {
          index += 1
          continue
        }
        var end = index
        while end < buffer.count, isLetter(buffer[end]) { end += 1 }
        if end - index == 3 || end - index == 8 {
          let word = buffer[index..<end].map { $0 | 0x20 }
          if word == nan || word == inf || word == infinity {
            return String(decoding: buffer[index..<end], as: UTF8.self)
          }
        }
        index = end
      }
      return nil
    }
  }

  private static let nan = Array("nan".utf8)
  private static let inf = Array("inf".utf8)
  private static let infinity = Array("infinity".utf8)

  static func isLetter(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte)
  }
}
