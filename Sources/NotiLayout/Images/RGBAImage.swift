import NotiCore

/// Decoded pixels: 4 bytes (red, green, blue, alpha) per pixel, row by row.
package struct RGBAImage: Sendable, Hashable {
    package let width: Int
    package let height: Int
    package let pixels: [UInt8]

    /// An image, or nil when the pixel count does not match the size.
    package init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// The mean of the alpha channel, 0 (transparent) to 1 (opaque): how much of its area a template image draws.
    package var meanAlpha: Double {
        var total = 0
        for offset in stride(from: 3, to: pixels.count, by: 4) { total += Int(pixels[offset]) }
        return Double(total) / Double(width * height * 255)
    }

    /// The pixel at (x, y) as (r, g, b, a).
    package func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let offset = (y * width + x) * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }

    /// The part of the image inside a unit rectangle (a thumbnail clipping rect); the whole image when it is empty or invalid.
    package func cropped(to unit: UnitRect) -> RGBAImage {
        let x0 = Int((unit.x * Double(width)).rounded(.down)), y0 = Int((unit.y * Double(height)).rounded(.down))
        let x1 = Int(((unit.x + unit.width) * Double(width)).rounded(.up))
        let y1 = Int(((unit.y + unit.height) * Double(height)).rounded(.up))
        let left = max(0, min(width, x0)), top = max(0, min(height, y0))
        let right = max(left, min(width, x1)), bottom = max(top, min(height, y1))
        guard right > left, bottom > top, (right - left, bottom - top) != (width, height) else { return self }
        var result: [UInt8] = []
        result.reserveCapacity((right - left) * (bottom - top) * 4)
        for row in top..<bottom {
            let start = (row * width + left) * 4
            result.append(contentsOf: pixels[start..<(start + (right - left) * 4)])
        }
        return RGBAImage(width: right - left, height: bottom - top, pixels: result) ?? self
    }
}
