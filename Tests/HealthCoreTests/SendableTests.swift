import Testing

@testable import HealthCore

/// Compile-time proof that the public model is `Sendable` (the build fails otherwise).
@Suite struct SendableTests {
  static func requireSendable<T: Sendable>(_: T.Type) -> Bool { true }

  @Test func publicTypesAreSendable() {
    #expect(Self.requireSendable(LocalDate.self))
    #expect(Self.requireSendable(Weekday.self))
    #expect(Self.requireSendable(WeekStart.self))
    #expect(Self.requireSendable(MetricKind.self))
    #expect(Self.requireSendable(Aggregation.self))
    #expect(Self.requireSendable(WeightUnit.self))
    #expect(Self.requireSendable(UnitConversion.self))
    #expect(Self.requireSendable(Sample.self))
    #expect(Self.requireSendable(HealthMetric.self))
    #expect(Self.requireSendable(DateValue.self))
    #expect(Self.requireSendable(DailySeries.self))
    #expect(Self.requireSendable(ReportWindow.self))
    #expect(Self.requireSendable(HealthDataset.self))
    #expect(Self.requireSendable(DataSource.self))
    #expect(Self.requireSendable(WeekdayValue.self))
    #expect(Self.requireSendable(ChartHelper.self))
    #expect(Self.requireSendable(SplitMix64.self))
    #expect(Self.requireSendable(DemoData.self))
    #expect(Self.requireSendable(ParseError.self))
    #expect(Self.requireSendable(MovingAverage.self))
    #expect(Self.requireSendable(Trend.self))
    #expect(Self.requireSendable(Trend.Period.self))
    #expect(Self.requireSendable(Trend.Direction.self))
    #expect(Self.requireSendable(TrendRule.self))
    #expect(Self.requireSendable(TrendChange.self))
    #expect(Self.requireSendable(TrendCache.self))
    #expect(Self.requireSendable(GoalRule.self))
    #expect(Self.requireSendable(Streak.self))
    #expect(Self.requireSendable(WeightGoalRule.self))
    #expect(Self.requireSendable(WeightGoalProgress.self))
    #expect(Self.requireSendable(CalendarPeriod.self))
    #expect(Self.requireSendable(PeriodFigure.self))
    #expect(Self.requireSendable(MetricYear.self))
    #expect(Self.requireSendable(YearSummary.self))
    #expect(Self.requireSendable(ActivityTotal.self))
    #expect(Self.requireSendable(MetricKind.Better.self))
  }
}
