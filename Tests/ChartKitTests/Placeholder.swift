import Testing

@Test func placeholderChartKit() { #expect(Bool(true)) }
