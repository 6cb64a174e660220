import Foundation

/// The site's public address (`--base-url`), used for canonical links and the Atom feed.
public enum BaseURL {
  /// Validates and normalizes a base URL: an absolute `http` or `https` URL with a host and no
  /// query, fragment or white space; the scheme and host are lowercased and the result ends
  /// with "/" (`https://Example.com/health` → `https://example.com/health/`).
  /// - Parameter text: the address as the user gave it.
  /// - Returns: the normalized address, or `nil` when `text` is not such a URL.
  public static func normalize(_ text: String) -> String? {
    guard !text.contains(where: { $0.isWhitespace || $0 == "\\" }),
      let components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty,
      components.query == nil, components.fragment == nil, components.user == nil
    else { return nil }
    var result = scheme + "://" + host.lowercased()
    if let port = components.port { result += ":" + String(port) }
    let path = components.percentEncodedPath
    guard path.isEmpty || path.hasPrefix("/") else { return nil }
    result += path.isEmpty ? "/" : path
    return result.hasSuffix("/") ? result : result + "/"
  }
}
