/// The fixed en_US date patterns of the dashboard (SPEC §7), independent of the machine's locale.
extension LocalDate {
  static let monthNames = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
  ]
  static let shortMonthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The full English month name of this day ("December").
  public var monthName: String { LocalDate.monthNames[month - 1] }

  /// `EEE, MMM d`, as in annotations: "Mon, Dec 9".
  public var annotationText: String {
    let (_, month, day) = components
    return weekday.shortName + ", " + LocalDate.shortMonthNames[month - 1] + " " + String(day)
  }

  /// `M/d`, as on time axes: "12/9".
  public var axisText: String {
    let (_, month, day) = components
    return String(month) + "/" + String(day)
  }

  /// `MMMM d, yyyy`, as in list pages: "December 9, 2024".
  public var listText: String {
    let (year, month, day) = components
    return LocalDate.monthNames[month - 1] + " " + String(day) + ", " + String(year)
  }

  /// `MMMM d`, the accessibility label of a datum: "December 9".
  public var accessibilityText: String {
    let (_, month, day) = components
    return LocalDate.monthNames[month - 1] + " " + String(day)
  }
}
