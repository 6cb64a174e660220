/// The look of everything healthreport makes, defined once: the colours of light and dark mode,
/// the font, the type sizes and the spacing. The site's `style.css` (its custom properties), the
/// charts' style sheets and presentation attributes, and the email's inline styles are all
/// written from it.
public struct Theme: Sendable, Hashable {
  /// The colours of one mode, by role, as `#RRGGBB`.
  public struct Palette: Sendable, Hashable {
    /// The page background (`--background`).
    public var background: String
    /// Cards and panels (`--card`).
    public var card: String
    /// Primary text (`--text`).
    public var text: String
    /// Secondary text: captions, axis labels, annotation titles (`--secondary`).
    public var secondary: String
    /// Table rules (`--separator`).
    public var separator: String
    /// Chart grid lines and selection rules, drawn translucent (`--grid`).
    public var grid: String
    /// Surfaces raised above a card: annotation boxes (`--raised`).
    public var raised: String
    /// The segmented control's track (`--segment`).
    public var segment: String
    /// The keyboard focus ring (`--focus`).
    public var focus: String
    /// Links (`--link`).
    public var link: String
    /// Text on an accent fill (`--on-accent`).
    public var onAccent: String
    /// Shadows (`--shadow`).
    public var shadow: String
    /// Steps: bars, sectors, annotation values (`--steps`).
    public var steps: String
    /// Steps as text on the page and card backgrounds (`--steps-text`).
    public var stepsText: String
    /// The selected Steps segment (`--segment-steps`).
    public var stepsSegment: String
    /// The lighter top of the steps gradients (`--steps-highlight`).
    public var stepsHighlight: String
    /// Weight: the line, its points and area, gain bars (`--weight`).
    public var weight: String
    /// Weight as text on the page and card backgrounds (`--weight-text`).
    public var weightText: String
    /// The selected Weight segment (`--segment-weight`).
    public var weightSegment: String
    /// The lighter top of the gain bars' gradient (`--weight-highlight`).
    public var weightHighlight: String
    /// The goal rule and weight losses (`--goal`).
    public var goal: String
    /// The lighter top of the loss bars' gradient (`--goal-highlight`).
    public var goalHighlight: String
    /// Weight losses as text on annotation boxes and cards (`--goal-text`).
    public var goalText: String
    /// Further metrics' bars and lines (`--metric`).
    public var metric: String
    /// Further metrics' values as text (`--metric-text`).
    public var metricText: String
    /// Sleep without stages (plain asleep bars) and the sleep accent (`--sleep`).
    public var sleep: String
    /// Sleep as text on the page and card backgrounds (`--sleep-text`).
    public var sleepText: String
    /// The selected Sleep segment (`--segment-sleep`).
    public var sleepSegment: String
    /// Deep sleep (`--sleep-deep`).
    public var sleepDeep: String
    /// Core sleep (`--sleep-core`).
    public var sleepCore: String
    /// REM sleep (`--sleep-rem`).
    public var sleepREM: String
    /// Awake time in the night (`--sleep-awake`).
    public var sleepAwake: String
    /// Heart: resting heart rate and HRV lines (`--heart`).
    public var heart: String
    /// Heart figures as text (`--heart-text`).
    public var heartText: String
    /// The selected Heart segment (`--segment-heart`).
    public var heartSegment: String
    /// Workouts: bars of the first activity and the accent (`--workout`).
    public var workout: String
    /// Workout figures as text (`--workout-text`).
    public var workoutText: String
    /// The selected Workouts segment (`--segment-workout`).
    public var workoutSegment: String
    /// The second workout activity's bars (`--workout-2`).
    public var workout2: String
    /// The third workout activity's bars (`--workout-3`).
    public var workout3: String
    /// The fourth workout activity's bars (`--workout-4`).
    public var workout4: String
    /// The bars of every further activity, "Other" (`--workout-other`).
    public var workoutOther: String
    /// The Activity rings' Move ring (`--ring-move`).
    public var ringMove: String
    /// The Move ring's track (`--ring-move-track`).
    public var ringMoveTrack: String
    /// The Exercise ring (`--ring-exercise`).
    public var ringExercise: String
    /// The Exercise ring's track (`--ring-exercise-track`).
    public var ringExerciseTrack: String
    /// The Stand ring (`--ring-stand`).
    public var ringStand: String
    /// The Stand ring's track (`--ring-stand-track`).
    public var ringStandTrack: String

    /// The workout activities' colours in order: the first four activities', then "Other".
    public var workoutActivities: [String] {
      [workout, workout2, workout3, workout4, workoutOther]
    }
  }

  /// Font sizes, in CSS pixels (points in SVG).
  public struct FontSizes: Sendable, Hashable {
    /// A page's title (`--size-page-title`).
    public var pageTitle: Double
    /// The email's title (`--size-title`).
    public var title: Double
    /// Section headings (`--size-heading`).
    public var heading: Double
    /// Card titles and small headings (`--size-headline`).
    public var headline: Double
    /// The email's text (`--size-body`).
    public var body: Double
    /// Captions, subtitles and footers (`--size-caption`).
    public var caption: Double
  }

  /// Spacing, in CSS pixels (points in SVG).
  public struct Spacing: Sendable, Hashable {
    /// The smallest gap (`--space-xs`).
    public var extraSmall: Double
    /// A small gap (`--space-s`).
    public var small: Double
    /// A medium gap (`--space-m`).
    public var medium: Double
    /// A large gap; a card's padding (`--space-l`).
    public var large: Double
    /// The largest gap (`--space-xl`).
    public var extraLarge: Double
    /// A card's corner radius (`--radius-card`).
    public var cardRadius: Double
  }

  /// Light mode.
  public var light: Palette
  /// Dark mode (`prefers-color-scheme: dark`).
  public var dark: Palette
  /// The font stack (`--font`): DejaVu Sans first, the font the site serves and the charts are
  /// measured with, then system faces.
  public var fontFamily: String
  /// Font sizes.
  public var sizes: FontSizes
  /// Spacing.
  public var spacing: Spacing
}
