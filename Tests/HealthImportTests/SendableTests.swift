import HealthCore
import Testing

@testable import HealthImport

/// Compile-time proof that the readers' public types are `Sendable` (the build fails otherwise).
@Suite struct SendableTests {
  static func requireSendable<T: Sendable>(_: T.Type) -> Bool { true }

  @Test func publicTypesAreSendable() {
    #expect(Self.requireSendable(CSVImporter.self))
    #expect(Self.requireSendable(ImportResult.self))
    #expect(Self.requireSendable(ImportWarning.self))
    #expect(Self.requireSendable(CSVReader.self))
    #expect(Self.requireSendable(AppleHealthImportOptions.self))
    #expect(Self.requireSendable(ImportSummary.self))
    #expect(Self.requireSendable(AutoExportSummary.self))
    #expect(Self.requireSendable(InputKind.self))
  }
}
