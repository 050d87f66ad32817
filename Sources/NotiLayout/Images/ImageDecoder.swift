import CImageCodecs
import Foundation

/// Why an image could not be shown; the text goes into the placeholder box.
package struct ImageDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
    package var description: String { reason }
}

/// Decodes PNG (libpng), JPEG (libjpeg-turbo) and GIF (first frame) attachments, with size caps checked before decoding.
package enum ImageDecoder {
    /// Largest file accepted (the attachment limit for images, 10 MB).
    package static let maximumFileBytes = 10_000_000
    /// Largest decoded size accepted, in pixels (40 megapixels).
    package static let maximumPixels = 40_000_000

    /// Decodes the bytes of the file `name` (its last path component), the reason of a failure starting with the name.
    /// Layout reads no file: the caller reads it.
    package static func decode(_ bytes: [UInt8], named name: String) -> Result<RGBAImage, ImageDecodingError> {
        decode(bytes).mapError { ImageDecodingError("\(name): \($0.reason)") }
    }

    /// The first bytes of each format decoded.
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47], jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF], gifSignature = Array("GIF8".utf8)

    /// Whether `bytes` begin with a PNG, JPEG or GIF signature.
    package static func hasRasterSignature(_ bytes: [UInt8]) -> Bool { rasterMimeType(of: bytes) != nil }

    /// The MIME type of PNG, JPEG or GIF bytes, read from their signature; nil for anything else.
    package static func rasterMimeType(of bytes: [UInt8]) -> String? {
        [(pngSignature, "image/png"), (jpegSignature, "image/jpeg"), (gifSignature, "image/gif")].first { bytes.starts(with: $0.0) }?.1
    }

    /// Decodes bytes, choosing the format by its signature.
    package static func decode(_ bytes: [UInt8]) -> Result<RGBAImage, ImageDecodingError> {
        guard bytes.count <= maximumFileBytes else { return .failure(ImageDecodingError("over the 10 MB image limit")) }
        if bytes.starts(with: pngSignature) { return decodeWithC(bytes, cimg_decode_png) }
        if bytes.starts(with: jpegSignature) { return decodeWithC(bytes, cimg_decode_jpeg) }
        if bytes.starts(with: gifSignature) { return GIFDecoder.decodeFirstFrame(bytes, maximumPixels: maximumPixels) }
        return .failure(ImageDecodingError("not a PNG, JPEG or GIF image"))
    }

    private typealias CDecoder = (UnsafePointer<UInt8>?, Int, Int64, UnsafeMutablePointer<cimg_result>?) -> Int32

    private static func decodeWithC(_ bytes: [UInt8], _ decoder: CDecoder) -> Result<RGBAImage, ImageDecodingError> {
        var result = cimg_result()
        let ok = bytes.withUnsafeBufferPointer { buffer in
            decoder(buffer.baseAddress, buffer.count, Int64(maximumPixels), &result)
        }
        guard ok == 1, let pointer = result.pixels else {
            let message = withUnsafeBytes(of: result.error) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .failure(ImageDecodingError(message.isEmpty ? "cannot decode the image" : message))
        }
        defer { cimg_free(&result) }
        let count = Int(result.width) * Int(result.height) * 4
        let pixels = Array(UnsafeBufferPointer(start: pointer, count: count))
        guard let image = RGBAImage(width: Int(result.width), height: Int(result.height), pixels: pixels) else {
            return .failure(ImageDecodingError("the decoder returned an empty image"))
        }
        return .success(image)
    }
}
