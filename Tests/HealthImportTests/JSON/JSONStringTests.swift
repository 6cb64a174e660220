import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

/// The JSON string writer: what it escapes, and that any text reads back as itself.
@Suite struct JSONStringTests {
  @Test(arguments: [
    ("", #""""#),
    ("plain", #""plain""#),
    (#"a "quote" and \ back"#, #""a \"quote\" and \\ back""#),
    ("tab\tline\nnul\u{0}esc\u{1B}", #""tab\u0009line\u000anul\u0000esc\u001b""#),
    ("Jane’s iPhone 🏃 <&>", "\"Jane’s iPhone 🏃 <&>\""),
    ("\u{7F}\u{1F}", "\"\u{7F}\\u001f\""),
  ])
  func quotes(text: String, json: String) {
    #expect(JSONString.quoted(text) == json)
  }

  @Test(arguments: ["", "a\"b\\c", "\u{0}\u{1}\u{1F} ~", "héllo wörld ✓", "line\r\nbreak"])
  func readsBackAsItself(text: String) throws {
    let data = Data(JSONString.quoted(text).utf8)
    let value = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    #expect(value as? String == text)
  }
}
