import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `InputSource`: one reader for every importer, refusing special files and noticing files
/// that change while they are read.
@Suite struct InputSourceTests {
  /// A fresh temporary folder, removed by the caller.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("healthcore-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Every chunk of `source`, concatenated.
  static func readAll(_ source: inout InputSource) throws(ParseError) -> [UInt8] {
    var bytes: [UInt8] = []
    try source.forEachChunk { chunk, done in
      bytes.append(contentsOf: chunk)
      #expect(done == bytes.count)
    }
    return bytes
  }

  /// The error `body` throws, if any.
  static func failure(_ body: () throws(ParseError) -> Void) -> ParseError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  @Test func readsAFileInChunksWithItsHeadOnce() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let file = folder.appendingPathComponent("data.bin")
    try Data(bytes).write(to: file)
    for chunk in [1, 7, 999, 1000, 4096] {
      var source = try InputSource(path: file.path, displayPath: "data.bin", chunkSize: chunk)
      #expect(source.kind == .regularFile)
      #expect(source.expectedSize == 1000)
      #expect(source.path == "data.bin")
      let head = try source.withHead { Array($0) }
      #expect(head == Array(bytes.prefix(chunk)))
      #expect(try source.withHead { Array($0) } == head)
      #expect(try Self.readAll(&source) == bytes)
      #expect(source.bytesRead == 1000)
    }
    let empty = folder.appendingPathComponent("empty")
    try Data().write(to: empty)
    var source = try InputSource(path: empty.path)
    #expect(try source.withHead { $0.count } == 0)
    #expect(try Self.readAll(&source).isEmpty)
  }

  @Test func refusesWhatIsNotARegularFileSayingWhatItIs() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("export.xml").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let zero = folder.appendingPathComponent("zero.csv").path
    try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
    let cases: [(String, ParseError.Reason)] = [
      (
        fifo,
        .unreadable(
          "is a pipe (FIFO), not a regular file; only standard input (-), /dev/stdin or /dev/fd/N are read as pipes"
        )
      ),
      (zero, .unreadable("is a character device, not a regular file")),
      ("/dev/zero", .unreadable("is a character device, not a regular file")),
      (folder.path, .unreadable("is a directory")),
      (folder.appendingPathComponent("missing").path, .missingFile),
      (folder.appendingPathComponent("missing/").path, .missingFile),
    ]
    for (path, reason) in cases {
      let error = Self.failure { () throws(ParseError) in _ = try InputSource(path: path) }
      #expect(error == ParseError(path: path, reason: reason))
      let csv = Self.failure { () throws(ParseError) in
        _ = try CSVImporter(unit: .pounds).load(path: path)
      }
      #expect(csv == ParseError(path: path, reason: reason))
      let xml = Self.failure { () throws(ParseError) in
        _ = try AppleHealthImporter.load(path: path)
      }
      #expect(xml == ParseError(path: path, reason: reason))
      let zip = Self.failure { () throws(ParseError) in _ = try ZipArchive(path: path) }
      #expect(zip == ParseError(path: path, reason: reason))
    }
  }

  @Test func readsAPipeGivenAsADescriptorOrAsDevFd() throws {
    let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
    for useName in [false, true] {
      var ends: [Int32] = [0, 0]
      #expect(pipe(&ends) == 0)
      let writeEnd = ends[1]
      let writer = Thread {
        bytes.withUnsafeBytes { buffer in
          var done = 0
          while done < buffer.count, let base = buffer.baseAddress {
            let written = write(writeEnd, base + done, buffer.count - done)
            guard written > 0 else { break }
            done += written
          }
        }
        close(writeEnd)
      }
      writer.start()
      defer { close(ends[0]) }
      var source =
        useName
        ? try InputSource(path: "/dev/fd/\(ends[0])", chunkSize: 4096)
        : try InputSource(descriptor: ends[0], displayPath: "-", chunkSize: 4096)
      #expect(source.kind == .pipe)
      #expect(source.expectedSize == nil)
      #expect(try source.withHead { $0.count } == 4096)
      #expect(try Self.readAll(&source) == bytes)
    }
  }

  @Test func aFileCutWhileItIsReadFails() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("cut.csv").path
    try Data(repeating: 65, count: 10_000).write(to: URL(fileURLWithPath: file))
    var source = try InputSource(path: file, displayPath: "cut.csv", chunkSize: 1000)
    _ = try source.withHead { $0.count }
    #expect(truncate(file, 5000) == 0)
    let error = Self.failure { () throws(ParseError) in _ = try Self.readAll(&source) }
    #expect(
      error
        == ParseError(
          path: "cut.csv",
          reason: .invalidContent(
            "the file changed while it was read (its size went from 10000 to 5000 bytes);"
              + " nothing was imported: try again when nothing is writing to it")))
  }

  @Test func aFileThatGrowsOrIsRewrittenWhileItIsReadFails() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("grow.xml").path
    try Data(repeating: 65, count: 10_000).write(to: URL(fileURLWithPath: file))
    var growing = try InputSource(path: file, chunkSize: 1000)
    _ = try growing.withHead { $0.count }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(repeating: 66, count: 100))
    try handle.close()
    let grew = Self.failure { () throws(ParseError) in _ = try Self.readAll(&growing) }
    #expect(grew?.description.contains("it grew past its 10000 bytes") == true)

    try Data(repeating: 65, count: 10_000).write(to: URL(fileURLWithPath: file))
    var rewritten = try InputSource(path: file, chunkSize: 1000)
    _ = try rewritten.withHead { $0.count }
    let same = open(file, O_WRONLY)
    #expect(same >= 0)
    #expect(pwrite(same, "ZZZZ", 4, 5000) == 4)
    var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
    #expect(futimens(same, &times) == 0)
    close(same)
    let modified = Self.failure { () throws(ParseError) in _ = try Self.readAll(&rewritten) }
    #expect(
      modified?.description.contains("the file changed while it was read (it was modified)") == true
    )
    #expect(modified?.isMissingInput == false)
  }

  /// Files of more than two chunks are read ahead on a second thread: the same bytes in the
  /// same order, with or without a look at the head, whatever the last chunk's size.
  @Test func readingAheadGivesTheSameChunksInOrder() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var generator = SystemRandomNumberGenerator()
    for size in [4096 * 3, 4096 * 3 + 1, 100_000] {
      let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let file = folder.appendingPathComponent("ahead-\(size).bin")
      try Data(bytes).write(to: file)
      for lookAtHead in [false, true] {
        var source = try InputSource(path: file.path, chunkSize: 4096)
        if lookAtHead { _ = try source.withHead { $0.count } }
        var sizes: [Int] = []
        var read: [UInt8] = []
        try source.forEachChunk { chunk, done in
          sizes.append(chunk.count)
          read.append(contentsOf: chunk)
          #expect(done == read.count)
        }
        #expect(read == bytes)
        #expect(source.bytesRead == size)
        // Full chunks but the last.
        #expect(sizes.dropLast().allSatisfy { $0 == 4096 })
      }
    }
  }

  /// An error from the chunk's reader ends the reading at once, without reading on.
  @Test func anErrorWhileReadingAheadStopsIt() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("stop.xml").path
    try Data(repeating: 65, count: 1_000_000).write(to: URL(fileURLWithPath: file))
    for _ in 0..<20 {
      var source = try InputSource(path: file, displayPath: "stop.xml", chunkSize: 1000)
      var chunks = 0
      let error = Self.failure { () throws(ParseError) in
        try source.forEachChunk { _, _ throws(ParseError) in
          chunks += 1
          if chunks == 3 { throw ParseError(path: "stop.xml", reason: .emptyFile) }
        }
      }
      #expect(error == ParseError(path: "stop.xml", reason: .emptyFile))
      #expect(chunks == 3)
      #expect(source.bytesRead == 3000)
    }
  }

  /// A file cut or grown while its later chunks are read ahead fails as it does when read in
  /// one thread.
  @Test func aFileChangedWhileReadAheadFails() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("change.csv").path
    for grow in [false, true] {
      try Data(repeating: 65, count: 100_000).write(to: URL(fileURLWithPath: file))
      var source = try InputSource(path: file, displayPath: "change.csv", chunkSize: 1000)
      var chunks = 0
      let error = Self.failure { () throws(ParseError) in
        try source.forEachChunk { _, _ in
          chunks += 1
          guard chunks == 2 else { return }
          if grow {
            let handle = open(file, O_WRONLY | O_APPEND)
            #expect(write(handle, "BBBB", 4) == 4)
            close(handle)
          } else {
            #expect(truncate(file, 50_000) == 0)
          }
        }
      }
      let text = error?.description ?? ""
      #expect(text.contains("the file changed while it was read"), "\(text)")
      #expect(text.contains(grow ? "it grew past its 100000 bytes" : "from 100000 to 50000 bytes"))
    }
  }

  @Test func streamingTypesAreSendable() {
    #expect(SendableTests.requireSendable(InputFileKind.self))
    #expect(SendableTests.requireSendable(CSVStreamingImporter.self))
    #expect(SendableTests.requireSendable(AppleHealthImporter.self))
  }

  @Test func namesOfOpenStreams() {
    for name in ["/dev/stdin", "/dev/fd/0", "/dev/fd/63", "/proc/self/fd/12"] {
      #expect(InputSource.namesOpenStream(name), "\(name)")
    }
    for name in ["-", "/dev/fd/", "/dev/fd/x", "/dev/zero", "fifo", "/dev/fd/1/2", "/dev/stdout"] {
      #expect(!InputSource.namesOpenStream(name), "\(name)")
    }
  }
}
