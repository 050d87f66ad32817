import Foundation

/// A bitmap image (Core Graphics' `CGImage`), as ImageIO makes one from PNG, JPEG or GIF bytes: its pixel size and
/// the encoded file it came from, which is what notisim draws (matched to the notification's attachments by file or
/// bytes, as a `UIImage` is). A thumbnail keeps the source's bytes with its own smaller size (docs/rules/apple-frameworks.md#imageio).
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// The encoded file: PNG, JPEG or GIF bytes.
    package let encoded: Data
    /// The file the bytes were read from, if any.
    package let path: String?

    /// An image of `width` × `height` pixels drawn from `encoded`.
    package init(width: Int, height: Int, encoded: Data, path: String?) {
        self.width = width; self.height = height; self.encoded = encoded; self.path = path
    }

    /// 8 bits a colour component, as notisim's decoders give.
    public var bitsPerComponent: Int { 8 }
    /// Four 8-bit components (RGBA).
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
}
