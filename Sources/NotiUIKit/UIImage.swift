internal import NotiLayout

/// An image (Apple's `UIImage`), kept as its encoded bytes; notisim decodes PNG, JPEG and GIF.
open class UIImage: NSObject, @unchecked Sendable {
    /// The encoded file.
    package let data: Data
    /// The file it was read from, if any.
    package let path: String?
    /// Size in points (one pixel per point, scale 1).
    public let size: CGSize
    public var scale: CGFloat { 1 }

    /// An image from PNG, JPEG or GIF bytes; nil when they do not decode.
    public init?(data: Data) {
        guard case .success(let image) = ImageDecoder.decode([UInt8](data)) else { return nil }
        self.data = data
        self.path = nil
        self.size = CGSize(width: image.width, height: image.height)
    }

    /// An image from a file; nil when it cannot be read or decoded.
    public init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              case .success(let image) = ImageDecoder.decode([UInt8](data)) else { return nil }
        self.data = data
        self.path = path
        self.size = CGSize(width: image.width, height: image.height)
    }
}
