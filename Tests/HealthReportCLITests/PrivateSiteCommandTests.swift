import Foundation
import Testing

@testable import HealthReportCLI

/// `build` with a passphrase and `unseal`: the passphrase's sources and length, the refusals
/// that guard a private site, and the round trip back to the public build's bytes.
@Suite(.serialized) struct PrivateSiteCommandTests {
  static let passphrase = "correct horse battery staple"
  static let secret = ["HEALTHREPORT_PASSPHRASE": passphrase]

  @Test func aPrivateBuildUnsealsToThePublicBuildAndGuardsItsSite() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let demo = ["build", "--demo", "--demo-days", "30", "--quiet"]
    #expect(folder.run(demo + ["--out", "public"]).code == 0)
    let first = folder.run(demo + ["--out", "private"], variables: Self.secret)
    #expect(first.code == 0, "\(first.standardError)")
    #expect(!first.standardError.contains(Self.passphrase))
    let marker = try folder.read("private/.healthreport-site")
    #expect(marker.contains("\nseal 1 600000 ") && !marker.contains(Self.passphrase))
    #expect(try folder.names(in: "private/data").allSatisfy { $0.hasSuffix(".sealed") })

    // The same build again rewrites nothing.
    let before = try folder.snapshot(of: "private")
    #expect(folder.run(demo + ["--out", "private"], variables: Self.secret).code == 0)
    #expect(try folder.snapshot(of: "private") == before)

    // A public build, or another passphrase, over it is refused and changes nothing.
    let unsealed = folder.run(demo + ["--out", "private"])
    #expect(unsealed.code == 73)
    #expect(unsealed.standardError.contains("--public-over-private"))
    let other = folder.run(
      demo + ["--out", "private"],
      variables: ["HEALTHREPORT_PASSPHRASE": "another long passphrase"])
    #expect(other.code == 73)
    #expect(other.standardError.contains("--new-passphrase"))
    #expect(try folder.snapshot(of: "private") == before)

    // unseal gives back the public build's files, byte for byte (but 404.html, which a private
    // site keeps public, without the data's source and last day in its footer).
    let plain = folder.run(["unseal", "private", "--out", "plain"], variables: Self.secret)
    #expect(plain.code == 0, "\(plain.standardError)")
    let expected = try folder.snapshot(of: "public").filter {
      $0.key != ".healthreport-site" && $0.key != "404.html"
    }
    let actual = try folder.snapshot(of: "plain").filter {
      $0.key != ".healthreport-site" && $0.key != "404.html"
    }
    #expect(actual == expected)
    let notFound = try folder.read("plain/404.html")
    #expect(notFound.contains("<p>Made with healthreport.</p>") && !notFound.contains("2024"))

