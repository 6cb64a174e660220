import HealthCore
import ReportMail
import ReportSite

/// The validated options of `healthreport email`.
struct EmailArguments: Sendable {
  /// Where the data comes from (`--demo`, `--demo-days`, `--input`, `--store`, `--no-dedupe`,
  /// `--quiet`).
  var source = DataSourceOptions()
  /// The `.eml` file as the user gave it.
  var output = ""
  /// `--week`: the week to report on, or the latest.
  var week = WeekOption()
  /// The recipient, if any.
  var to: EmailAddress?
  /// The sender.
  var from: EmailAddress = .defaultSender
  /// The subject; `nil` for the default.
  var subject: String?
  /// The Date field; `nil` for the week's last day at 18:00 UTC.
  var date: MailDate?
  /// The weight unit, the goal weight and the first day of the week (`--units`,
  /// `--goal-weight`, `--week-start`).
  var settings = ReportSettings()
  /// `--glucose-unit`; `nil` for the units' or the locale's (as `build` and `chart`).
  var glucoseUnit: GlucoseUnit?
  /// Whether help was asked for instead of an email.
  var wantsHelp = false

  /// `email`'s table.
  static let spec = CommandSpec.email

  /// Reads the options after `email`.
  /// - Parameter scan: the scanned command line.
  /// - Throws: ``CLIError`` with a precise message for the first mistake.
  mutating func read(_ scan: ArgumentScanner.Scan) throws(CLIError) {
    try source.read(scan, command: Self.command)
    guard let out = scan.value("--out") else { throw Self.usage("email needs --out FILE.eml") }
    output = out
    try settings.read(scan, command: Self.command)
    glucoseUnit = try OptionValue.glucoseUnit(scan.value("--glucose-unit"), command: Self.command)
    try week.read(scan, settings: settings, command: Self.command)
    to = try Self.address(scan.value("--to"), option: "--to")
    from = try Self.address(scan.value("--from"), option: "--from") ?? from
    if let text = scan.value("--subject") {
      guard !text.unicodeScalars.contains(where: { $0.value < 32 || $0.value == 127 }) else {
        throw Self.usage("--subject must not contain line breaks or control characters")
      }
      subject = text
    }
    if let text = scan.value("--date") {
      guard let parsed = MailDate(parsing: text) else {
        throw Self.usage(
          "--date must be YYYY-MM-DD or an RFC 5322 date such as"
            + " \"Sat, 14 Dec 2024 18:00:00 +0000\", not \(Self.quoted(text))")
      }
      date = parsed
    }
  }

  /// Parses a mailbox option.
  static func address(_ text: String?, option: String) throws(CLIError) -> EmailAddress? {
    guard let text else { return nil }
    guard let address = EmailAddress(parsing: text) else {
      throw Self.usage(
        "\(option) must be an address local@domain or \"Name <local@domain>\", not \(Self.quoted(text))"
      )
    }
    return address
  }
}
