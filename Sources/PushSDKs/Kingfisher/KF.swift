import NotiPushSDKSupport
import NotiUIKit

/// Kingfisher's builder (`KF.url(_:).placeholder(_:).set(to:)`): the same loading as
/// `imageView.kf.setImage(with:placeholder:options:completionHandler:)`, described step by step.
public enum KF {
    /// A builder loading `url`, cached under `cacheKey` (the URL's string when nil).
    public static func url(_ url: URL?, cacheKey: String? = nil) -> Builder {
        Builder(resource: url.map { ImageResource(downloadURL: $0, cacheKey: cacheKey) })
    }

    /// A builder loading `resource`.
    public static func resource(_ resource: (any Resource)?) -> Builder { Builder(resource: resource) }

    /// What to load and how, then `set(to:)` an image view.
    public struct Builder {
        let resource: (any Resource)?
        private var placeholderImage: UIImage?
        private var options: KingfisherOptionsInfo = []
        private var successHandlers: [(RetrieveImageResult) -> Void] = []
        private var failureHandlers: [(KingfisherError) -> Void] = []

        init(resource: (any Resource)?) { self.resource = resource }

        /// Shows `image` while loading and after a failure.
        public func placeholder(_ image: UIImage?) -> Builder { with { $0.placeholderImage = image } }

        /// Fades the image in over `duration` seconds (notisim shows it at once).
        public func fade(duration: TimeInterval) -> Builder { with { $0.options.append(.transition(.fade(duration))) } }

        /// Loads past the memory cache when `enabled`.
        public func forceRefresh(_ enabled: Bool = true) -> Builder { with { if enabled { $0.options.append(.forceRefresh) } } }

        /// Calls `handler` with the loaded image.
        public func onSuccess(_ handler: @escaping (RetrieveImageResult) -> Void) -> Builder { with { $0.successHandlers.append(handler) } }

        /// Calls `handler` with why the image did not load.
        public func onFailure(_ handler: @escaping (KingfisherError) -> Void) -> Builder { with { $0.failureHandlers.append(handler) } }

        /// Loads into `imageView`.
        @MainActor @discardableResult
        public func set(to imageView: UIImageView) -> DownloadTask? {
            let (successes, failures) = (successHandlers, failureHandlers)
            return imageView.kf.setImage(with: resource, placeholder: placeholderImage, options: options) { result in
                switch result {
                case let .success(value): successes.forEach { $0(value) }
                case let .failure(error): failures.forEach { $0(error) }
                }
            }
        }

        private func with(_ change: (inout Builder) -> Void) -> Builder {
            var copy = self
            change(&copy)
            return copy
        }
    }
}
