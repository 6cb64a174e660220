import Testing

@Test func placeholderReportSite() { #expect(Bool(true)) }
