import Testing

@Test func placeholderHealthCore() { #expect(Bool(true)) }
