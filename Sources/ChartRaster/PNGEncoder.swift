import CZlib
import Foundation

/// Writes a ``RasterImage`` as a PNG file: 8-bit RGBA (straight alpha), or RGB when every pixel
/// is opaque; the Up filter on every row but the first (Sub), compressed by ``RunDeflater``, so
/// the same image always gives the same bytes. A `pHYs` chunk states the pixel density, so
/// viewers that honour it show a 2× image at its size in points.
///
/// Rows are filtered one at a time into a small buffer and compressed as they come, so the work
/// stays in the processor's cache and no image-sized buffer is allocated.
public enum PNGEncoder {
  /// The PNG file of `image`.
  /// - Parameters:
  ///   - image: the image (premultiplied RGBA).
  ///   - pixelsPerInch: the density written to `pHYs` (144 for 2×), or `nil` for none.
  /// - Returns: the file's bytes.
  public static func encode(_ image: RasterImage, pixelsPerInch: Double? = nil) -> Data {
    let width = image.width
    let height = image.height
    let opaque =
      image.isKnownOpaque
      || image.pixels.withUnsafeBufferPointer { pixels in
        var index = 3
        while index < pixels.count {
          if pixels[index] != 255 { return false }
          index += 4
        }
        return true
      }
    let channels = opaque ? 3 : 4
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
    appendChunk("IHDR", header, to: &png)
    if let pixelsPerInch, pixelsPerInch > 0 {
      var density = Data()
      let perMetre = UInt32((pixelsPerInch / 0.0254).rounded())
      density.appendBigEndian(perMetre)
      density.appendBigEndian(perMetre)
      density.append(1)
      appendChunk("pHYs", density, to: &png)
    }
    appendChunk(
      "IDAT", compressedRows(image, channels: channels), to: &png)
    appendChunk("IEND", Data(), to: &png)
    return png
  }

  /// The zlib stream of the filtered rows (see ``RunDeflater``).
  static func compressedRows(_ image: RasterImage, channels: Int) -> Data {
    let width = image.width
    let height = image.height
    let rowLength = width * channels
    let lineLength = rowLength + 1
    var deflater = RunDeflater(capacity: 64 * 1024)
    // One filtered line, with slack for the four-byte stores of the opaque path.
    var line = [UInt8](repeating: 0, count: lineLength + 8)
    var rows = [UInt8](repeating: 0, count: rowLength * 2 + 8)
    image.pixels.withUnsafeBufferPointer { pixelBuffer in
      line.withUnsafeMutableBufferPointer { lineBuffer in
        rows.withUnsafeMutableBufferPointer { rowBuffer in
          guard let pixels = pixelBuffer.baseAddress, let lineBase = lineBuffer.baseAddress,
            let rowBase = rowBuffer.baseAddress
          else { return }
          let filtered = UnsafeBufferPointer(start: lineBase, count: lineLength)
          var row = rowBase
          var previous = rowBase + rowLength
          for y in 0..<height {
            lineBase[0] = y == 0 ? 1 : 2  // Sub for the first row, Up for the others
            if channels == 3 {
              filterOpaqueRow(pixels, y: y, width: width, into: lineBase + 1)
            } else {
              unpremultiply(pixels + y * width * 4, into: row, width: width, channels: channels)
              for index in 0..<rowLength {
                let reference =
                  y == 0 ? (index >= channels ? row[index &- channels] : 0) : previous[index]
                lineBase[index &+ 1] = row[index] &- reference
              }
              swap(&row, &previous)
            }
            deflater.append(filtered, pixelSize: channels)
          }
        }
      }
    }
    return Data(deflater.finish())
  }

  /// Filters row `y` of an opaque image into RGB bytes at `target`: each pixel minus the pixel
  /// above (Up), or for the first row minus the pixel to the left (Sub), four bytes at a time
  /// (byte-wise subtraction in one 32-bit word). Writes up to 1 byte past the row.
  @inline(__always)
  static func filterOpaqueRow(
    _ pixels: UnsafePointer<UInt8>, y: Int, width: Int, into target: UnsafeMutablePointer<UInt8>
  ) {
    let source = UnsafeRawPointer(pixels)
    let output = UnsafeMutableRawPointer(target)
    let high: UInt32 = 0x8080_8080
    let rowStart = y &* width &* 4
    for x in 0..<width {
      let current = source.loadUnaligned(fromByteOffset: rowStart &+ x &* 4, as: UInt32.self)
      let reference: UInt32
      if y > 0 {
        reference = source.loadUnaligned(
          fromByteOffset: rowStart &- width &* 4 &+ x &* 4, as: UInt32.self)
      } else {
        reference =
          x > 0
          ? source.loadUnaligned(fromByteOffset: rowStart &+ (x &- 1) &* 4, as: UInt32.self)
          : 0
      }
      let difference =
        ((current | high) &- (reference & ~high)) ^ ((current ^ ~reference) & high)
      output.storeBytes(of: difference, toByteOffset: x &* 3, as: UInt32.self)
    }
  }

  /// Writes one row of straight-alpha RGB or RGBA bytes from premultiplied RGBA pixels.
  @inline(__always)
  static func unpremultiply(
    _ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int,
    channels: Int
  ) {
    var source = source
    var target = target
    for _ in 0..<width {
      let alpha = source[3]
      if alpha == 255 || alpha == 0 {
        target[0] = source[0]
        target[1] = source[1]
        target[2] = source[2]
      } else {
        let a = Int(alpha)
        target[0] = UInt8(min(255, (Int(source[0]) * 255 + a / 2) / a))
        target[1] = UInt8(min(255, (Int(source[1]) * 255 + a / 2) / a))
        target[2] = UInt8(min(255, (Int(source[2]) * 255 + a / 2) / a))
      }
      if channels == 4 { target[3] = alpha }
      source += 4
      target += channels
    }
  }

  /// Appends a chunk: length, type, data and the CRC of type and data.
  static func appendChunk(_ type: String, _ data: Data, to png: inout Data) {
    png.appendBigEndian(UInt32(data.count))
    var body = Data(type.utf8)
    body.append(data)
    png.append(body)
    let crc = body.withUnsafeBytes { buffer in
      crc32(0, buffer.bindMemory(to: UInt8.self).baseAddress, uInt(buffer.count))
    }
    png.appendBigEndian(UInt32(crc))
  }
}

extension Data {
  /// Appends `value` as four big-endian bytes.
  mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ])
  }
}
