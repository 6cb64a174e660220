import ChartKit
import Foundation
import SiteSeal

/// The Content-Security-Policy every page carries in a `<meta http-equiv>` element, so the
/// browser itself enforces what the site promises: it fetches nothing from the network.
///
/// - `default-src 'none'`: nothing is allowed unless named below;
/// - `script-src` only the page's own inline scripts, each by its SHA-256 hash (never
///   `'unsafe-inline'`), so an injected script cannot run;
/// - `style-src`, `img-src` and `font-src` `'self'`: the site's own style sheets, icon and
///   fonts, no remote host;
/// - `connect-src 'none'`: no request from a script;
/// - `base-uri 'none'` and `form-action 'none'`: no `<base>` and no form can send anything
///   anywhere.
///
/// (`frame-ancestors` cannot be given in a `<meta>` element; browsers ignore it there.)
public enum ContentSecurityPolicy {
  /// The policy for a page whose inline scripts are `scripts` (their exact source text).
  /// - Parameters:
  ///   - scripts: the source of each inline `<script>` element of the page.
  ///   - connect: the `connect-src` sources: `'none'`, but for a private site's unlock pages,
  ///     which fetch the site's own sealed files (`'self'`).
  /// - Returns: the policy, one line.
  public static func policy(scripts: [String], connect: String = "'none'") -> String {
    let hashes = scripts.map(hashSource)
    let scriptSources = hashes.isEmpty ? "'none'" : hashes.joined(separator: " ")
    return "default-src 'none'; script-src " + scriptSources
      + "; style-src 'self'; img-src 'self'; font-src 'self'; connect-src " + connect + ";"
      + " base-uri 'none'; form-action 'none'"
  }

  /// `'sha256-…'`: the CSP source that allows an inline script whose text is `script`.
  /// - Parameter script: the script's source, exactly as written between its tags.
  /// - Returns: the hash source, base64 of the SHA-256 of the script's UTF-8 bytes.
  public static func hashSource(_ script: String) -> String {
    "'sha256-" + Data(SHA256.hash(Array(script.utf8))).base64EncodedString() + "'"
  }

  /// The `<meta http-equiv="Content-Security-Policy">` element for a page with `scripts`.
  /// - Parameters:
  ///   - scripts: the source of each inline script of the page.
  ///   - connect: the `connect-src` sources (see ``policy(scripts:connect:)``).
  /// - Returns: the element.
  public static func meta(scripts: [String], connect: String = "'none'") -> MarkupNode {
    .el(
      "meta",
      [
        ("http-equiv", "Content-Security-Policy"),
        ("content", policy(scripts: scripts, connect: connect)),
      ])
  }
}
