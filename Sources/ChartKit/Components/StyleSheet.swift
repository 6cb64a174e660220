/// CSS to embed in a chart's `<style>` element (standalone SVG files, which are XML), escaped
/// once when it is made, so a sheet shared by many charts costs nothing per chart.
public struct StyleSheet: Sendable, Hashable {
  /// The CSS text.
  public let css: String
  /// The CSS escaped as character data.
  let markup: Markup

  /// Wraps `css`, escaping it for a `<style>` element.
  /// - Parameter css: the style sheet's text.
  public init(_ css: String) {
    self.css = css
    markup = Markup(unchecked: Escaping.escape(css))
  }
}
