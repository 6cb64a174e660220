import HealthCore

extension SiteOptions {
  /// These options with ``namesHRVMethods`` set when `dataset` holds days of both heart rate
  /// variability measures, SDNN (the Health app's) and RMSSD (Health Connect's), so that every
  /// page, chart and email made with them tells the two apart; data of one measure keeps its
  /// plain names (SDNN's "Heart Rate Variability"). Already set options stay set.
  /// - Parameter dataset: the data the options show.
  /// - Returns: the options.
  public func namingHRVMethods(of dataset: HealthDataset) -> SiteOptions {
    guard !namesHRVMethods, !dataset[.heartRateVariability].isEmpty,
      !dataset[.heartRateVariabilityRMSSD].isEmpty
    else { return self }
    var options = self
    options.namesHRVMethods = true
    return options
  }
}
