import TestSupport
import Testing

@testable import HealthCore

@Suite struct DemoDataTests {
  @Test func sameSeedSameDataset() {
    #expect(DemoData.makeDataset() == DemoData.makeDataset())
    #expect(DemoData.makeDataset(seed: 7) == DemoData.makeDataset(seed: 7))
    #expect(DemoData.makeDataset(seed: 7) != DemoData.makeDataset(seed: 8))
    #expect(DemoData.makeDataset().source == .demo)
  }

  @Test func defaultIsOneHundredTwentyDaysEndingOnTheFixedDay() {
    let dataset = DemoData.makeDataset()
    #expect(
      dataset.series.map(\.metric) == [
        .steps, .bodyMass, .restingHeartRate, .heartRateVariability, .sleepAsleep, .sleepInBed,
        .sleepAwake, .sleepCore, .sleepDeep, .sleepREM, .workouts, .workoutMinutes,
        .bloodPressureSystolic, .bloodPressureDiastolic, .bloodPressureReadings, .bloodGlucose,
        .oxygenSaturation, .respiratoryRate, .bodyTemperature, .vo2Max, .bodyFat, .mindfulMinutes,
        .ringMoveEnergy, .ringMoveEnergyGoal, .ringExerciseMinutes, .ringExerciseGoal,
        .ringStandHours, .ringStandGoal,
      ])
    #expect(dataset.lastDate == day("2024-12-14"))
    let window = ReportWindow(end: DemoData.endDate, dayCount: 120)
    for series in dataset.series {
      // Every daily metric has the last day; workouts follow the weekly plan (none on Fridays:
      // the last was on Thursday, 2024-12-12).
      let last =
        series.metric.definition.section == .workouts ? day("2024-12-12") : DemoData.endDate
      #expect(series.lastDate == last, "\(series.metric)")
      #expect(series.days.allSatisfy { window.contains($0.date) })
    }
  }

  @Test func recoveryDataLooksLikeAPersonsWeek() {
    let dataset = DemoData.makeDataset(days: 360)
    // The first sixth of the nights are iPhone-only (no stages), the rest have stages.
    let nights = dataset.nights
    #expect(nights.count > 330)
    #expect(nights.prefix(50).allSatisfy { !$0.hasStages && $0.inBed > $0.asleep })
    #expect(nights.suffix(200).allSatisfy { $0.hasStages && $0.deep > 0 && $0.rem > 0 })
    #expect(nights.allSatisfy { (6.5 * 3600...9 * 3600).contains($0.asleep) })
    #expect(dataset[.restingHeartRate].days.allSatisfy { (50...66).contains($0.value) })
    #expect(dataset[.heartRateVariability].days.allSatisfy { (30...70).contains($0.value) })
    let perWeek = Double(dataset.workouts.count) / (360.0 / 7)
    #expect((3...5.5).contains(perWeek))
    #expect(
      Set(dataset.workouts.map(\.activity)) == ["Running", "Traditional Strength Training", "Yoga"])
  }

  @Test(arguments: [UInt64(42), 1, 2, 3, 12_345])
  func valuesAreRealistic(seed: UInt64) {
    let dataset = DemoData.makeDataset(seed: seed)
    let steps = dataset[.steps].days
    #expect(
      steps.allSatisfy { (4_000...15_000).contains($0.value) && $0.value == $0.value.rounded() })
    let pounds = dataset[.bodyMass].days.map { WeightUnit.pounds.value(fromKilograms: $0.value) }
    #expect(pounds.allSatisfy { (150...175).contains($0) })
    // Weigh-ins are read to 0.1 lb.
    #expect(pounds.allSatisfy { abs($0 * 10 - ($0 * 10).rounded()) < 1e-9 })
    // Trending down: the last two weeks are lighter than the first two.
    let firstTwoWeeks = pounds.prefix(10).reduce(0, +) / 10
    let lastTwoWeeks = pounds.suffix(10).reduce(0, +) / 10
    #expect(lastTwoWeeks < firstTwoWeeks - 3)
  }

  /// A Watch wearer's rings: from the Watch's first night on, a summary on most days, goals
  /// that change a few times a year, a few paused days, never Move-time mode.
  @Test(arguments: [UInt64(42), 7])
  func ringsLookLikeAWatchWearers(seed: UInt64) {
    let days = 3 * 365
    let dataset = DemoData.makeDataset(days: days, seed: seed)
    let rings = dataset.rings
    let first = DemoData.endDate.adding(days: -(days - 1))
    // The Watch comes after the first sixth (the nights' stages start then).
    #expect(rings.first.map { first.days(to: $0.date) } ?? 0 >= days / 6)
    let watchDays = days - days / 6
    #expect(rings.count < watchDays && rings.count > watchDays * 95 / 100, "some days without")
    #expect(rings.last?.date == DemoData.endDate)
    #expect(rings.last.map { !$0.isPaused(.move) } == true)
    #expect(rings.allSatisfy { !$0.isMoveTime && $0.moveMinutes == nil })
    for ring in ActivityRings.Ring.allCases {
      #expect(rings.allSatisfy { $0.value(of: ring) != nil && $0.goal(of: ring) != nil })
    }
    // Pauses stop all three rings together, a few days about twice a year.
    let paused = rings.filter { $0.isPaused(.move) }
    #expect(paused.allSatisfy { $0.isPaused(.exercise) && $0.isPaused(.stand) })
    #expect((2...40).contains(paused.count), "\(paused.count) paused days")
    // Goals change a few times a year.
    let goals = rings.filter { !$0.isPaused(.move) }.map {
      [$0.goal(of: .move), $0.goal(of: .exercise), $0.goal(of: .stand)]
    }
    let changes = zip(goals, goals.dropFirst()).filter { $0 != $1 }.count
    #expect((3...40).contains(changes), "\(changes) goal changes")
    // Most days close Move and Stand, not all; values are a person's.
    let streaks = RingStreaks(rings)
    for ring in ActivityRings.Ring.allCases {
      let share = streaks.years.last?.share(ring) ?? 0
      #expect((0.3...0.97).contains(share), "\(ring) closed on \(share)")
    }
    #expect(rings.allSatisfy { (40...2_000).contains($0.moveEnergy ?? 0) })
    #expect(rings.allSatisfy { (0...240).contains($0.exerciseMinutes ?? -1) })
    #expect(rings.allSatisfy { (8...14).contains($0.standHours ?? 0) })
  }

  /// The rings come from a generator of their own: every other figure is as it was without
  /// them.
  @Test func theRingsLeaveEveryOtherFigureAsItWas() {
    let dataset = DemoData.makeDataset(days: 400)
    let samples = DemoData.makeSamples(days: 400, endingOn: DemoData.endDate, seed: 42)
    let steps = HealthDataset(source: .demo, samples: samples)
    #expect(dataset[.steps] == steps[.steps])
    #expect(dataset[.bodyMass] == steps[.bodyMass])
    let recovery = DemoData.makeRecovery(days: 400, endingOn: DemoData.endDate, seed: 42)
    #expect(dataset.workouts == Workout.ordered(recovery.workouts))
    #expect(dataset.nights == recovery.nights)
    // A day of a one-day demo has rings too (the last day always does).
    #expect(DemoData.makeDataset(days: 1).rings.map(\.date) == [DemoData.endDate])
    #expect(DemoData.makeDataset(days: 0).rings.isEmpty)
  }

  @Test func someDaysAreMissing() {
    let dataset = DemoData.makeDataset()
    let stepDays = dataset[.steps].days.count
    let weightDays = dataset[.bodyMass].days.count
    #expect(stepDays < 120 && stepDays >= 110)
    #expect(weightDays < 110 && weightDays >= 85)
  }

  @Test func stepsComeAsSeveralWalksPerDay() {
    let samples = DemoData.makeSamples(days: 120, endingOn: DemoData.endDate, seed: 42)
    var walksPerDay: [LocalDate: Int] = [:]
    for sample in samples where sample.metric == .steps {
      walksPerDay[sample.date, default: 0] += 1
    }
    #expect(walksPerDay.values.allSatisfy { (3...6).contains($0) })
    #expect(Set(walksPerDay.values).count > 1)
    let weighIns = samples.filter { $0.metric == .bodyMass }
    #expect(weighIns.count > DemoData.makeDataset()[.bodyMass].days.count)  // some second weigh-ins
  }

  @Test func tenYearsWork() {
    let dataset = DemoData.makeDataset(days: 3_650, seed: 3)
    let steps = dataset[.steps]
    #expect(steps.firstDate.map { $0 >= DemoData.endDate.adding(days: -3_649) } == true)
    #expect(steps.days.count > 3_450 && steps.days.count < 3_650)
    #expect(dataset[.bodyMass].days.count > 2_900 && dataset[.bodyMass].days.count < 3_300)
    #expect(dataset[.bodyMass].days.allSatisfy { (68...80).contains($0.value) })
    // The weekday rhythm: Wednesdays busier than Sundays on average.
    let averages = ChartHelper.averageWeekdayCount(for: ChartHelper.convert(data: steps.days))
    let sunday = averages.first { $0.weekday == .sunday }?.value ?? 0
    let wednesday = averages.first { $0.weekday == .wednesday }?.value ?? 0
    #expect(wednesday > sunday + 3_000)
  }

  @Test func otherEndDatesAndSizes() {
    #expect(DemoData.makeDataset(days: 0).series.isEmpty)
    #expect(DemoData.makeDataset(days: -3).series.isEmpty)
    let one = DemoData.makeDataset(days: 1, endingOn: day("2020-02-29"))
    #expect(one[.steps].days.map(\.date) == [day("2020-02-29")])
    #expect(one[.bodyMass].days.map(\.date) == [day("2020-02-29")])
  }
}
