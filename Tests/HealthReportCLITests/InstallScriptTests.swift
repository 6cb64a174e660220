import Foundation
import Testing

@testable import HealthReportCLI

/// `scripts/install.sh` (what `make install` and `make uninstall` run), with the test build's
/// executable as `$HEALTHREPORT_BIN` so that nothing is built: the files it puts under the
/// prefix, an installed tool that works without the repository, and an uninstall that removes
/// exactly what the install wrote and the folders it created.
@Suite struct InstallScriptTests {
  /// The repository's `scripts/install.sh`, found from this file.
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/install.sh").path

  /// The files an install writes, relative to the prefix.
  static let installed =
    [
      "bin/healthreport", "share/healthreport/Templates/dashboard.html",
      "share/healthreport/Public/style.css", ManPage.installPath,
    ] + CompletionShell.allCases.map(\.installPath)

  func install(_ arguments: [String], in folder: CLITestFolder) throws -> ShellTool.Result {
    let binary = try #require(HealthReportBinary.url, "the healthreport executable")
    return try ShellTool.run(
      "bash", [Self.script] + arguments, in: folder.url,
      variables: ["HEALTHREPORT_BIN": binary.path])
  }

  @Test(.enabled(if: ShellTool.runs("bash"), "bash is not installed"))
  func installsUnderThePrefixAndUninstallsExactlyThat() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    // A prefix that exists already, with a file of its own in a folder the install uses.
    try folder.write("theirs\n", to: "prefix/share/man/man1/other.1")
    let first = try install(["--prefix", "prefix"], in: folder)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(
      first.standardOutput.hasPrefix(
        "installed healthreport 0.1.0 under \(folder.url.path)/prefix:\n"))
    let prefix = folder.url.appendingPathComponent("prefix")
    for path in Self.installed {
      #expect(
        FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path)")
    }
    #expect(
      FileManager.default.isExecutableFile(
        atPath: prefix.appendingPathComponent("bin/healthreport").path))
    #expect(try folder.read("prefix/\(ManPage.installPath)") == ManPage.render(for: .tool))
    for shell in CompletionShell.allCases {
      #expect(try folder.read("prefix/\(shell.installPath)") == shell.script(for: .tool))
    }
    // Installing again changes nothing and still knows the folders the first install made.
    let manifest = try folder.read("prefix/share/healthreport/install-manifest")
    #expect(try install(["--prefix=prefix"], in: folder).status == 0)
    #expect(try folder.read("prefix/share/healthreport/install-manifest") == manifest)
    #expect(manifest.contains("\ndir \(prefix.path)/bin\n"))
    #expect(!manifest.contains("dir \(prefix.path)/share/man\n"))  // it was there before

    let removed = try install(["--uninstall", "--prefix", "prefix"], in: folder)
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(
      removed.standardOutput == "removed healthreport from \(prefix.path) (23 files)\n",
      "\(removed.standardError)\nmanifest:\n\(manifest)")
    #expect(removed.standardError.isEmpty)
    #expect(
      try folder.snapshot(of: "prefix").keys.sorted() == [
        "share", "share/man", "share/man/man1", "share/man/man1/other.1",
      ])
    let again = try install(["--uninstall", "--prefix", "prefix"], in: folder)
    #expect(again.status == 1)
    #expect(again.standardError.contains("no healthreport installed by this script under"))
  }

  /// The installed tool finds its templates under PREFIX/share/healthreport.
  @Test(.enabled(if: ShellTool.runs("bash"), "bash is not installed"))
  func theInstalledToolBuildsTheDemoSite() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    #expect(try install(["--prefix", "prefix"], in: folder).status == 0)
    // A mark in the installed copy of a template shows which copy the site was built from.
    let template = folder.url.appendingPathComponent(
      "prefix/share/healthreport/Templates/dashboard.html")
    let text = try String(contentsOf: template, encoding: .utf8)
    try Data(("<p>installed copy</p>\n" + text).utf8).write(to: template)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("work"), withIntermediateDirectories: true)
    let run = try ShellTool.run(
      folder.url.appendingPathComponent("prefix/bin/healthreport").path, ["build", "--quiet"],
      in: folder.url.appendingPathComponent("work"))
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasSuffix("work/site/index.html\n"))
    #expect(try folder.read("work/site/index.html").contains("<p>installed copy</p>"))
    // The uninstall removes the file it wrote, changed or not.
    #expect(try install(["--uninstall", "--prefix", "prefix"], in: folder).status == 0)
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("prefix").path))
  }

  @Test(.enabled(if: ShellTool.runs("bash"), "bash is not installed"))
  func aBadArgumentIsRefused() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = try install(["--bogus"], in: folder)
    #expect(run.status == 1)
    #expect(run.standardError.contains("install.sh: unknown argument: --bogus"))
    #expect(try folder.names().isEmpty)
  }
}
