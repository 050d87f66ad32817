import CSVGRaster
import Foundation
import NotiLayout

/// SVG documents drawn by librsvg as PNG: the host's pictures (`render --style ios`) and an extension's SVG images.
package enum SVGRasterizer {
    /// The PNG of the SVG document `bytes` at `scale` device pixels per SVG pixel, or librsvg's reason in one line; a
    /// picture over `maxPixels` pixels is refused before it is drawn.
    package static func png(of bytes: [UInt8], scale: Double, maxPixels: Int) -> Result<Data, ImageDecodingError> {
        let raster = bytes.withUnsafeBufferPointer { buffer in
            notisim_svg_to_png(buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }, buffer.count, scale,
                               Double(maxPixels))
        }
        guard let png = raster.png else {
            return .failure(ImageDecodingError(withUnsafeBytes(of: raster.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }))
        }
        defer { free(png) }
        return .success(Data(bytes: png, count: raster.length))
    }
}
