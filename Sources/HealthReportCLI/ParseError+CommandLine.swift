import HealthCore

extension ParseError {
  /// The error as the command line prints it after `error: `: its description, except that an
  /// export that ends early says that nothing was written and how to use its data anyway
  /// (`export.xml:123456: the file ends inside an element (truncated?); nothing written; pass
  /// --allow-truncated to use the data through line 123455`).
  var commandLineDescription: String {
    guard case .truncated(let truncation) = reason else { return description }
    let place = line.map { "\(path):\($0)" } ?? path
    switch truncation {
    case .insideElement(let complete):
      return
        "\(place): the file ends inside an element (truncated?); nothing written; pass"
        + " --allow-truncated to use the data through line \(complete)"
    case .missingRootEnd:
      return
        "\(place): no closing </HealthData> (truncated?); nothing written; pass"
        + " --allow-truncated to use its complete records"
    }
  }
}
