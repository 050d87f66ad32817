import NotiUIKit

/// Kingfisher's namespace for its extensions of a type (Kingfisher's `KingfisherWrapper`): `imageView.kf`.
public struct KingfisherWrapper<Base>: @unchecked Sendable {
    /// The value the extensions work on.
    public let base: Base
    /// A wrapper of `base`.
    public init(_ base: Base) { self.base = base }
}

/// A type with Kingfisher's `kf` namespace (Kingfisher's `KingfisherCompatible`).
public protocol KingfisherCompatible: AnyObject {}

extension KingfisherCompatible {
    /// Kingfisher's extensions of this value.
    public var kf: KingfisherWrapper<Self> {
        get { KingfisherWrapper(self) }
        set {}
    }
}

extension UIImageView: KingfisherCompatible {}

/// Something Kingfisher can load (Kingfisher's `Resource`): a URL, and the key its image is cached under.
public protocol Resource: Sendable {
    /// The key the image is cached under.
    var cacheKey: String { get }
    /// Where the image is loaded from.
    var downloadURL: URL { get }
}

extension URL: Resource {
    /// The URL's string.
    public var cacheKey: String { absoluteString }
    /// The URL itself.
    public var downloadURL: URL { self }
}

/// A resource with its own cache key (Kingfisher's `KF.ImageResource`).
public struct ImageResource: Resource {
    public let cacheKey: String
    public let downloadURL: URL

    /// A resource loaded from `downloadURL`, cached under `cacheKey` (the URL's string when nil).
    public init(downloadURL: URL, cacheKey: String? = nil) {
        self.downloadURL = downloadURL
        self.cacheKey = cacheKey ?? downloadURL.absoluteString
    }
}

/// What an image view shows while its image loads (Kingfisher's `Placeholder`); an image is one.
public protocol Placeholder {}

extension UIImage: Placeholder {}
