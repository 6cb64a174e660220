import HealthCore
import ReportMail
import ReportSite

/// The validated options of `healthreport email`.
struct EmailArguments: Sendable {
  /// Whether `--demo` was given.
  var useDemo = false
  /// The input file as the user gave it; `nil` for the demo data.
  var input: String?
  /// The `.eml` file as the user gave it.
  var output = ""
  /// `--week` as typed; `nil` for the latest week with data.
  var week: String?
  /// The recipient, if any.
  var to: EmailAddress?
  /// The sender.
  var from: EmailAddress = .defaultSender
  /// The subject; `nil` for the default.
  var subject: String?
  /// The Date field; `nil` for the week's last day at 18:00 UTC.
  var date: MailDate?
  /// The weight unit of the input and the report.
  var units: WeightUnit = .pounds
  /// The goal weight in `units`; `nil` for the unit's default (155 lb / 70 kg).
  var goalWeight: Double?
  /// The first day of the week.
  var weekStart: WeekStart = .sunday
  /// Whether `--quiet` was given: no progress line and no import summary.
  var quiet = false
  /// Whether help was asked for instead of an email.
  var wantsHelp = false

  static let command = "email"

  static let scanner = ArgumentScanner(
    command: command,
    valueOptions: [
      "--input", "--week", "--out", "--to", "--from", "--subject", "--date", "--units",
      "--goal-weight", "--week-start",
    ],
    flagOptions: ["--demo", "--quiet"])

  /// Parses and validates the arguments after `email`.
  /// - Parameter arguments: the arguments, without the command's name.
  /// - Returns: the options, or `wantsHelp` set when `--help` or `-h` was given.
  /// - Throws: ``CLIError`` with a precise message for the first mistake.
  static func parse(_ arguments: [String]) throws(CLIError) -> EmailArguments {
    let scan = try scanner.scan(arguments)
    var result = EmailArguments()
    guard !scan.wantsHelp else {
      result.wantsHelp = true
      return result
    }
    let values = scan.values
    result.useDemo = scan.flags.contains("--demo")
    result.quiet = scan.flags.contains("--quiet")
    result.input = values["--input"]
    if result.useDemo, result.input != nil {
      throw usage("--demo and --input cannot be used together")
    }
    guard let output = values["--out"] else { throw usage("email needs --out FILE.eml") }
    result.output = output
    result.units = try OptionValue.units(values["--units"], command: command) ?? result.units
    result.goalWeight = try OptionValue.goalWeight(values["--goal-weight"], command: command)
    result.weekStart =
      try OptionValue.weekStart(values["--week-start"], command: command) ?? result.weekStart
    if let text = values["--week"] {
      guard Week(parsing: text, weekStart: result.weekStart) != nil else {
        let forms =
          result.weekStart == .monday
          ? "an ISO week such as 2024-W50 or a day as YYYY-MM-DD"
          : "a day as YYYY-MM-DD (ISO weeks such as 2024-W50 need --week-start monday)"
        throw usage("--week must be \(forms), not \(quoted(text))")
      }
      result.week = text
    }
    result.to = try address(values["--to"], option: "--to")
    result.from = try address(values["--from"], option: "--from") ?? result.from
    if let text = values["--subject"] {
      guard !text.unicodeScalars.contains(where: { $0.value < 32 || $0.value == 127 }) else {
        throw usage("--subject must not contain line breaks or control characters")
      }
      result.subject = text
    }
    if let text = values["--date"] {
      guard let date = MailDate(parsing: text) else {
        throw usage(
          "--date must be YYYY-MM-DD or an RFC 5322 date such as"
            + " \"Sat, 14 Dec 2024 18:00:00 +0000\", not \(quoted(text))")
      }
      result.date = date
    }
    return result
  }

  /// Parses a mailbox option.
  static func address(_ text: String?, option: String) throws(CLIError) -> EmailAddress? {
    guard let text else { return nil }
    guard let address = EmailAddress(parsing: text) else {
      throw usage(
        "\(option) must be an address local@domain or \"Name <local@domain>\", not \(quoted(text))")
    }
    return address
  }

  static func usage(_ message: String) -> CLIError {
    .usage(message, command: command)
  }

  /// `text` in double quotes, for messages.
  static func quoted(_ text: String) -> String { OptionValue.quoted(text) }
}
