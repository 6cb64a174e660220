import Foundation
import Testing

@testable import HealthReportCLI

/// `email --goal-weight` is parsed and validated like `build`'s.
struct EmailGoalWeightTests {
  static let base = ["--demo", "--out", "report.eml"]

  @Test func goalWeightIsParsed() throws {
    let parsed = try EmailArguments.parse(Self.base + ["--goal-weight", "150.5"])
    #expect(parsed.settings.goalWeight == 150.5)
    #expect(try EmailArguments.parse(Self.base).settings.goalWeight == nil)
  }

  @Test(arguments: ["0", "-3", "heavy", "nan", "inf"])
  func badGoalWeightIsAUsageError(text: String) {
    #expect(throws: CLIError.self) {
      try EmailArguments.parse(Self.base + ["--goal-weight", text])
    }
  }
}
