import Foundation

// The Core Foundation types ImageIO's functions take, each the Swift type it bridges to on iOS, so `data as CFData`,
// `url as CFURL` and `[kCGImageSourceThumbnailMaxPixelSize: 300] as CFDictionary` compile as there. Security declares
// the same aliases to the same types, so importing both is not ambiguous.

/// A Core Foundation data object.
public typealias CFData = Data
/// A Core Foundation URL.
public typealias CFURL = URL
/// A Core Foundation string: ImageIO's option and property keys.
public typealias CFString = String
/// A Core Foundation dictionary: options and properties.
public typealias CFDictionary = [AnyHashable: Any]
