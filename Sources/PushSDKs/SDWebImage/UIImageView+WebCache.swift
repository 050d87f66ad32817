import NotiPushSDKSupport
import NotiUIKit

/// SDWebImage's `UIImageView` loading (SDWebImage 5.x, `UIImageView+WebCache`): the placeholder is shown at once, the
/// image replaces it when it loads (docs/rules/push-sdks.md#image-libraries).
@MainActor
extension UIImageView {
    /// Loads `url` into the view.
    public func sd_setImage(with url: URL?) {
        sd_setImage(with: url, placeholderImage: nil, options: [], completed: nil)
    }

    /// Shows `placeholder`, then the image of `url`.
    public func sd_setImage(with url: URL?, placeholderImage placeholder: UIImage?) {
        sd_setImage(with: url, placeholderImage: placeholder, options: [], completed: nil)
    }

    /// Shows `placeholder`, then the image of `url`, loaded as `options` say.
    public func sd_setImage(with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions) {
        sd_setImage(with: url, placeholderImage: placeholder, options: options, completed: nil)
    }

    /// Loads `url` into the view, then calls `completed`.
    public func sd_setImage(with url: URL?, completed completedBlock: SDExternalCompletionBlock?) {
        sd_setImage(with: url, placeholderImage: nil, options: [], completed: completedBlock)
    }

    /// Shows `placeholder`, then the image of `url`, then calls `completed`.
    public func sd_setImage(with url: URL?, placeholderImage placeholder: UIImage?, completed completedBlock: SDExternalCompletionBlock?) {
        sd_setImage(with: url, placeholderImage: placeholder, options: [], completed: completedBlock)
    }

    /// Shows `placeholder` (unless `delayPlaceholder`), loads `url` as `options` say, sets the image (unless
    /// `avoidAutoSetImage`), then calls `completed`; a failed load shows the placeholder and passes the error.
    public func sd_setImage(with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
                            completed completedBlock: SDExternalCompletionBlock?) {
        let load = ImageViewLoads.begin(self, url: url)
        if !options.contains(.delayPlaceholder) { image = placeholder }
        guard let url else {
            image = placeholder
            completedBlock?(nil, RemoteImages.Failure.unsupportedURL("nil"), .none, nil)
            return
        }
        nonisolated(unsafe) let completedBlock = completedBlock
        RemoteImages.load(url, refresh: options.contains(.refreshCached), cacheOnly: options.contains(.fromCacheOnly)) { [weak self] result in
            guard let self, ImageViewLoads.isCurrent(self, load) else { return }
            switch result {
            case let .success((loaded, origin)):
                if !options.contains(.avoidAutoSetImage) { self.image = loaded }
                completedBlock?(loaded, nil, origin == .memory ? .memory : origin == .file ? .disk : .none, url)
            case let .failure(failure):
                self.image = placeholder
                completedBlock?(nil, failure, .none, url)
            }
        }
    }

    /// The URL the view was last given.
    public var sd_imageURL: URL? { ImageViewLoads.url(of: self) }

    /// Stops waiting for the image being loaded: its answer is ignored.
    public func sd_cancelCurrentImageLoad() { ImageViewLoads.cancel(self) }
}
