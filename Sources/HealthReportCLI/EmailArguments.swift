import HealthCore
import ReportMail
import ReportSite

/// The validated options of `healthreport email`.
struct EmailArguments: Sendable {
  /// Whether `--demo` was given.
  var useDemo = false
  /// How many days of demo data to make (`--demo-days`, 1...36500; implies `--demo`).
  var demoDays = 120
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

  /// The command's name, for usage errors.
  static let command = CommandSpec.email.name

  /// Parses and validates the arguments after `email`.
  /// - Parameter arguments: the arguments, without the command's name.
  /// - Returns: the options, or `wantsHelp` set when `--help` or `-h` was given.
  /// - Throws: ``CLIError`` with a precise message for the first mistake.
  static func parse(_ arguments: [String]) throws(CLIError) -> EmailArguments {
    let scan = try CommandSpec.email.scanner.scan(arguments)
    var result = EmailArguments()
    guard !scan.wantsHelp else {
      result.wantsHelp = true
      return result
    }
    result.useDemo = scan.has("--demo")
    result.quiet = scan.has("--quiet")
    result.input = scan.value("--input")
    if result.useDemo, result.input != nil {
      throw usage("--demo and --input cannot be used together")
    }
    if let text = scan.value("--demo-days") {
      guard let days = Int(text), (1...36_500).contains(days) else {
        throw usage("--demo-days must be a whole number from 1 to 36500, not \(quoted(text))")
      }
      guard result.input == nil else { throw usage("--demo-days cannot be used with --input") }
      result.demoDays = days
      result.useDemo = true
    }
    guard let output = scan.value("--out") else { throw usage("email needs --out FILE.eml") }
    result.output = output
    result.units = try OptionValue.units(scan.value("--units"), command: command) ?? result.units
    result.goalWeight = try OptionValue.goalWeight(scan.value("--goal-weight"), command: command)
    result.weekStart =
      try OptionValue.weekStart(scan.value("--week-start"), command: command) ?? result.weekStart
    if let text = scan.value("--week") {
      guard Week(parsing: text, weekStart: result.weekStart) != nil else {
        let forms =
          result.weekStart == .monday
          ? "an ISO week such as 2024-W50 or a day as YYYY-MM-DD"
          : "a day as YYYY-MM-DD (ISO weeks such as 2024-W50 need --week-start monday)"
        throw usage("--week must be \(forms), not \(quoted(text))")
      }
      result.week = text
    }
    result.to = try address(scan.value("--to"), option: "--to")
    result.from = try address(scan.value("--from"), option: "--from") ?? result.from
    if let text = scan.value("--subject") {
      guard !text.unicodeScalars.contains(where: { $0.value < 32 || $0.value == 127 }) else {
        throw usage("--subject must not contain line breaks or control characters")
      }
      result.subject = text
    }
    if let text = scan.value("--date") {
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

  /// A usage error of `email` with `message`.
  static func usage(_ message: String) -> CLIError {
    .usage(message, command: command)
  }

  /// `text` in double quotes, for messages.
  static func quoted(_ text: String) -> String { OptionValue.quoted(text) }
}
