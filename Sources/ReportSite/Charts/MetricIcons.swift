/// Header icons of the health cards, as stroked path data on a 24-point grid.
enum MetricIcons {
  /// Two footprints.
  static let steps = [
    "M7 3.5c-1.7 0-2.5 2-2.5 4.5S5.5 12 7 12s2.5-1.5 2.5-4S8.7 3.5 7 3.5ZM5 14.5h4v2a2 2 0 0 1-4 0Z",
    "M17 6.5c-1.7 0-2.5 2-2.5 4.5s1 4 2.5 4 2.5-1.5 2.5-4-.8-4.5-2.5-4.5ZM15 17.5h4v2a2 2 0 0 1-4 0Z",
  ]
  /// A bathroom scale.
  static let weight = [
    "M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z",
    "M8 10a4 4 0 0 1 8 0ZM12 10l1-2",
  ]
  /// A calendar page.
  static let calendar = ["M4.5 6.5H19.5V20H4.5Z", "M4.5 10.5H19.5", "M8.5 4V8", "M15.5 4V8"]
  /// A rising and falling line.
  static let change = ["M3 17L9 11L13 15L21 7", "M15 7H21V13"]
}
