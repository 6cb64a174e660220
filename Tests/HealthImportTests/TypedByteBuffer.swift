@testable import HealthCore
@testable import HealthImport

/// Runs `body` on the buffer of `bytes`, keeping `body`'s typed error (`withUnsafeBytes`
/// rethrows an untyped one): how the test supports feed an importer one part at a time.
/// - Parameters:
///   - bytes: the bytes.
///   - body: what reads them, such as an importer's `consume`.
/// - Throws: what `body` throws.
func withBuffer(
  of bytes: [UInt8], _ body: (UnsafeRawBufferPointer) throws(ParseError) -> Void
) throws(ParseError) {
  let outcome: Result<Void, ParseError> = bytes.withUnsafeBytes { buffer in
    do throws(ParseError) {
      try body(buffer)
      return .success(())
    } catch {
      return .failure(error)
    }
  }
  try outcome.get()
}
