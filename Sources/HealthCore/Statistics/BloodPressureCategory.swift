/// A blood pressure reading's category in the 2017 ACC/AHA guideline for high blood pressure in
/// adults (Whelton et al., *Hypertension* 2018;71:e13–e115, table 6): the higher of the
/// categories its systolic and diastolic figures fall in.
public enum BloodPressureCategory: Int, Sendable, CaseIterable, Comparable {
  /// Systolic below 120 and diastolic below 80 mmHg.
  case normal
  /// Systolic 120–129 and diastolic below 80 mmHg.
  case elevated
  /// Systolic 130–139 or diastolic 80–89 mmHg.
  case stage1
  /// Systolic 140 or more, or diastolic 90 or more mmHg.
  case stage2

  /// The guideline's name, for pages and text ("Stage 1 hypertension").
  public var name: String {
    switch self {
    case .normal: return "Normal"
    case .elevated: return "Elevated"
    case .stage1: return "Stage 1 hypertension"
    case .stage2: return "Stage 2 hypertension"
    }
  }

  /// The figures that define the category, for a legend ("130–139 or 80–89 mmHg").
  public var rangeText: String {
    switch self {
    case .normal: return "below 120 and below 80 mmHg"
    case .elevated: return "120\u{2013}129 and below 80 mmHg"
    case .stage1: return "130\u{2013}139 or 80\u{2013}89 mmHg"
    case .stage2: return "140 or more, or 90 or more mmHg"
    }
  }

  /// Where the categories come from, as the pages name it.
  public static let sourceText =
    "Categories of the 2017 ACC/AHA guideline for high blood pressure in adults"

  /// The category of a reading; figures are rounded to whole mmHg first, as a cuff shows them.
  /// A missing figure counts as normal for its side.
  /// - Parameters:
  ///   - systolic: the systolic figure, mmHg.
  ///   - diastolic: the diastolic figure, mmHg.
  /// - Returns: the category.
  public static func of(systolic: Double?, diastolic: Double?) -> BloodPressureCategory {
    let high = (systolic ?? 0).rounded()
    let low = (diastolic ?? 0).rounded()
    let bySystolic: BloodPressureCategory =
      high >= 140 ? .stage2 : high >= 130 ? .stage1 : high >= 120 ? .elevated : .normal
    let byDiastolic: BloodPressureCategory = low >= 90 ? .stage2 : low >= 80 ? .stage1 : .normal
    return max(bySystolic, byDiastolic)
  }

  /// Whether `lhs` is the lower category.
  public static func < (lhs: BloodPressureCategory, rhs: BloodPressureCategory) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
