import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why an attachment could not be fetched.
package struct AttachmentDownloadError: Error, Sendable, Hashable, CustomStringConvertible {
    package var url: String
    package var reason: String
    package var description: String { "\(url): \(reason)" }
}

/// Fetches `image_url`-style attachments into files, as a service extension does with URLSession.
/// `file://` URLs are read in place: `file:///abs/path` is absolute and `file://folder/name.png` is relative to
/// the extension's folder (the demo's convention). `http(s)://` URLs are downloaded with a timeout.
package final class AttachmentDownloader: Sendable {
    private let environment: ExtensionEnvironment
    private let session: URLSession

    /// A downloader giving up on an HTTP request after `timeout` seconds without progress.
    package init(environment: ExtensionEnvironment, timeout: Double) {
        self.environment = environment
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        session = URLSession(configuration: configuration)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// The local file a `file://` URL names, relative ones resolved against the extension's folder.
    package func localFile(for url: URL) -> URL {
        if let host = url.host, !host.isEmpty, host != "localhost" {
            return environment.directory.appendingPathComponent(host + url.path)
        }
        return URL(fileURLWithPath: url.path)
    }

    /// Fetches `text` into a local file and calls `completion` once (possibly on another thread). Answers the
    /// task for an HTTP download so the caller can cancel it.
    @discardableResult
    package func fetch(_ text: String, completion: @escaping @Sendable (Result<URL, AttachmentDownloadError>) -> Void) -> URLSessionTask? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
            completion(.failure(AttachmentDownloadError(url: text, reason: "not a URL")))
            return nil
        }
        switch scheme {
        case "file":
            let file = localFile(for: url)
            guard FileManager.default.isReadableFile(atPath: file.path) else {
                completion(.failure(AttachmentDownloadError(url: text, reason: "no readable file at \(file.path)")))
                return nil
            }
            completion(.success(file))
            return nil
        case "http", "https":
            let folder = environment.temporaryDirectory
            // *Decision:* a data task, its body written here: a download task's own temporary file (`UUID.tmp` in the
            // system's temporary folder) is left behind when the request fails, one per failed attachment.
            let task = session.dataTask(with: url) { data, response, error in
                if let error {
                    completion(.failure(AttachmentDownloadError(url: text, reason: error.localizedDescription)))
                    return
                }
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                guard (200..<300).contains(status), let data else {
                    completion(.failure(AttachmentDownloadError(url: text, reason: "HTTP status \(status)")))
                    return
                }
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    let name = UUID().uuidString + (url.pathExtension.isEmpty ? "" : "." + url.pathExtension)
                    let destination = folder.appendingPathComponent(name)
                    try data.write(to: destination)
                    completion(.success(destination))
                } catch {
                    completion(.failure(AttachmentDownloadError(url: text, reason: "cannot keep the download: \(error.localizedDescription)")))
                }
            }
            task.resume()
            return task
        default:
            completion(.failure(AttachmentDownloadError(url: text, reason: "unsupported scheme \"\(scheme)\"; use file://, http:// or https://")))
            return nil
        }
    }
}
