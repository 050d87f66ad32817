import NotiPushSDKSupport
import NotiUIKit

/// Kingfisher's `UIImageView` loading (Kingfisher 7.x and 8.x, `imageView.kf.setImage(with:)`): the placeholder is
/// shown at once, the image replaces it when it loads (docs/rules/push-sdks.md#image-libraries).
@MainActor
extension KingfisherWrapper where Base: UIImageView {
    /// Shows `placeholder` (unless `keepCurrentImageWhileLoading`), loads `resource` as `options` say, sets the image
    /// and calls `completionHandler` with it or with why it failed (the placeholder stays).
    @discardableResult
    public func setImage(with resource: (any Resource)?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
                         completionHandler: ((Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil) -> DownloadTask? {
        let view: UIImageView = base
        let options = options ?? []
        let placeholderImage = placeholder as? UIImage
        let keepsCurrent = options.contains { if case .keepCurrentImageWhileLoading = $0 { true } else { false } }
        let load = ImageViewLoads.begin(view, url: resource?.downloadURL)
        if !keepsCurrent { view.image = placeholderImage }
        guard let resource else {
            view.image = placeholderImage
            completionHandler?(.failure(.requestError(reason: "emptyRequest: no resource")))
            return nil
        }
        let refresh = options.contains { if case .forceRefresh = $0 { true } else { false } }
        let cacheOnly = options.contains { if case .onlyFromCache = $0 { true } else { false } }
        nonisolated(unsafe) let completionHandler = completionHandler
        RemoteImages.load(resource.downloadURL, refresh: refresh, cacheOnly: cacheOnly) { [weak view] result in
            guard let view, ImageViewLoads.isCurrent(view, load) else { return }
            switch result {
            case let .success((image, origin)):
                view.image = image
                let source = Source.network(resource)
                completionHandler?(.success(RetrieveImageResult(image: image, cacheType: origin == .memory ? .memory : .none,
                                                                source: source, originalSource: source)))
            case let .failure(failure):
                view.image = placeholderImage
                completionHandler?(.failure(Self.error(failure)))
            }
        }
        return DownloadTask(view: view)
    }

    /// Loads `url` with the same options as `setImage(with:placeholder:options:completionHandler:)`.
    @discardableResult
    public func setImage(with url: URL?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
                         completionHandler: ((Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil) -> DownloadTask? {
        setImage(with: url.map { $0 as any Resource }, placeholder: placeholder, options: options, completionHandler: completionHandler)
    }

    /// Stops waiting for the image being loaded.
    public func cancelDownloadTask() { ImageViewLoads.cancel(base) }

    private static func error(_ failure: RemoteImages.Failure) -> KingfisherError {
        switch failure {
        case .unsupportedURL: .requestError(reason: failure.description)
        case .fetchFailed, .httpStatus: .responseError(reason: failure.description)
        case .notInCache: .cacheError(reason: failure.description)
        case .notAnImage: .processorError(reason: failure.description)
        }
    }
}
