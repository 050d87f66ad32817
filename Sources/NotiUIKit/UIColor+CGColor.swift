// Core Animation's layers and Core Graphics' colours come with UIKit, as Apple's UIKit imports QuartzCore.
@_exported import NotiQuartzCore
internal import NotiLayout

extension UIColor {
    /// The colour for a layer's `borderColor` or `backgroundColor`, resolved in the current traits when read.
    public var cgColor: CGColor {
        let c = components
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// A colour of a `CGColor`'s components.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// A colour that tiles `image` (UIKit's `UIColor(patternImage:)`). A cell holds one colour, so it is the image's:
    /// the colour drawn over the image context it was made of, else the average of its pixels; clear when the image
    /// has neither (a symbol, a picture that does not decode).
    public convenience init(patternImage image: UIImage) {
        if let drawn = image.drawnColor {
            self.init(cgColor: drawn)
        } else if case .success(let decoded) = ImageDecoder.decode([UInt8](image.data)), let average = Self.average(of: decoded) {
            self.init(red: average.red, green: average.green, blue: average.blue, alpha: average.alpha)
        } else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
        }
    }

    /// The mean of an image's pixels, each channel 0–1.
    private static func average(of image: RGBAImage) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        let count = image.width * image.height
        guard count > 0 else { return nil }
        var sums = [0, 0, 0, 0]
        image.pixels.withUnsafeBufferPointer { pixels in
            for index in 0..<count {
                for channel in 0..<4 { sums[channel] += Int(pixels[index * 4 + channel]) }
            }
        }
        let mean = { (channel: Int) in CGFloat(sums[channel]) / CGFloat(count * 255) }
        return (mean(0), mean(1), mean(2), mean(3))
    }
}
