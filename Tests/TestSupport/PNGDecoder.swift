import CZlib
import Foundation

/// A small PNG reader for tests: 8-bit RGB and RGBA, non-interlaced, every chunk's CRC checked,
/// the five row filters undone. Enough to check what the encoder writes, independently of it.
public struct DecodedPNG: Sendable {
  /// The width, in pixels.
  public var width: Int
  /// The height, in pixels.
  public var height: Int
  /// `width × height × 4` bytes: straight red, green, blue, alpha.
  public var rgba: [UInt8]
  /// The chunk types in file order.
  public var chunkTypes: [String]
  /// Pixels per metre from `pHYs` (x), if present.
  public var pixelsPerMetre: Int?

  /// Why a file is not a PNG this reader understands.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Reads a PNG file.
  /// - Parameter data: the file's bytes.
  /// - Throws: ``Failure`` for anything unexpected.
  public init(_ data: Data) throws {
    let bytes = [UInt8](data)
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count > 8, Array(bytes[0..<8]) == signature else {
      throw Failure(description: "no PNG signature")
    }
    func u32(_ offset: Int) -> Int {
      Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
    }
    var offset = 8
    var width = 0
    var height = 0
    var colorType = -1
    var idat: [UInt8] = []
    var types: [String] = []
    var density: Int?
    while offset + 12 <= bytes.count {
      let length = u32(offset)
      guard offset + 12 + length <= bytes.count else { throw Failure(description: "truncated") }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
      let crc = bytes[(offset + 4)..<(offset + 8 + length)].withContiguousStorageIfAvailable {
        crc32(0, $0.baseAddress, uInt($0.count))
      }
      guard let crc, Int(crc) == u32(offset + 8 + length) else {
        throw Failure(description: "bad CRC in \(type)")
      }
      types.append(type)
      switch type {
      case "IHDR":
        guard length == 13 else { throw Failure(description: "bad IHDR") }
        width = Int(body[0]) << 24 | Int(body[1]) << 16 | Int(body[2]) << 8 | Int(body[3])
        height = Int(body[4]) << 24 | Int(body[5]) << 16 | Int(body[6]) << 8 | Int(body[7])
        guard body[8] == 8, body[12] == 0 else {
          throw Failure(description: "unsupported bit depth or interlace")
        }
        colorType = Int(body[9])
      case "pHYs" where length == 9:
        density = Int(body[0]) << 24 | Int(body[1]) << 16 | Int(body[2]) << 8 | Int(body[3])
      case "IDAT":
        idat += body
      default: break
      }
      offset += 12 + length
      if type == "IEND" { break }
    }
    guard types.first == "IHDR", types.last == "IEND" else {
      throw Failure(description: "chunks out of order: \(types)")
    }
    let channels: Int
    switch colorType {
    case 2: channels = 3
    case 6: channels = 4
    default: throw Failure(description: "unsupported colour type \(colorType)")
    }
    guard width > 0, height > 0, width * height <= 50_000_000 else {
      throw Failure(description: "bad size")
    }
    let stride = width * channels
    var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
    var rawLength = uLongf(raw.count)
    let status = raw.withUnsafeMutableBufferPointer { out in
      idat.withUnsafeBufferPointer { input in
        uncompress(out.baseAddress, &rawLength, input.baseAddress, uLong(input.count))
      }
    }
    guard status == Z_OK, Int(rawLength) == raw.count else {
      throw Failure(description: "zlib data does not inflate to the image size")
    }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    var previous = [UInt8](repeating: 0, count: stride)
    var row = [UInt8](repeating: 0, count: stride)
    for y in 0..<height {
      let start = y * (stride + 1)
      let filter = raw[start]
      for index in 0..<stride {
        let value = raw[start + 1 + index]
        let left = index >= channels ? Int(row[index - channels]) : 0
        let up = Int(previous[index])
        let upLeft = index >= channels ? Int(previous[index - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let p = left + up - upLeft
          let pa = abs(p - left)
          let pb = abs(p - up)
          let pc = abs(p - upLeft)
          predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
        default: throw Failure(description: "bad filter \(filter)")
        }
        row[index] = value &+ UInt8(predictor & 0xFF)
      }
      for x in 0..<width {
        for channel in 0..<channels {
          rgba[(y * width + x) * 4 + channel] = row[x * channels + channel]
        }
      }
      swap(&row, &previous)
    }
    self.width = width
    self.height = height
    self.rgba = rgba
    chunkTypes = types
    pixelsPerMetre = density
  }

  /// The pixels composited over an opaque background colour, 3 bytes each (for comparisons
  /// that must not depend on the colour of transparent pixels).
  public func flattened(over background: (UInt8, UInt8, UInt8) = (255, 255, 255)) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: width * height * 3)
    let back = [Int(background.0), Int(background.1), Int(background.2)]
    for pixel in 0..<(width * height) {
      let alpha = Int(rgba[pixel * 4 + 3])
      for channel in 0..<3 {
        let value = Int(rgba[pixel * 4 + channel])
        result[pixel * 3 + channel] = UInt8(
          (value * alpha + back[channel] * (255 - alpha) + 127) / 255)
      }
    }
    return result
  }

  /// The mean absolute difference per channel between two images of the same size, both
  /// flattened over white; `nil` when the sizes differ.
  public func meanDifference(from other: DecodedPNG) -> Double? {
    guard width == other.width, height == other.height else { return nil }
    let a = flattened()
    let b = other.flattened()
    var total = 0
    for index in a.indices { total += abs(Int(a[index]) - Int(b[index])) }
    return Double(total) / Double(max(1, a.count))
  }

  /// ``meanDifference(from:)`` over the pixels that either image paints (not transparent in
  /// both), for drawings that leave most of their image empty; `nil` when the sizes differ.
  public func meanDifferenceWherePainted(from other: DecodedPNG) -> Double? {
    guard width == other.width, height == other.height else { return nil }
    let a = flattened()
    let b = other.flattened()
    var total = 0
    var count = 0
    for pixel in 0..<(width * height) where rgba[pixel * 4 + 3] > 0 || other.rgba[pixel * 4 + 3] > 0
    {
      for channel in 0..<3 {
        total += abs(Int(a[pixel * 3 + channel]) - Int(b[pixel * 3 + channel]))
      }
      count += 3
    }
    return Double(total) / Double(max(1, count))
  }
}
