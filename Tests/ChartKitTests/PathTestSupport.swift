@testable import ChartKit

/// Rewrites a d3 test's expected path (printed with up to 6 decimals) with ChartKit's
/// 3-decimal coordinates, so d3's tables can be used unchanged.
func d3Path(_ expected: String) -> String {
  var output = ""
  var number = ""
  func flush() {
    guard !number.isEmpty else { return }
    NumberFormat.appendCoordinate(Double(number) ?? .nan, decimals: 3, to: &output)
    number = ""
  }
  for character in expected {
    if character.isNumber || character == "." || (character == "-" && number.isEmpty) {
      number.append(character)
    } else {
      flush()
      output.append(character)
    }
  }
  flush()
  return output
}
