import Foundation

/// One sealed file (FORMAT-private-site.md, version 1): its path, iv and ciphertext with the
/// key's salt and count, written as one JSON object with the keys in a fixed order:
///
/// ```
/// {"v":1,"kdf":"PBKDF2-SHA256","iter":600000,"salt":"…","cipher":"AES-256-GCM",
///  "zip":"deflate-raw","path":"weeks/2024-12-08/index.html","iv":"…","data":"…"}
/// ```
///
/// `data` is AES-256-GCM of the raw DEFLATE of the file under `K` and `iv`, with the path's
/// UTF-8 bytes as additional data and the 16-byte tag appended; binary fields are standard
/// base64 with padding. The same key, path and bytes always give the same envelope.
public struct Envelope: Sendable, Equatable {
  /// The format version this reader and writer know.
  public static let version = 1
  /// The largest file a reader opens, in bytes (inflated), and so the largest `data` it reads.
  public static let maximumByteCount = 512 << 20

  /// The PBKDF2 iteration count.
  public var iterations: Int
  /// The site's salt.
  public var salt: [UInt8]
  /// The file's site path (relative, `/`-separated).
  public var path: String
  /// The 12-byte iv.
  public var iv: [UInt8]
  /// The ciphertext and its tag.
  public var data: [UInt8]

  /// Seals `bytes`, the file at site path `path`, under `key`.
  /// - Parameters:
  ///   - bytes: the file's plain bytes.
  ///   - path: its site path.
  ///   - key: the site's key.
  /// - Returns: the envelope.
  public static func seal(_ bytes: [UInt8], path: String, key: SiteKey) -> Envelope {
    let compressed = RawDeflate.compress(bytes)
    let iv = key.iv(path: path, bytes: compressed)
    // The key is 32 bytes and the iv 12, so sealing cannot fail (a file is far below GCM's
    // 64 GiB limit); an empty `data` would fail to open rather than crash.
    let data =
      (try? AESGCM.seal(
        key: key.key, iv: iv, plaintext: compressed, additionalData: Array(path.utf8))) ?? []
    return Envelope(iterations: key.iterations, salt: key.salt, path: path, iv: iv, data: data)
  }

  /// The envelope as JSON text, keys in the format's order.
  public var json: String {
    "{\"v\":1,\"kdf\":\"PBKDF2-SHA256\",\"iter\":" + String(iterations) + ",\"salt\":\""
      + Data(salt).base64EncodedString() + "\",\"cipher\":\"AES-256-GCM\",\"zip\":\"deflate-raw\","
      + "\"path\":" + Self.jsonString(path) + ",\"iv\":\"" + Data(iv).base64EncodedString()
      + "\",\"data\":\"" + Data(data).base64EncodedString() + "\"}"
  }

  /// Reads an envelope, refusing anything the format does not allow.
  /// - Parameter bytes: the JSON text.
  /// - Returns: the envelope.
  /// - Throws: ``EnvelopeError``.
  public static func parse(_ bytes: [UInt8]) throws(EnvelopeError) -> Envelope {
    guard bytes.count <= maximumByteCount * 2 else { throw .malformed("too large") }
    let fields: Fields
    do {
      fields = try JSONDecoder().decode(Fields.self, from: Data(bytes))
    } catch {
      throw .malformed(
        "not an envelope (a JSON object with v, kdf, iter, salt, cipher, zip, path, iv and data)")
    }
    guard fields.v == Self.version else { throw .unsupported("v \(fields.v)") }
    guard fields.kdf == "PBKDF2-SHA256" else { throw .unsupported("kdf") }
    guard fields.cipher == "AES-256-GCM" else { throw .unsupported("cipher") }
    guard fields.zip == "deflate-raw" else { throw .unsupported("zip") }
    guard (SiteKey.minimumIterations...SiteKey.maximumIterations).contains(fields.iter) else {
      throw .unsupported("iter \(fields.iter)")
    }
    guard !fields.path.isEmpty else { throw .malformed("no path") }
    let salt = try base64(fields.salt, "salt")
    let iv = try base64(fields.iv, "iv")
    let data = try base64(fields.data, "data")
    guard salt.count == SiteKey.saltByteCount else { throw .malformed("salt is not 16 bytes") }
    guard iv.count == 12 else { throw .malformed("iv is not 12 bytes") }
    guard data.count >= 16 else { throw .malformed("data is shorter than its tag") }
    return Envelope(iterations: fields.iter, salt: salt, path: fields.path, iv: iv, data: data)
  }

  /// The JSON object's fields, as a strict decoder reads them (a number is never a Boolean).
  struct Fields: Decodable {
    var v: Int
    var kdf: String
    var iter: Int
    var salt: String
    var cipher: String
    var zip: String
    var path: String
    var iv: String
    var data: String
  }

  /// Opens the envelope with `key` (which must have the envelope's salt and count).
  /// - Parameter key: the site's key.
  /// - Returns: the file's plain bytes.
  /// - Throws: ``EnvelopeError/wrongKey`` when the key does not open it (a wrong passphrase,
  ///   or a file or path that was altered), `.malformed` for bad compressed data.
  public func open(key: SiteKey) throws(EnvelopeError) -> [UInt8] {
    guard key.salt == salt, key.iterations == iterations else { throw .wrongKey }
    let compressed: [UInt8]
    do {
      compressed = try AESGCM.open(
        key: key.key, iv: iv, sealed: data, additionalData: Array(path.utf8))
    } catch {
      throw .wrongKey
    }
    do {
      return try RawDeflate.decompress(compressed, limit: Self.maximumByteCount)
    } catch {
      throw .malformed("the compressed content is damaged")
    }
  }

  /// A base64 field, strictly decoded.
  static func base64(_ text: String, _ name: String) throws(EnvelopeError) -> [UInt8] {
    guard let data = Data(base64Encoded: text) else { throw .malformed("\(name) is not base64") }
    return Array(data)
  }

  /// `text` as a JSON string: `"` and `\` escaped, control characters and `<` as `\u` escapes
  /// (so an envelope can sit in an HTML `<script>` element), everything else as it is.
  static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

/// Why an envelope could not be read or opened. No case carries key or content bytes.
public enum EnvelopeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bytes are not an envelope of this format.
  case malformed(String)
  /// A version, algorithm or count this reader does not accept.
  case unsupported(String)
  /// The key does not open it: a wrong passphrase, or the file or its path was altered.
  case wrongKey

  public var description: String {
    switch self {
    case .malformed(let why): return "not a sealed file: " + why
    case .unsupported(let what): return "an unsupported " + what
    case .wrongKey: return "the passphrase does not open it, or it was altered"
    }
  }
}
