import Foundation

/// The chart font compiled into the tool: subsets of DejaVu Sans and DejaVu Sans Bold (see
/// `bench/make-font-subset.sh` and `Public/fonts/LICENSE-DejaVu.txt`), held as base64 text and
/// decoded once, on first use. Embedding (rather than a bundle resource) keeps the tool a single
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

  /// The file name the site serves a face under (in `fonts/`).
  /// - Parameter face: the face.
  /// - Returns: the file name, such as `DejaVuSans-subset.ttf`.
  public static func fileName(of face: FontFace) -> String {
    switch face {
    case .regular: return "DejaVuSans-subset.ttf"
    case .bold: return "DejaVuSans-Bold-subset.ttf"
    }
  }

  private static func decode(_ text: String) -> [UInt8] {
    Data(base64Encoded: text).map { Array($0) } ?? []
  }
}
