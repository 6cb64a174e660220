import HealthCore
import Testing

@testable import HealthReportCLI

/// `build --base-url`: validated, normalized, passed to the site.
@Suite struct BaseURLArgumentTests {
  @Test(arguments: [
    (["--base-url", "https://example.com/health"], "https://example.com/health/"),
    (["--base-url=http://Example.com"], "http://example.com/"),
  ])
  func acceptsAbsoluteHTTPURLs(arguments: [String], expected: String) throws {
    let parsed = try BuildArguments.parse(arguments)
    #expect(parsed.baseURL == expected)
    #expect(parsed.siteOptions.baseURL == expected)
  }

  @Test(arguments: [
    "example.com", "/health", "ftp://example.com/", "https://", "https://x.org/?a=1", "file:///tmp",
    "https://example.com/a#top", "https://me@example.com/",
  ])
  func rejectsEverythingElse(text: String) {
    #expect(
      throws: CLIError.usage(
        "--base-url must be an absolute http or https URL without a query, fragment or user,"
          + " not \"\(text)\"", command: "build")
    ) {
      try BuildArguments.parse(["--base-url", text])
    }
  }

  @Test func usageErrorExitsWith64() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(["build", "--demo", "--base-url", "example.com"])
    #expect(run.code == 64)
    #expect(run.standardError.contains("--base-url must be an absolute http or https URL"))
  }

  @Test func defaultHasNoBaseURL() throws {
    #expect(try BuildArguments.parse([]).baseURL == nil)
    #expect(HelpText.page(of: .build).contains("--base-url URL"))
    #expect(HelpText.usage(of: .build).contains("[--base-url URL]"))
  }
}
