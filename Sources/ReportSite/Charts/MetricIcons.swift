/// Header icons of the health cards, as stroked path data on a 24-point grid.
enum MetricIcons {
  /// Two footprints.
  static let steps = [
    "M7 3.5C5.3 3.5 4.5 5.5 4.5 8C4.5 10.5 5.5 12 7 12C8.5 12 9.5 10.5 9.5 8C9.5 5.5 8.7 3.5 7 3.5Z",
    "M5 14.5H9V16.5C9 17.6 8.1 18.5 7 18.5C5.9 18.5 5 17.6 5 16.5Z",
    "M17 6.5C15.3 6.5 14.5 8.5 14.5 11C14.5 13.5 15.5 15 17 15C18.5 15 19.5 13.5 19.5 11C19.5 8.5 18.7 6.5 17 6.5Z",
    "M15 17.5H19V19.5C19 20.6 18.1 21.5 17 21.5C15.9 21.5 15 20.6 15 19.5Z",
  ]
  /// A bathroom scale.
  static let weight = [
    "M5 4H19C20.1 4 21 4.9 21 6V18C21 19.1 20.1 20 19 20H5C3.9 20 3 19.1 3 18V6C3 4.9 3.9 4 5 4Z",
    "M8 10C8.8 8.2 10.3 7 12 7C13.7 7 15.2 8.2 16 10Z", "M12 10L13 8",
  ]
  /// A calendar page.
  static let calendar = ["M4.5 6.5H19.5V20H4.5Z", "M4.5 10.5H19.5", "M8.5 4V8", "M15.5 4V8"]
  /// A rising and falling line.
  static let change = ["M3 17L9 11L13 15L21 7", "M15 7H21V13"]
}
