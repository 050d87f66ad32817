import NotiDispatch
import NotiUIKit

/// Images that image libraries (SDWebImage, Kingfisher) load into a `UIImageView`, kept in memory for the rest of the
/// process as the libraries' memory caches keep them (docs/rules/push-sdks.md#image-libraries). `file:` URLs are read at once;
/// `http` and `https` are fetched with `URLSession` and answered on the main queue.
package enum RemoteImages {
    /// Why an image did not load.
    package enum Failure: Error, Sendable, CustomStringConvertible {
        case unsupportedURL(String), fetchFailed(String), httpStatus(Int), notAnImage(String), notInCache(String)

        package var description: String {
            switch self {
            case let .unsupportedURL(url): "\(url): not an http, https or file URL"
            case let .fetchFailed(reason): reason
            case let .httpStatus(status): "HTTP status \(status)"
            case let .notAnImage(url): "\(url): not a PNG, JPEG or GIF image"
            case let .notInCache(url): "\(url): not in the memory cache"
            }
        }
    }

    /// Where a loaded image came from.
    package enum Origin: Sendable {
        case memory, file, network
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var memory: [URL: UIImage] = [:]

    /// The image cached for `url`, if one was loaded before.
    package static func cached(_ url: URL) -> UIImage? { lock.withLock { memory[url] } }

    /// Forgets every cached image.
    package static func clearMemory() { lock.withLock { memory.removeAll() } }

    /// Loads `url`: from the memory cache unless `refresh`, then from disk or the network (unless `cacheOnly`).
    /// Answers at once for the cache and `file:`, on the main queue for the network; the image is cached.
    @MainActor
    package static func load(_ url: URL, refresh: Bool = false, cacheOnly: Bool = false,
                             completion: @escaping @MainActor @Sendable (Result<(UIImage, Origin), Failure>) -> Void) {
        if !refresh, let image = cached(url) {
            completion(.success((image, .memory)))
            return
        }
        guard !cacheOnly else {
            completion(.failure(.notInCache(url.absoluteString)))
            return
        }
        let scheme = url.scheme?.lowercased()
        if url.isFileURL {
            let result = decode(FileManager.default.contents(atPath: url.path), from: url).map { ($0, Origin.file) }
            completion(result)
            return
        }
        guard scheme == "http" || scheme == "https" else {
            completion(.failure(.unsupportedURL(url.absoluteString)))
            return
        }
        URLSession.shared.dataTask(with: url) { data, response, error in
            let result: Result<(UIImage, Origin), Failure>
            if let error {
                result = .failure(.fetchFailed("\(url.absoluteString): \(error.localizedDescription)"))
            } else if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
                result = .failure(.httpStatus(status))
            } else {
                result = decode(data, from: url).map { ($0, Origin.network) }
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }

    private static func decode(_ data: Data?, from url: URL) -> Result<UIImage, Failure> {
        guard let data, let image = UIImage(data: data) else { return .failure(.notAnImage(url.absoluteString)) }
        lock.withLock { memory[url] = image }
        return .success(image)
    }
}

/// The load each image view waits for, so that a view given a new URL (a reused cell) ignores the earlier load's
/// answer, as the libraries cancel it.
@MainActor
package enum ImageViewLoads {
    private struct Entry {
        weak var view: UIImageView?
        let url: URL?
        let number: Int
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var counter = 0

    /// Records that `view` now waits for `url`; answers the load's number.
    package static func begin(_ view: UIImageView, url: URL?) -> Int {
        counter += 1
        entries = entries.filter { $0.value.view != nil }
        entries[ObjectIdentifier(view)] = Entry(view: view, url: url, number: counter)
        return counter
    }

    /// Whether load `number` is still the one `view` waits for.
    package static func isCurrent(_ view: UIImageView, _ number: Int) -> Bool {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return false }
        return entry.number == number
    }

    /// The URL `view` was last given.
    package static func url(of view: UIImageView) -> URL? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
        return entry.url
    }

    /// Forgets `view`'s load: its answer will be ignored.
    package static func cancel(_ view: UIImageView) { entries[ObjectIdentifier(view)] = nil }
}
