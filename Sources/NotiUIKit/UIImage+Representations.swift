internal import CZlib
internal import NotiLayout

extension UIImage {
    /// The image as PNG data (Apple's `pngData()`): a PNG file's own bytes, else its decoded pixels written as an
    /// 8-bit RGBA PNG; nil for a symbol, as notisim does not raster glyphs (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset).
    public func pngData() -> Data? {
        if data.starts(with: PNGWriter.signature) { return data }
        guard symbolGlyph == nil, case .success(let image) = ImageDecoder.decode([UInt8](data)) else { return nil }
        return PNGWriter.png(of: image).map { Data($0) }
    }

    /// The image as JPEG data (Apple's `jpegData(compressionQuality:)`): a JPEG file's own bytes. *Decision:* notisim
    /// has no JPEG encoder, so any other image answers nil (code falling back to `pngData()` still gets a file).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        data.starts(with: [0xFF, 0xD8, 0xFF]) ? data : nil
    }
}

/// The image as PNG data (UIKit's function before iOS 12's `pngData()`).
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }

/// The image as JPEG data (UIKit's function before iOS 12's `jpegData(compressionQuality:)`).
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
}

/// Writes decoded pixels as a PNG file (the PNG specification): IHDR for 8-bit RGBA, one IDAT of the rows (filter
/// type 0) deflated by zlib, IEND.
enum PNGWriter {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func png(of image: RGBAImage) -> [UInt8]? {
        var rows: [UInt8] = []
        rows.reserveCapacity((image.width * 4 + 1) * image.height)
        for y in 0..<image.height {
            rows.append(0)
            rows += image.pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)]
        }
        var deflated = [UInt8](repeating: 0, count: rows.count + rows.count / 1000 + 64)
        let count = rows.withUnsafeBufferPointer { source in
            deflated.withUnsafeMutableBufferPointer { notisim_raw_deflate($0.baseAddress, $0.count, source.baseAddress, source.count) }
        }
        guard count > 0 else { return nil }
        // The zlib stream PNG asks for: header (deflate, 32 KB window, default level), the data, its Adler-32.
        let stream = [0x78, 0x9C] + deflated[..<count] + bigEndian(adler32(rows))
        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]
        return signature + chunk("IHDR", header) + chunk("IDAT", stream) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
