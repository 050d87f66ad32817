/// UIImage and Core Graphics' CGImage, as ImageIO's thumbnails reach an image view (docs/rules/apple-frameworks.md#imageio).
extension UIImage {
    /// An image of `cgImage`: its bytes (drawn as the file they came from) at its pixel size.
    public convenience init(cgImage: CGImage) {
        self.init(data: cgImage.encoded, path: cgImage.path, symbolGlyph: nil, size: CGSize(width: cgImage.width, height: cgImage.height))
    }

    /// An image of `cgImage` at `scale`; the orientation is not applied (notisim draws the file as it is).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(data: cgImage.encoded, path: cgImage.path, symbolGlyph: nil,
                  size: CGSize(width: CGFloat(cgImage.width) / Swift.max(scale, 1), height: CGFloat(cgImage.height) / Swift.max(scale, 1)))
    }

    /// The bitmap of an image read from PNG, JPEG or GIF bytes; nil for a symbol or placeholder.
    public var cgImage: CGImage? {
        guard symbolGlyph == nil, placeholderText == nil, !data.isEmpty else { return nil }
        return CGImage(width: Int(size.width), height: Int(size.height), encoded: data, path: path)
    }
}

extension UIImage {
    /// Which way an image's pixels are turned (`UIImage.Orientation`); notisim draws every image `.up`.
    public enum Orientation: Int, Sendable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
        case rightMirrored = 7
    }

    /// Always `.up`: notisim draws the file as it is.
    public var imageOrientation: Orientation { .up }
}
