extension Theme {
  /// The theme every site, chart and email uses: Apple's system colours (the text colours
  /// darkened or lightened to reach 4.5:1), DejaVu Sans and for Hangul the Nanum Gothic subset
  /// "HealthReport Hangul" (both served with the site) before the system fonts, an 8-point
  /// rhythm.
  public static let standard = Theme(
    light: Palette(
      background: Swatch.white, card: Swatch.gray6, text: Swatch.label, secondary: Swatch.gray,
      separator: Swatch.gray4, grid: Swatch.gray2, raised: Swatch.white,
      segment: Swatch.gray5, focus: Swatch.blue, link: Swatch.blueText,
      onAccent: Swatch.white, shadow: Swatch.black, steps: Swatch.pink,
      stepsText: Swatch.pinkText, stepsSegment: Swatch.pinkText,
      stepsHighlight: Swatch.pinkHighlight, weight: Swatch.indigo, weightText: Swatch.indigoText,
      weightSegment: Swatch.indigo, weightHighlight: Swatch.indigoHighlight, goal: Swatch.mint,
      goalHighlight: Swatch.mintHighlight, goalText: Swatch.mintText, metric: Swatch.blue,
      metricText: Swatch.blueText, sleep: Swatch.teal, sleepText: Swatch.tealText,
      sleepSegment: Swatch.tealText, sleepDeep: Swatch.deepIndigo, sleepCore: Swatch.blue,
      sleepREM: Swatch.cyan, sleepAwake: Swatch.orange, heart: Swatch.red,
      heartText: Swatch.redText, heartSegment: Swatch.redText, workout: Swatch.green,
      workoutText: Swatch.greenText, workoutSegment: Swatch.greenText,
      workout2: Swatch.orange, workout3: Swatch.purple, workout4: Swatch.teal,
      workoutOther: Swatch.gray2, ringMove: Swatch.ringRed, ringMoveTrack: Swatch.ringRedTrack,
      ringExercise: Swatch.ringGreen, ringExerciseTrack: Swatch.ringGreenTrack,
      ringStand: Swatch.ringCyan, ringStandTrack: Swatch.ringCyanTrack),
    dark: Palette(
      background: Swatch.black, card: Swatch.darkCard, text: Swatch.gray6,
      secondary: Swatch.gray3, separator: Swatch.darkSeparator, grid: Swatch.gray2,
      raised: Swatch.darkRaised, segment: Swatch.darkRaised, focus: Swatch.darkBlue,
      link: Swatch.darkBlueText, onAccent: Swatch.white, shadow: Swatch.black,
      steps: Swatch.darkPink, stepsText: Swatch.darkPinkText, stepsSegment: Swatch.pinkText,
      stepsHighlight: Swatch.pinkHighlight, weight: Swatch.darkIndigo,
      weightText: Swatch.darkIndigoText, weightSegment: Swatch.indigo,
      weightHighlight: Swatch.indigoHighlight, goal: Swatch.darkMint,
      goalHighlight: Swatch.mintHighlight, goalText: Swatch.darkMint,
      metric: Swatch.darkBlueText,
      metricText: Swatch.darkBlueText, sleep: Swatch.darkTeal, sleepText: Swatch.darkTeal,
      sleepSegment: Swatch.tealText, sleepDeep: Swatch.darkDeepIndigo, sleepCore: Swatch.darkBlue,
      sleepREM: Swatch.darkCyan, sleepAwake: Swatch.darkOrange, heart: Swatch.darkRed,
      heartText: Swatch.darkRedText, heartSegment: Swatch.redText, workout: Swatch.darkGreen,
      workoutText: Swatch.darkGreen, workoutSegment: Swatch.greenText,
      workout2: Swatch.darkOrange, workout3: Swatch.darkPurple, workout4: Swatch.darkTeal,
      workoutOther: Swatch.gray, ringMove: Swatch.ringRed, ringMoveTrack: Swatch.darkRingRedTrack,
      ringExercise: Swatch.darkRingGreen, ringExerciseTrack: Swatch.darkRingGreenTrack,
      ringStand: Swatch.darkRingCyan, ringStandTrack: Swatch.darkRingCyanTrack),
    fontFamily: "DejaVu Sans,HealthReport Hangul,system-ui,-apple-system,Segoe UI,Roboto,"
      + "Helvetica,Arial,sans-serif",
    sizes: FontSizes(pageTitle: 34, title: 22, heading: 20, headline: 17, body: 14, caption: 13),
    spacing: Spacing(
      extraSmall: 4, small: 8, medium: 12, large: 16, extraLarge: 24, cardRadius: 12))
}

/// Every colour of ``Theme/standard``, each written once.
private enum Swatch {
  static let white = "#FFFFFF"
  static let black = "#000000"
  static let label = "#1C1C1E"
  static let gray = "#6C6C70"
  static let gray2 = "#8E8E93"
  static let gray3 = "#AEAEB2"
  static let gray4 = "#D1D1D6"
  static let gray5 = "#E3E3E8"
  static let gray6 = "#F2F2F7"
  static let darkCard = label
  static let darkRaised = "#2C2C2E"
  static let darkSeparator = "#38383A"
  static let blue = "#007AFF"
  static let blueText = "#0062CC"
  static let darkBlue = "#0A84FF"
  static let darkBlueText = "#409CFF"
  static let pink = "#FF2D55"
  static let pinkText = "#D70F3C"
  static let pinkHighlight = "#FF6180"
  static let darkPink = "#FF375F"
  static let darkPinkText = "#FF6482"
  static let indigo = "#5856D6"
  static let indigoText = "#4B49C8"
  static let indigoHighlight = "#8280E0"
  static let darkIndigo = "#7D7AFF"
  static let darkIndigoText = "#A5A3FF"
  static let mint = "#00C7BE"
  static let mintHighlight = "#40D5CE"
  static let mintText = "#007A74"
  static let darkMint = "#63E6E2"
  static let teal = "#30B0C7"
  static let tealText = "#00718A"
  static let darkTeal = "#5DD5EA"
  static let cyan = "#5AC8FA"
  static let darkCyan = "#70D7FF"
  static let deepIndigo = "#3634A3"
  static let darkDeepIndigo = "#6E6BF0"
  static let orange = "#FF9500"
  static let darkOrange = "#FF9F0A"
  static let red = "#FF3B30"
  static let redText = "#D70015"
  static let darkRed = "#FF453A"
  static let darkRedText = "#FF6961"
  static let green = "#34C759"
  static let greenText = "#1E7B34"
  static let darkGreen = "#30D158"
  static let purple = "#AF52DE"
  static let darkPurple = "#BF5AF2"
  // The Fitness app's ring hues; light mode darkens the green and the cyan to 3:1 on the card.
  static let ringRed = "#FA114F"
  static let ringRedTrack = "#FECFDC"
  static let darkRingRedTrack = "#3E0414"
  static let ringGreen = "#3F9A00"
  static let ringGreenTrack = "#D9EBCC"
  static let darkRingGreen = "#92E82A"
  static let darkRingGreenTrack = "#243A0A"
  static let ringCyan = "#0098A6"
  static let ringCyanTrack = "#CCEAED"
  static let darkRingCyan = "#1EEAEF"
  static let darkRingCyanTrack = "#073A3B"
}
