import Testing

@Test func placeholderHealthReportCLI() { #expect(Bool(true)) }
