import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls ``SiteWriter`` needs beyond `FileManager`: an atomic `rename(2)` that
/// replaces empty folders, and short error explanations.
extension SiteWriter {
  func rename(_ source: URL, to destination: URL, shown: String) throws(SiteError) {
    guard Self.systemRename(source.path, destination.path) != 0 else { return }
    let code = errno
    if code == EEXIST || code == ENOTEMPTY {
      throw SiteError(path: shown, reason: .notASite)
    }
    throw SiteError(path: shown, reason: .cannotWrite(String(cString: strerror(code))))
  }

  static func systemRename(_ source: String, _ destination: String) -> Int32 {
    #if canImport(Glibc)
      return Glibc.rename(source, destination)
    #elseif canImport(Musl)
      return Musl.rename(source, destination)
    #else
      return Darwin.rename(source, destination)
    #endif
  }

  /// A short explanation of a Foundation error, without the Objective-C domain noise.
  static func explain(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let message = strerror(Int32(underlying.code))
    {
      return String(cString: message)
    }
    return nsError.localizedDescription
  }
}
