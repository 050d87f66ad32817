// ImageIO's option and property keys, with Apple's string values.

/// Thumbnail option: the longest side in pixels.
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// Thumbnail option: make the thumbnail from the full image even if the file has one.
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// Thumbnail option: make the thumbnail from the full image when the file has none.
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Thumbnail option: turn the thumbnail by the file's orientation (accepted; notisim draws the file as it is).
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// Option: keep decoded images (accepted; notisim decodes when it draws).
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// Option: decode at once (accepted; notisim decodes when it draws).
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// Option: the type to assume (accepted; notisim reads the bytes).
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"

/// Property: the image's width in pixels.
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// Property: the image's height in pixels.
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// Property: the file's size in bytes.
public let kCGImagePropertyFileSize: CFString = "FileSize"
/// Property: the GIF dictionary of a frame or file.
public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
/// GIF property: the frame's delay in seconds, at least 0.1.
public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
/// GIF property: the frame's delay in seconds as the file gives it.
public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
/// GIF property: how many times the animation plays (0: for ever).
public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
