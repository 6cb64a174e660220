/// A box that scrolls sideways when its content (a wide table) is wider than the screen: the
/// one treatment every scrolling region of the site gets.
///
/// Keyboard users must be able to scroll it, and a screen reader must say what it is, so the
/// box is a named, focusable region: `<div class="…" role="region" tabindex="0"
/// aria-label="…">` (the pattern WCAG 2.1.1 and axe-core's `scrollable-region-focusable` ask
/// for). The style sheet gives it a visible focus ring.
public enum ScrollRegion {
  /// Wraps `content` in a focusable, named scrolling region.
  /// - Parameters:
  ///   - className: the box's CSS class (the class that sets `overflow-x: auto`).
  ///   - label: the region's spoken name (usually the table's caption).
  ///   - content: what scrolls.
  /// - Returns: the `<div>` node.
  public static func node(className: String, label: String, _ content: [MarkupNode])
    -> MarkupNode
  {
    .el(
      "div", [("class", className), ("role", "region"), ("tabindex", "0"), ("aria-label", label)],
      content)
  }

  /// Writes the start tag of ``node(className:label:_:)``'s `<div>` to `writer`; the content
  /// and `</div>` follow.
  /// - Parameters:
  ///   - className: the box's CSS class.
  ///   - label: the region's spoken name.
  ///   - writer: where the start tag goes.
  public static func writeStart(className: String, label: String, to writer: inout MarkupWriter) {
    writer.open("div")
    writer.attribute("class", className)
    writer.attribute("role", "region")
    writer.attribute("tabindex", "0")
    writer.attribute("aria-label", label)
    writer.endOpen()
  }
}
