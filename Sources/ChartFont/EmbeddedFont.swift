import Foundation

/// The chart font compiled into the tool: subsets of DejaVu Sans and DejaVu Sans Bold, and for
/// the Korean text DejaVu lacks, of Nanum Gothic and Nanum Gothic Bold (see
/// `bench/make-font-subset.sh`, `Public/fonts/LICENSE-DejaVu.txt` and
/// `Public/fonts/LICENSE-Nanum.txt`), held as base64 text and decoded once, on first use. Embedding (rather than a bundle resource) keeps the tool a single
/// file that works wherever it is copied.
public enum EmbeddedFont {
  /// The regular face's file bytes (`Public/fonts/DejaVuSans-subset.ttf`).
  public static let regularBytes: [UInt8] = decode(regularBase64)
  /// The bold face's file bytes (`Public/fonts/DejaVuSans-Bold-subset.ttf`).
  public static let boldBytes: [UInt8] = decode(boldBase64)

  /// DejaVu Sans.
  public static let regular = TrueTypeFont(bytes: regularBytes) ?? .empty
  /// DejaVu Sans Bold.
  public static let bold = TrueTypeFont(bytes: boldBytes) ?? .empty

  /// The Korean regular face's file bytes (`Public/fonts/NanumGothic-subset.ttf`).
  public static let koreanRegularBytes: [UInt8] = decode(koreanRegularBase64)
  /// The Korean bold face's file bytes (`Public/fonts/NanumGothic-Bold-subset.ttf`).
  public static let koreanBoldBytes: [UInt8] = decode(koreanBoldBase64)

  /// Nanum Gothic, cut to the Hangul the Korean pages write.
  public static let koreanRegular = TrueTypeFont(bytes: koreanRegularBytes) ?? .empty
  /// Nanum Gothic Bold, cut to the Hangul the Korean pages write.
  public static let koreanBold = TrueTypeFont(bytes: koreanBoldBytes) ?? .empty

  /// DejaVu Sans, then Nanum Gothic.
  public static let regularStack = FontStack(primary: regular, fallback: koreanRegular)
  /// DejaVu Sans Bold, then Nanum Gothic Bold.
  public static let boldStack = FontStack(primary: bold, fallback: koreanBold)

  /// The file name the site serves a face under (in `fonts/`).
  /// - Parameter face: the face.
  /// - Returns: the file name, such as `DejaVuSans-subset.ttf`.
  public static func fileName(of face: FontFace) -> String {
    switch face {
    case .regular: return "DejaVuSans-subset.ttf"
    case .bold: return "DejaVuSans-Bold-subset.ttf"
    }
  }

  /// The file name the site serves a face's Korean fallback under (in `fonts/`).
  /// - Parameter face: the face.
  /// - Returns: the file name, such as `NanumGothic-subset.ttf`.
  public static func koreanFileName(of face: FontFace) -> String {
    switch face {
    case .regular: return "NanumGothic-subset.ttf"
    case .bold: return "NanumGothic-Bold-subset.ttf"
    }
  }

  private static func decode(_ text: String) -> [UInt8] {
    Data(base64Encoded: text).map { Array($0) } ?? []
  }
}
