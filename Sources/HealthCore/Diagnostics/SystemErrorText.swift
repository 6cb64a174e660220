import Foundation

/// Why a system call or a Foundation file operation failed, in the one wording every message
/// of the tool uses: the system's own words (`strerror`) with a lower-case first letter, as the
/// tool's own reasons are written ("cannot be read: permission denied", "cannot write: no space
/// left on device", "cannot be read: is a directory").
public enum SystemErrorText {
  /// The explanation of an `errno` value ("permission denied", "no such file or directory").
  /// - Parameter code: the `errno` value.
  /// - Returns: the explanation.
  public static func explain(_ code: Int32) -> String {
    lowercasedFirst(String(cString: strerror(code)))
  }

  /// The explanation of a Foundation file error, without the Objective-C domain noise: the
  /// system's words for the POSIX error, whether Foundation kept it or only its own code;
  /// Foundation's own text for any other error ("You don't have permission.").
  /// - Parameter error: an error of a Foundation file operation.
  /// - Returns: the explanation.
  public static func explain(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return explain(Int32(underlying.code))
    }
    if nsError.domain == NSPOSIXErrorDomain { return explain(Int32(nsError.code)) }
    if nsError.domain == NSCocoaErrorDomain, let code = posixCodes[nsError.code] {
      return explain(code)
    }
    return nsError.localizedDescription
  }

  /// The POSIX error behind each Foundation file error code that has one.
  static let posixCodes: [Int: Int32] = [
    NSFileNoSuchFileError: ENOENT, NSFileReadNoSuchFileError: ENOENT,
    NSFileReadNoPermissionError: EACCES, NSFileWriteNoPermissionError: EACCES,
    NSFileWriteOutOfSpaceError: ENOSPC, NSFileWriteVolumeReadOnlyError: EROFS,
    NSFileWriteFileExistsError: EEXIST, NSFileReadTooLargeError: EFBIG,
  ]

  /// `text` with its first letter lower-cased when it begins a word ("Permission denied" reads
  /// "permission denied"); an abbreviation ("RPC struct is bad") is kept.
  static func lowercasedFirst(_ text: String) -> String {
    var scalars = text.unicodeScalars[...]
    guard let first = scalars.popFirst(), first.properties.isUppercase,
      scalars.first.map({ !$0.properties.isUppercase }) ?? true
    else { return text }
    return first.properties.lowercaseMapping + String(scalars)
  }
}
