extension HelpText {
  /// `healthreport email --help`.
  static let email = """
    OVERVIEW: Write a week's report as an email: a plain-text and an HTML summary with the four
    charts attached, ready for any mail client or 'sendmail -t < FILE.eml'.

    \(emailUsage)

    OPTIONS:
      --demo                  Use the built-in demo data (the default without --input).
      --input FILE            Read an Apple Health export (export.zip, export.xml or the
                              apple_health_export folder) or a CSV log; - reads
                              standard input.
      --week WEEK             The week to report: a day as YYYY-MM-DD (the week containing
                              it) or, with --week-start monday, an ISO week such as
                              2024-W50 (default: the latest week with data).
      --out FILE.eml          The message file to write (required).
      --to ADDR               The recipient, local@domain or "Name <local@domain>"
                              (default: no To field; 'sendmail -t' needs one).
      --from ADDR             The sender (default: healthreport <healthreport@localhost>).
      --subject TEXT          The subject (default: Health report, week WEEK).
      --date DATE             The Date field: YYYY-MM-DD (18:00 UTC that day) or an
                              RFC 5322 date such as "Sat, 14 Dec 2024 18:00:00 +0000"
                              (default: the week's last day at 18:00 UTC).
      --units lb|kg           The weight unit of the input and the report (default: lb).
      --goal-weight N         The goal weight in --units (default: 155 lb / 70 kg).
      --week-start sunday|monday
                              The first day of the week (default: sunday).
      --quiet                 No progress line and no import summary on standard error.
      -h, --help              Show help information.

    The charts are attached as SVG. When rsvg-convert (librsvg) is on PATH they are also
    rendered as PNG, which the HTML body shows, since many mail clients block SVG; without
    it one warning is printed and the HTML body shows the SVGs. On success the path of the
    message is printed. The output is deterministic: the same data gives the same bytes.

    EXIT STATUS:
      0 success, 64 usage error, 65 bad input data (or no data at all), 66 input not found,
      70 internal error, 73 the file's folder cannot be created, 74 the file cannot be written.

    """
}
