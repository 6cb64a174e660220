import ChartKit

extension Theme {
  /// The palette's roles as CSS custom properties, in the order they are written.
  static var colorProperties: [(name: String, role: KeyPath<Palette, String>)] {
    [
      ("--background", \.background), ("--card", \.card), ("--text", \.text),
      ("--secondary", \.secondary), ("--separator", \.separator), ("--grid", \.grid),
      ("--raised", \.raised), ("--segment", \.segment), ("--focus", \.focus), ("--link", \.link),
      ("--on-accent", \.onAccent), ("--shadow", \.shadow), ("--steps", \.steps),
      ("--steps-text", \.stepsText), ("--segment-steps", \.stepsSegment),
      ("--steps-highlight", \.stepsHighlight), ("--weight", \.weight),
      ("--weight-text", \.weightText), ("--segment-weight", \.weightSegment),
      ("--weight-highlight", \.weightHighlight), ("--goal", \.goal),
      ("--goal-highlight", \.goalHighlight), ("--goal-text", \.goalText),
      ("--metric", \.metric),
      ("--metric-text", \.metricText), ("--sleep", \.sleep), ("--sleep-text", \.sleepText),
      ("--segment-sleep", \.sleepSegment), ("--sleep-deep", \.sleepDeep),
      ("--sleep-core", \.sleepCore), ("--sleep-rem", \.sleepREM),
      ("--sleep-awake", \.sleepAwake), ("--heart", \.heart), ("--heart-text", \.heartText),
      ("--segment-heart", \.heartSegment), ("--workout", \.workout),
      ("--workout-text", \.workoutText), ("--segment-workout", \.workoutSegment),
      ("--workout-2", \.workout2), ("--workout-3", \.workout3), ("--workout-4", \.workout4),
      ("--workout-other", \.workoutOther), ("--ring-move", \.ringMove),
      ("--ring-move-track", \.ringMoveTrack), ("--ring-exercise", \.ringExercise),
      ("--ring-exercise-track", \.ringExerciseTrack), ("--ring-stand", \.ringStand),
      ("--ring-stand-track", \.ringStandTrack),
    ]
  }

  /// The type sizes and the spacing (points) as CSS custom properties, written in pixels, in
  /// the order they are written.
  static var lengthRoles: [(name: String, role: KeyPath<Theme, Double>)] {
    [
      ("--size-page-title", \.sizes.pageTitle), ("--size-title", \.sizes.title),
      ("--size-heading", \.sizes.heading), ("--size-headline", \.sizes.headline),
      ("--size-body", \.sizes.body), ("--size-caption", \.sizes.caption),
      ("--space-xs", \.spacing.extraSmall), ("--space-s", \.spacing.small),
      ("--space-m", \.spacing.medium), ("--space-l", \.spacing.large),
      ("--space-xl", \.spacing.extraLarge), ("--radius-card", \.spacing.cardRadius),
    ]
  }

  /// The font, sizes and spacing as CSS custom properties, in the order they are written.
  var lengthProperties: [(name: String, value: String)] {
    [("--font", fontFamily)]
      + Self.lengthRoles.map { ($0.name, Self.pixels(self[keyPath: $0.role])) }
  }

  /// The custom-property block that opens the site's `style.css`: every colour role, the font,
  /// the sizes and the spacing on `:root`, and the dark palette in a
  /// `screen and (prefers-color-scheme: dark)` block (a page prints in the light palette). The rest of `style.css` refers to them as `var(--…)`.
  public var customProperties: String {
    var css = "/* Generated from the theme (ReportSite's Theme): the rules below use var(--…). */\n"
    css += ":root {\n  color-scheme: light dark;\n"
    for (name, role) in Self.colorProperties {
      css += "  " + name + ": " + light[keyPath: role] + ";\n"
    }
    for (name, value) in lengthProperties { css += "  " + name + ": " + value + ";\n" }
    css += "}\n@media screen and (prefers-color-scheme: dark) {\n  :root {\n"
    for (name, role) in Self.colorProperties where dark[keyPath: role] != light[keyPath: role] {
      css += "    " + name + ": " + dark[keyPath: role] + ";\n"
    }
    return css + "  }\n}\n"
  }

  /// `17px`.
  static func pixels(_ value: Double) -> String {
    NumberFormat.coordinate(value, decimals: 2) + "px"
  }

  /// The colours, font and card sizes ChartKit draws its own parts with.
  public var chartAppearance: ChartAppearance {
    func colors(_ palette: Palette) -> ChartAppearance.Colors {
      ChartAppearance.Colors(
        text: palette.text, secondaryText: palette.secondary, grid: palette.grid,
        tipBackground: palette.raised, cardBackground: palette.card, focus: palette.focus,
        shadow: palette.shadow)
    }
    return ChartAppearance(
      light: colors(light), dark: colors(dark), fontFamily: fontFamily,
      card: ChartAppearance.CardSizes(
        padding: spacing.large, cornerRadius: spacing.cardRadius, titleSize: sizes.headline,
        subtitleSize: sizes.caption))
  }
}
