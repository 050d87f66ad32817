import NotiPushSDKSupport
import NotiUIKit

/// Where SDWebImage found an image (SDWebImage's `SDImageCacheType`).
public enum SDImageCacheType: Int, Sendable {
    /// Loaded from its URL.
    case none = 0
    /// From the disk cache; notisim keeps none, so a `file:` URL read from disk answers this.
    case disk = 1
    /// From the memory cache.
    case memory = 2
    /// From both caches.
    case all = 3
}

/// How SDWebImage loads an image (SDWebImage's `SDWebImageOptions`). notisim acts on `refreshCached` (load again,
/// past the memory cache), `fromCacheOnly`, `avoidAutoSetImage` and `delayPlaceholder`; the others tune caching,
/// decoding and networking that notisim does not model and are accepted without effect.
public struct SDWebImageOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let retryFailed = SDWebImageOptions(rawValue: 1 << 0)
    public static let lowPriority = SDWebImageOptions(rawValue: 1 << 1)
    public static let progressiveLoad = SDWebImageOptions(rawValue: 1 << 2)
    public static let refreshCached = SDWebImageOptions(rawValue: 1 << 3)
    public static let continueInBackground = SDWebImageOptions(rawValue: 1 << 4)
    public static let handleCookies = SDWebImageOptions(rawValue: 1 << 5)
    public static let allowInvalidSSLCertificates = SDWebImageOptions(rawValue: 1 << 6)
    public static let highPriority = SDWebImageOptions(rawValue: 1 << 7)
    public static let delayPlaceholder = SDWebImageOptions(rawValue: 1 << 8)
    public static let transformAnimatedImage = SDWebImageOptions(rawValue: 1 << 9)
    public static let avoidAutoSetImage = SDWebImageOptions(rawValue: 1 << 10)
    public static let scaleDownLargeImages = SDWebImageOptions(rawValue: 1 << 11)
    public static let fromCacheOnly = SDWebImageOptions(rawValue: 1 << 15)
}

/// What `sd_setImage(with:…completed:)` calls back with: the image, the error, where it came from and the URL.
public typealias SDExternalCompletionBlock = (UIImage?, (any Error)?, SDImageCacheType, URL?) -> Void

/// SDWebImage's image cache (`SDImageCache`): notisim's is in memory, for the process.
public final class SDImageCache: @unchecked Sendable {
    /// The shared cache.
    public static let shared = SDImageCache()

    /// Forgets the images kept in memory.
    public func clearMemory() { RemoteImages.clearMemory() }

    /// The image kept for `key` (a URL's string), if any.
    public func imageFromMemoryCache(forKey key: String?) -> UIImage? { key.flatMap(URL.init(string:)).flatMap(RemoteImages.cached) }
}
