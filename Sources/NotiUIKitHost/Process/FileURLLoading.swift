import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads `file:` URLs for `URLSession` data tasks in an extension's process, as `URLSession` does on iOS:
/// Foundation's `URLSession` on Linux (FoundationNetworking) has no loader for them. A download task of a `file:` URL
/// still fails as unsupported: Foundation gives a custom loader no way to hand a download its temporary file
/// (docs/rules/extension-sources.md#service-extensions-from-source).
final class FileURLLoading: URLProtocol {
    /// Registers the loader with `URLSession`, once per process.
    static let register: Void = { _ = URLProtocol.registerClass(FileURLLoading.self) }()

    override class func canInit(with request: URLRequest) -> Bool { request.url?.isFileURL == true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url else { return }
        guard !(task is URLSessionDownloadTask) else {
            client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL, userInfo: [NSURLErrorFailingURLErrorKey: url]))
            return
        }
        do {
            let data = try Data(contentsOf: url)
            let response = URLResponse(url: url, mimeType: nil, expectedContentLength: data.count, textEncodingName: nil)
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: data)
            client?.urlProtocolDidFinishLoading(self)
        } catch {
            client?.urlProtocol(self, didFailWithError: error)
        }
    }

    override func stopLoading() {}
}