    // A wrong passphrase, and a moved file: exit 65, the path named, nothing written.
    let wrong = folder.run(
      ["unseal", "private", "--out", "wrong"],
      variables: ["HEALTHREPORT_PASSPHRASE": "not the passphrase"])
    #expect(wrong.code == 65)
    #expect(wrong.standardError.contains("wrong passphrase"))
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("wrong").path))
    let data = folder.url.appendingPathComponent("private/data")
    try FileManager.default.removeItem(at: data.appendingPathComponent("weeks.csv.sealed"))
    try FileManager.default.copyItem(
      at: data.appendingPathComponent("trends.csv.sealed"),
      to: data.appendingPathComponent("weeks.csv.sealed"))
    let moved = folder.run(["unseal", "private", "--out", "moved"], variables: Self.secret)
    #expect(moved.code == 65)
    #expect(moved.standardError.contains("private/data/weeks.csv.sealed: was moved"))
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("moved").path))

    // --new-passphrase seals it again; --public-over-private replaces it on purpose.
    #expect(
      folder.run(
        demo + ["--out", "private", "--new-passphrase"],
        variables: ["HEALTHREPORT_PASSPHRASE": "another long passphrase"]
      ).code == 0)
    #expect(folder.run(demo + ["--out", "private", "--public-over-private"]).code == 0)
    #expect(try folder.names(in: "private/data").allSatisfy { $0.hasSuffix(".csv") })
  }

  /// `unseal` names a file that was not sealed (a plain page put in place of an unlock page)
  /// and a file the marker lists that is missing; the rest of the site still unseals.
  @Test func unsealNamesUnsealedAndMissingFiles() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let demo = ["build", "--demo", "--demo-days", "30", "--quiet"]
    #expect(folder.run(demo + ["--out", "public"]).code == 0)
    #expect(folder.run(demo + ["--out", "private"], variables: Self.secret).code == 0)
    let week = try #require(
      try folder.names(in: "private/weeks").filter { $0.hasPrefix("20") }.last)
    let manager = FileManager.default
    try manager.removeItem(
      at: folder.url.appendingPathComponent("private/weeks/\(week)/charts/steps.svg.sealed"))
    let page = "weeks/\(week)/index.html"
    try manager.removeItem(at: folder.url.appendingPathComponent("private/" + page))
    try manager.copyItem(
      at: folder.url.appendingPathComponent("public/" + page),
      to: folder.url.appendingPathComponent("private/" + page))
    let run = folder.run(["unseal", "private", "--out", "plain"], variables: Self.secret)
    #expect(run.code == 0, "\(run.standardError)")
    #expect(
      run.standardError.contains(
        "warning: private/\(page): not sealed, as no file of a private site is; copied as it is"),
      "\(run.standardError)")
    #expect(
      run.standardError.contains(
        "warning: private/weeks/\(week)/charts/steps.svg.sealed: missing, though the site's last"
          + " build wrote it"), "\(run.standardError)")
  }

  @Test func thePassphraseComesFromAFileOrTheEnvironmentAndIsLongEnough() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let demo = ["build", "--demo", "--demo-days", "10", "--quiet"]
    let short = folder.run(demo + ["--out", "a"], variables: ["HEALTHREPORT_PASSPHRASE": "short"])
    #expect(short.code == 64)
    #expect(short.standardError.contains("at least 12 characters"))
    #expect(!short.standardError.contains("short\n"))
    let needed = folder.run(demo + ["--out", "a", "--private"])
    #expect(needed.code == 64)
    #expect(needed.standardError.contains("HEALTHREPORT_PASSPHRASE"))
    _ = try folder.write(Self.passphrase + "\nignored second line\n", to: "secret.txt")
    let fromFile = folder.run(demo + ["--out", "b", "--passphrase-file", "secret.txt"])
    #expect(fromFile.code == 0, "\(fromFile.standardError)")
    #expect(
      folder.run(["unseal", "b", "--out", "c"], variables: Self.secret).code == 0)
    #expect(folder.run(demo + ["--out", "d", "--passphrase-file", "missing.txt"]).code == 66)
    #expect(folder.run(demo + ["--out", "e", "--indexable", "--private"]).code == 64)
    #expect(folder.run(["unseal", "b", "--out", "f"]).code == 64)
  }

  /// A passphrase file's first line as an editor shows it: Windows (`\r\n`) and old Mac (`\r`)
  /// line endings and a byte order mark (Notepad's) are not part of the passphrase, which
  /// would then be one nobody can type; spaces are.
  @Test(arguments: [
    ("correct horse\n", "correct horse"), ("correct horse\r\nsecond\r\n", "correct horse"),
    ("correct horse\rsecond", "correct horse"), ("\u{FEFF}correct horse\r\n", "correct horse"),
    (" spaced out \n", " spaced out "), ("no line break", "no line break"), ("", ""),
    ("\n", ""),
  ])
  func aPassphraseFilesFirstLineIsWhatAnEditorShows(file: String, passphrase: String) {
    #expect(Passphrase.firstLine(of: Array(file.utf8)) == passphrase)
  }

  /// A site sealed from a passphrase file with Windows line endings opens with the passphrase
  /// typed (here through the variable).
  @Test func aWindowsPassphraseFileSealsWithTheTypedPassphrase() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    _ = try folder.write("\u{FEFF}" + Self.passphrase + "\r\nnotes\r\n", to: "secret.txt")
    let build = folder.run([
      "build", "--demo", "--demo-days", "10", "--quiet", "--out", "b", "--passphrase-file",
      "secret.txt",
    ])
    #expect(build.code == 0, "\(build.standardError)")
    let unseal = folder.run(["unseal", "b", "--out", "c"], variables: Self.secret)
    #expect(unseal.code == 0, "\(unseal.standardError)")
  }

  @Test func thePrivateSettingRequiresAPassphrase() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    _ = try folder.write("{\n  \"private\": true\n}\n", to: "healthreport.json")
    let run = folder.run(["build", "--demo", "--demo-days", "10", "--quiet", "--out", "s"])
    #expect(run.code == 64)
    #expect(run.standardError.contains("this site is private"))
    _ = try folder.write("{\n  \"private\": 1\n}\n", to: "healthreport.json")
    #expect(folder.run(["build", "--demo", "--quiet", "--out", "s"]).code == 65)
  }
}
