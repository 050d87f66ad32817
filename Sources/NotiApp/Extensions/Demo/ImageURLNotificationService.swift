import Foundation
import NotiCore
import NotiExtensions
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The demo's service extension, Boltz Messenger's in the source notes and Photos' too: fetches the push's
/// `image_url` into an attachment (a remote push can only carry a picture this way). When the fetch fails or time
/// runs out it shows the text with " [modified]" on the title instead.
final class ImageURLNotificationService: NotificationServiceExtension {
    /// What the extension holds between calls (the handler and the best attempt so far).
    private struct Work {
        var handler: (@Sendable (NotificationContent) -> Void)?
        var bestAttempt: NotificationContent?
        var download: URLSessionTask?
    }

    private let work = LockedState(Work())
    private let downloader: AttachmentDownloader

    init(environment: ExtensionEnvironment) {
        downloader = AttachmentDownloader(environment: environment, timeout: 60)
    }

    func didReceive(_ request: NotificationRequest, withContentHandler contentHandler: @escaping @Sendable (NotificationContent) -> Void) {
        let content = request.content
        work.withLock { $0.handler = contentHandler; $0.bestAttempt = content }
        guard let imageURL = content.userInfo["image_url"]?.stringValue else {
            finish { _ in }
            return
        }
        let task = downloader.fetch(imageURL) { [self] result in
            finish { content in
                switch result {
                case .success(let file):
                    content.attachments = [NotificationAttachment(identifier: "image", path: file.path, kind: .image)]
                case .failure:
                    content.title += " [modified]"
                }
            }
        }
        work.withLock { $0.download = task }
    }

    func serviceExtensionTimeWillExpire() {
        work.withLock { $0.download?.cancel() }
        finish { content in content.title += " [modified]" }
    }

    /// Changes the best attempt and hands it over, once.
    private func finish(_ change: (inout NotificationContent) -> Void) {
        let handover: (handler: @Sendable (NotificationContent) -> Void, content: NotificationContent)? = work.withLock { work in
            guard let handler = work.handler, var content = work.bestAttempt else { return nil }
            change(&content)
            work.handler = nil
            return (handler, content)
        }
        handover.map { $0.handler($0.content) }
    }
}
