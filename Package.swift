// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "healthreport",
  products: [
    .executable(name: "healthreport", targets: ["healthreport"]),
    .library(name: "HealthCore", targets: ["HealthCore"]),
    .library(name: "HealthImport", targets: ["HealthImport"]),
    .library(name: "ChartKit", targets: ["ChartKit"]),
    .library(name: "ChartRaster", targets: ["ChartRaster"]),
    .library(name: "ReportSite", targets: ["ReportSite"]),
    .library(name: "ReportMail", targets: ["ReportMail"]),
    .library(name: "SiteSeal", targets: ["SiteSeal"]),
  ],
  targets: [
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    // The model, the metric table, the statistics, the store and the demo data: no file format.
    .target(name: "HealthCore"),
    // Every input format's reader, one folder each, and what they share (Sources/HealthImport).
    // The system SQLite, for reading Health Connect's export database (read-only, untrusted).
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
    .target(
      name: "HealthImport", dependencies: ["HealthCore", "CZlib", "CSQLite"],
      exclude: ["README.md"]),
    .target(name: "ChartFont"),
    // Crypto written once: SHA-256, HMAC, PBKDF2 and AES-256-GCM (sealed sites, page hashes).
    .target(name: "SiteSeal", dependencies: ["CZlib"]),
    .target(name: "ChartKit", dependencies: ["ChartFont"]),
    .target(name: "ChartRaster", dependencies: ["ChartKit", "ChartFont", "CZlib"]),
    .target(
      name: "ReportSite", dependencies: ["HealthCore", "ChartKit", "ChartRaster", "SiteSeal"]),
    .target(
      name: "ReportMail", dependencies: ["HealthCore", "ChartKit", "ChartRaster", "ReportSite"]),
    .target(
      name: "HealthReportCLI",
      dependencies: ["HealthCore", "HealthImport", "ReportSite", "ReportMail", "SiteSeal"]),
    .executableTarget(name: "healthreport", dependencies: ["HealthReportCLI"]),
    .executableTarget(
      name: "healthreport-bench",
      dependencies: [
        "HealthCore", "HealthImport", "ChartKit", "ChartRaster", "ReportSite", "HealthReportCLI",
        "SiteSeal",
      ]),
    .target(
      name: "TestSupport", dependencies: ["HealthCore", "HealthImport", "CZlib"],
      path: "Tests/TestSupport"),
    // Fuzz entry points (bench/fuzz.sh builds healthreport-fuzz with -sanitize=fuzzer).
    .target(
      name: "HealthFuzz",
      dependencies: ["HealthCore", "HealthImport", "ReportSite", "ReportMail", "SiteSeal"]),
    .executableTarget(name: "healthreport-fuzz", dependencies: ["HealthFuzz"]),
    .testTarget(name: "HealthCoreTests", dependencies: ["HealthCore", "TestSupport"]),
    .testTarget(
      name: "HealthImportTests",
      dependencies: ["HealthImport", "HealthCore", "CSQLite", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "ChartKitTests", dependencies: ["ChartKit", "ChartFont", "TestSupport"],
      exclude: ["__Golden__"]),
    .testTarget(
      name: "ChartRasterTests",
      dependencies: [
        "ChartRaster", "ChartKit", "ChartFont", "ReportSite", "HealthCore", "TestSupport",
      ],
      exclude: ["__Reference__"]),
    .testTarget(
      name: "ReportSiteTests",
      dependencies: ["ReportSite", "HealthCore", "HealthImport", "ChartKit", "TestSupport"],
      exclude: ["__Golden__"]),
    .testTarget(
      name: "ReportMailTests",
      dependencies: ["ReportMail", "ReportSite", "HealthCore", "ChartKit", "TestSupport"],
      exclude: ["__Golden__"]),
    .testTarget(
      name: "HealthReportCLITests",
      dependencies: [
        "HealthReportCLI", "ReportSite", "ReportMail", "HealthCore", "HealthImport", "healthreport",
        "TestSupport",
      ],
      exclude: ["__Golden__"]),
    .testTarget(name: "HealthFuzzTests", dependencies: ["HealthFuzz"]),
    .testTarget(name: "SiteSealTests", dependencies: ["SiteSeal"], exclude: ["Wycheproof"]),
  ],
  swiftLanguageModes: [.v6]
)
