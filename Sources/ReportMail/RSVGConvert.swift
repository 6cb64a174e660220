import Foundation

/// Renders SVG to PNG with librsvg's `rsvg-convert` (`rsvg-convert -f png -z 2`), run as a
/// child process in a private temporary folder that is removed afterwards.
public struct RSVGConvert: SVGRasterizer {
  /// The executable's path.
  public var executablePath: String

  /// The program's name, as looked up on the search path.
  public static let programName = "rsvg-convert"

  /// A short name for messages.
  public var name: String { RSVGConvert.programName }

  /// Uses the executable at `executablePath`.
  /// - Parameter executablePath: the path of `rsvg-convert`.
  public init(executablePath: String) {
    self.executablePath = executablePath
  }

  /// Finds `rsvg-convert` in the folders of `searchPath` (a `PATH` value, `:`-separated).
  /// - Parameter searchPath: the folders to look in; `nil` or empty finds nothing.
  /// - Returns: the renderer, or `nil` when no executable file of that name is found.
  public static func locate(searchPath: String?) -> RSVGConvert? {
    guard let searchPath else { return nil }
    for folder in searchPath.split(separator: ":") where !folder.isEmpty {
      let path = (String(folder) as NSString).appendingPathComponent(programName)
      if FileManager.default.isExecutableFile(atPath: path) {
        return RSVGConvert(executablePath: path)
      }
    }
    return nil
  }

  /// Renders `svg` at twice its size (crisp on high-density screens).
  /// - Parameter svg: the SVG document's bytes.
  /// - Returns: the PNG's bytes.
  /// - Throws: ``RasterizerError`` when the program cannot run, fails or writes no PNG.
  public func renderPNG(svg: Data) throws(RasterizerError) -> Data {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory.appendingPathComponent(
      "healthreport-rsvg-" + ProcessInfo.processInfo.globallyUniqueString)
    defer { try? manager.removeItem(at: folder) }
    let input = folder.appendingPathComponent("chart.svg")
    let output = folder.appendingPathComponent("chart.png")
    let errors = folder.appendingPathComponent("errors.txt")
    let process = Process()
    do {
      try manager.createDirectory(
        at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
      try svg.write(to: input)
      _ = manager.createFile(atPath: errors.path, contents: nil)
      process.executableURL = URL(fileURLWithPath: executablePath)
      process.arguments = ["-f", "png", "-z", "2", "-o", output.path, input.path]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = try FileHandle(forWritingTo: errors)
      try process.run()
    } catch {
      throw RasterizerError("\(executablePath) could not be run: \(error.localizedDescription)")
    }
    process.waitUntilExit()
    let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    guard process.terminationStatus == 0, let png = try? Data(contentsOf: output),
      png.starts(with: RSVGConvert.pngSignature)
    else {
      let detail = message.split(separator: "\n").first.map(String.init) ?? "no PNG written"
      throw RasterizerError(
        "\(executablePath) failed (status \(process.terminationStatus)): \(detail)")
    }
    return png
  }

  /// The eight bytes every PNG file starts with.
  public static let pngSignature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
}
