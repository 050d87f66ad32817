import Foundation
import NotiCore
import NotiLayout

/// Reads attachment files for layout, which reads none itself: the loaders `RenderContext` is given
/// (docs/architecture.md, NotiLayout row).
package enum AttachmentFiles {
    /// Reads and decodes the image file at `path` (PNG, JPEG, GIF, or SVG drawn by librsvg): a missing or irregular
    /// file (a device, a FIFO) and one over the 10 MB image limit are refused before a byte is read.
    package static func decodeImage(atPath path: String) -> Result<RGBAImage, ImageDecodingError> {
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = (attributes[.size] as? NSNumber)?.intValue else {
            return .failure(ImageDecodingError("\(name): cannot read the file (missing or not a regular file)"))
        }
        guard size <= ImageDecoder.maximumFileBytes else {
            return .failure(ImageDecodingError("\(name): \(size) bytes is over the 10 MB image limit"))
        }
        guard let data = FileManager.default.contents(atPath: path), data.count <= ImageDecoder.maximumFileBytes else {
            return .failure(ImageDecodingError("\(name): cannot read the file"))
        }
        let bytes = [UInt8](data)
        // An asset catalog's vector image (an extension's SVG image set): drawn by librsvg at its size, one pixel a point.
        if !ImageDecoder.hasRasterSignature(bytes), SVGDocument.isSVG(bytes) {
            return SVGRasterizer.png(of: bytes, scale: 1, maxPixels: ImageDecoder.maximumPixels)
                .flatMap { png in ImageDecoder.decode([UInt8](png)) }
                .mapError { ImageDecodingError("\(name): \($0.reason)") }
        }
        return ImageDecoder.decode(bytes, named: name)
    }

    /// An attachment's picture read from disk, uncached; audio and movies have none.
    package static let loadImage: @Sendable (NotificationAttachment) -> Result<RGBAImage, ImageDecodingError> = { attachment in
        guard attachment.kind == .image else { return .failure(RenderContext.noPicture(attachment)) }
        return decodeImage(atPath: attachment.path)
    }
}
