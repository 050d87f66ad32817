import NotiPushSDKSupport
import NotiUIKit

/// How Kingfisher loads an image (Kingfisher's `KingfisherOptionsInfo`).
public typealias KingfisherOptionsInfo = [KingfisherOptionsInfoItem]

/// One loading option (Kingfisher's `KingfisherOptionsInfoItem`). notisim acts on `forceRefresh` (past the memory
/// cache), `onlyFromCache` and `keepCurrentImageWhileLoading`; the others tune caching, decoding and drawing that
/// notisim does not model and are accepted without effect (a transition shows the image at once).
public enum KingfisherOptionsInfoItem: Sendable {
    case forceRefresh
    case onlyFromCache
    case fromMemoryCacheOrRefresh
    case cacheMemoryOnly
    case cacheOriginalImage
    case keepCurrentImageWhileLoading
    case onlyLoadFirstFrame
    case backgroundDecode
    case scaleFactor(CGFloat)
    case transition(ImageTransition)
    case callbackQueue(CallbackQueue)
}

/// How the loaded image replaces the previous one (Kingfisher's `ImageTransition`); notisim shows it at once.
public enum ImageTransition: Sendable {
    case none
    case fade(TimeInterval)
    case flipFromLeft(TimeInterval)
    case flipFromRight(TimeInterval)
    case flipFromTop(TimeInterval)
    case flipFromBottom(TimeInterval)
}

/// Where Kingfisher calls back (Kingfisher's `CallbackQueue`); notisim always calls back on the main queue.
public enum CallbackQueue: Sendable {
    case mainAsync, mainCurrentOrAsync, untouch
}

/// Where Kingfisher found an image (Kingfisher's `CacheType`).
public enum CacheType: Sendable {
    case none, memory, disk

    /// Whether the image came from a cache.
    public var cached: Bool { self != .none }
}

/// Where an image was loaded from (Kingfisher's `Source`).
public enum Source: Sendable {
    /// Fetched from the resource's URL.
    case network(any Resource)

    /// The URL loaded.
    public var url: URL? {
        switch self {
        case let .network(resource): resource.downloadURL
        }
    }
}

/// A loaded image (Kingfisher's `RetrieveImageResult`).
public struct RetrieveImageResult: @unchecked Sendable {
    /// The image.
    public let image: UIImage
    /// Where it was found.
    public let cacheType: CacheType
    /// What was loaded.
    public let source: Source
    /// What was asked for (the same as `source`).
    public let originalSource: Source
}

/// Why Kingfisher did not set an image (Kingfisher's `KingfisherError`), with the reason as text.
public enum KingfisherError: Error, Sendable {
    /// No resource was given (Kingfisher's `emptyRequest`) or its URL cannot be loaded.
    case requestError(reason: String)
    /// The server answered with an error, or the fetch failed.
    case responseError(reason: String)
    /// `onlyFromCache` and the image is not cached (Kingfisher's `imageNotExisting`).
    case cacheError(reason: String)
    /// The data is not an image.
    case processorError(reason: String)
}

/// A running load (Kingfisher's `DownloadTask`).
public struct DownloadTask: @unchecked Sendable {
    let view: UIImageView

    /// Stops waiting for the image: its answer is ignored.
    @MainActor
    public func cancel() { ImageViewLoads.cancel(view) }
}
