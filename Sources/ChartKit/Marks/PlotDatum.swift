import ChartFont

/// One datum of a mark drawn at an x position and a value: a bar of ``BarMark``, a symbol of
/// ``PointMark``.
public struct PlotDatum: Sendable, Hashable {
  /// The x value: a day number or a band index (drawn at its centre).
  public var x: Double
  /// The value, in data units.
  public var y: Double
  /// The annotation; `nil` for no interaction.
  public var tip: Tip?
  /// The fill override for this datum (a CSS colour or `url(#…)`); `nil` uses the mark's.
  public var fill: String?
  /// Where this datum's bar starts instead of the mark's baseline (a range bar from a low to a
  /// high value, as blood pressure's diastolic to systolic), in data units; `nil` for the
  /// baseline.
  public var low: Double?

  /// Creates a datum.
  /// - Parameters:
  ///   - x: the x value (day number or band index).
  ///   - y: the value, in data units.
  ///   - tip: the annotation, if the datum is interactive.
  ///   - fill: a fill for this datum only.
  ///   - low: where this datum's bar starts, if not at the mark's baseline.
  public init(x: Double, y: Double, tip: Tip? = nil, fill: String? = nil, low: Double? = nil) {
    self.x = x
    self.y = y
    self.tip = tip
    self.fill = fill
    self.low = low
  }
}

/// A datum that may carry an annotation at an x value: what the tip scans of a mark's data
/// need (``PlotDatum``, ``StackedBarMark/Datum``).
protocol AnnotatedDatum {
  /// The x value: a day number or a band index.
  var x: Double { get }
  /// The annotation; `nil` for no interaction.
  var tip: Tip? { get }
}

extension PlotDatum: AnnotatedDatum {}

extension Array where Element: AnnotatedDatum {
  /// The widest annotation box of the data's tips (points); 0 without tips.
  var widestTip: Double {
    // By index: the elements are read in place, where `for datum in self` would copy each
    // datum and its tip's strings.
    var widest = 0.0
    let font = FontFace.bold.stack
    for index in indices {
      guard let title = self[index].tip?.title, let value = self[index].tip?.value else {
        continue
      }
      widest = Swift.max(widest, AnnotationBox.width(title: title, value: value, font: font))
    }
    return widest
  }

  /// The smallest x value that has a tip; `nil` without tips.
  var firstTipX: Double? {
    var first: Double?
    for index in indices {
      // A pattern, not `!= nil`, which would copy the tip to compare it.
      guard case .some = self[index].tip else { continue }
      let x = self[index].x
      first = Swift.min(first ?? x, x)
    }
    return first
  }
}
