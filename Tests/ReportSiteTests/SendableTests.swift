import ReportSite
import Testing

/// Compiles only if `T` is `Sendable`.
private func requireSendable<T: Sendable>(_: T.Type) {}

/// The public types of ReportSite are `Sendable` values.
struct ReportSiteSendableTests {
  @Test func publicTypesAreSendable() {
    requireSendable(Site.self)
    requireSendable(SiteFile.self)
    requireSendable(SiteFileGroup.self)
    requireSendable(PreviousBuild.self)
    requireSendable(SiteWriteReport.self)
    requireSendable(SiteOptions.self)
    requireSendable(SiteWriter.self)
    requireSendable(SiteError.self)
    requireSendable(Resources.self)
    requireSendable(Template.self)
    requireSendable(TemplateSet.self)
    requireSendable(TemplateValue.self)
    requireSendable(TemplateError.self)
    requireSendable(ReportCharts.self)
    requireSendable(ReportCharts.Kind.self)
    requireSendable(DateRangeFormat.self)
    requireSendable(DateRangeFormat.Style.self)
  }
}
