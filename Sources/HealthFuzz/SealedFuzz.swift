import ReportSite
import SiteSeal

/// The envelope reader of a private site, as `healthreport unseal` runs it: the input is a
/// sealed file (or a page holding an envelope), parsed and opened with a fixed key. Errors are
/// fine (unseal exits 65 with them); a crash, a hang (a huge `iter` must be refused before any
/// work) or an envelope that parses but does not read back the same from its own JSON is not.
/// An envelope sealed with the key must open to what it holds.
enum SealedFuzz {
  /// The key the seeds are sealed with (`bench/fuzz_seeds.py`): 32 bytes of 7, salt 0…15.
  static let key = SiteKey(
    rawKey: Array(repeating: 7, count: 32), salt: Array(0..<16), iterations: 600_000)

  static func run(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) {
    let input = Array(bytes)
    let text = UnlockPage.envelope(inPage: input) ?? input
    guard let envelope = try? Envelope.parse(text) else { return }
    guard let again = try? Envelope.parse(Array(envelope.json.utf8)), again == envelope else {
      throw FuzzFailure("an envelope does not read back the same from its own JSON")
    }
    guard let content = try? envelope.open(key: key) else { return }
    // What opened seals again, under the same key and path, to an envelope that opens to it.
    let resealed = Envelope.seal(content, path: envelope.path, key: key)
    guard (try? resealed.open(key: key)) == content else {
      throw FuzzFailure("a file sealed again does not open to the same bytes")
    }
  }
}
