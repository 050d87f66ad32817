import Foundation
internal import NotiLayout

/// An image file opened for reading (ImageIO's `CGImageSource`): PNG, JPEG or GIF bytes, with the file's path when it
/// came from one, so that the images made of it are drawn as that file (docs/rules/apple-frameworks.md#imageio).
public final class CGImageSource: @unchecked Sendable {
    let bytes: [UInt8]
    let path: String?
    /// Each frame's pixel size: one for PNG and JPEG, every frame of a GIF (at the GIF's screen size); empty when the
    /// bytes do not decode.
    let frameSizes: [(width: Int, height: Int)]
    /// The GIF's frames and loop count; nil for another type.
    let gif: GIFFrames?
    /// The uniform type identifier of the file.
    let type: String?

    init(bytes: [UInt8], path: String?) {
        self.bytes = bytes; self.path = path
        let decoded = try? ImageDecoder.decode(bytes).get()
        if bytes.starts(with: Array("GIF8".utf8)) {
            let frames = GIFFrames(bytes)
            gif = frames
            type = "com.compuserve.gif"
            frameSizes = decoded.map { image in frames.delays.map { _ in (image.width, image.height) } } ?? []
        } else {
            gif = nil
            type = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? "public.png" : (bytes.starts(with: [0xFF, 0xD8]) ? "public.jpeg" : nil)
            frameSizes = decoded.map { [($0.width, $0.height)] } ?? []
        }
    }

    /// The image at `index`, `width` × `height` pixels, drawn from this source's file.
    func image(_ index: Int, width: Int, height: Int) -> CGImage {
        CGImage(width: width, height: height, encoded: Data(bytes), path: path)
    }
}

/// A source reading `data`; nil for empty data.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    data.isEmpty ? nil : CGImageSource(bytes: [UInt8](data), path: nil)
}

/// A source reading the file at `url`; nil when it cannot be read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard url.isFileURL, let data = FileManager.default.contents(atPath: url.path), !data.isEmpty else { return nil }
    return CGImageSource(bytes: [UInt8](data), path: url.path)
}

/// How many images the source holds: a GIF's frames, 1 for PNG and JPEG, 0 for bytes notisim cannot decode.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.frameSizes.count }

/// The source's uniform type identifier (`public.png`, `public.jpeg`, `com.compuserve.gif`); nil when unknown.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.type }

/// The image at `index` at its full size; nil past the last image.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard isrc.frameSizes.indices.contains(index) else { return nil }
    let size = isrc.frameSizes[index]
    return isrc.image(index, width: size.width, height: size.height)
}

/// A thumbnail of the image at `index`, made from the full image when `kCGImageSourceCreateThumbnailFromImageAlways`
/// or `…IfAbsent` is true, with its longer side at most `kCGImageSourceThumbnailMaxPixelSize` (never enlarged). nil
/// without either option, as notisim reads no thumbnail embedded in a file, and past the last image.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    let options = options ?? [:]
    guard isrc.frameSizes.indices.contains(index),
          ImageOptions.flag(options, kCGImageSourceCreateThumbnailFromImageAlways) || ImageOptions.flag(options, kCGImageSourceCreateThumbnailFromImageIfAbsent)
    else { return nil }
    let (width, height) = isrc.frameSizes[index]
    guard let limit = ImageOptions.number(options, kCGImageSourceThumbnailMaxPixelSize), limit > 0, Double(max(width, height)) > limit else {
        return isrc.image(index, width: width, height: height)
    }
    let scale = limit / Double(max(width, height))
    return isrc.image(index, width: max(1, Int((Double(width) * scale).rounded())), height: max(1, Int((Double(height) * scale).rounded())))
}

/// The properties of the image at `index`: `kCGImagePropertyPixelWidth` and `…PixelHeight`, and for a GIF frame
/// `kCGImagePropertyGIFDictionary` with `kCGImagePropertyGIFDelayTime` (at least 0.1 s: Apple clamps shorter
/// delays to 100 ms) and `kCGImagePropertyGIFUnclampedDelayTime`. Numbers are `NSNumber`s, so `as? Int`, `as? Double`
/// and `as? NSNumber` read them. nil past the last image.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard isrc.frameSizes.indices.contains(index) else { return nil }
    let size = isrc.frameSizes[index]
    var properties: CFDictionary = [kCGImagePropertyPixelWidth: NSNumber(value: size.width), kCGImagePropertyPixelHeight: NSNumber(value: size.height)]
    if let gif = isrc.gif {
        let delay = gif.delays[index]
        properties[kCGImagePropertyGIFDictionary] = [kCGImagePropertyGIFDelayTime: NSNumber(value: max(delay, 0.1)),
                                                     kCGImagePropertyGIFUnclampedDelayTime: NSNumber(value: delay)] as CFDictionary
    }
    return properties
}

/// The file's properties: `kCGImagePropertyFileSize`, and for a GIF `kCGImagePropertyGIFDictionary` with
/// `kCGImagePropertyGIFLoopCount` when the file has one.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    var properties: CFDictionary = [kCGImagePropertyFileSize: NSNumber(value: isrc.bytes.count)]
    if let loops = isrc.gif?.loopCount {
        properties[kCGImagePropertyGIFDictionary] = [kCGImagePropertyGIFLoopCount: NSNumber(value: loops)] as CFDictionary
    }
    return properties
}

/// Reading option values as iOS takes them: numbers as `Int`, `Double`, `CGFloat` or `NSNumber`, flags as `Bool` or `NSNumber`.
enum ImageOptions {
    static func number(_ options: CFDictionary, _ key: CFString) -> Double? {
        switch options[key] {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    static func flag(_ options: CFDictionary, _ key: CFString) -> Bool {
        switch options[key] {
        case let value as Bool: value
        case let value as NSNumber: value.boolValue
        default: false
        }
    }
}
