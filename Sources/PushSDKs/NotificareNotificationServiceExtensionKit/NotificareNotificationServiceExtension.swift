import NotiPushSDKSupport
import NotiUserNotifications

/// Notificare's service extension kit (Notificare iOS SDK 3.x and 4.x, `NotificareNotificationServiceExtensionKit`):
/// applies the push's interruption level and relevance score and downloads its `attachment` into the notification
/// (docs/rules/push-sdks.md#notificare).
public class NotificareNotificationServiceExtension {
    private init() {}

    static let log = PushSDKLog(sdk: "NotificareNotificationServiceExtensionKit")

    /// Why the kit could not make the notification's content.
    public enum Error: Swift.Error {
        /// `attachment.uri` is not a URL.
        case invalidUrl
        /// The attachment could not be fetched or attached.
        case downloadFailed
    }

    /// Makes the content for `request` and hands it to `completion`: `.success` with the attachment added, or with
    /// none when the push has no `attachment.uri`; `.failure` when the attachment cannot be fetched.
    public static func handleNotificationRequest(_ request: UNNotificationRequest,
                                                 _ completion: @escaping (Result<UNNotificationContent, any Swift.Error>) -> Void) {
        let completion = PushSDKCallback(completion)
        let content = request.content.mutableCopy() as! UNMutableNotificationContent
        applyPresentation(from: content.userInfo, to: content)
        let attachment = PayloadReading.dictionary(content.userInfo["attachment"])
        guard let uri = PayloadReading.string(attachment?["uri"]) else {
            completion(.success(content))
            return
        }
        guard let url = PayloadReading.url(uri) else {
            log.note("no attachment: attachment.uri is not a URL")
            completion(.failure(Error.invalidUrl))
            return
        }
        let name = url.lastPathComponent.isEmpty ? "attachment" : url.lastPathComponent
        PushMedia.attachment(from: url, identifier: "file_\(name)") { outcome in
            switch outcome {
            case let .attached(made):
                content.attachments = [made]
                log.note("attached \(url.absoluteString) as \(made.type)")
                completion(.success(content))
            case let .failed(reason):
                log.note("no attachment: \(reason)")
                completion(.failure(Error.downloadFailed))
            }
        }
    }

    /// The same as `handleNotificationRequest(_:_:)`, for async code: returns the content or throws the failure.
    public static func handleNotificationRequest(_ request: UNNotificationRequest) async throws -> UNNotificationContent {
        try await withCheckedThrowingContinuation { continuation in
            handleNotificationRequest(request) { continuation.resume(with: $0) }
        }
    }

    /// `interruptionLevel` (active, passive, timeSensitive, critical) and `relevanceScore` (0 to 1) from the payload.
    static func applyPresentation(from userInfo: [AnyHashable: Any], to content: UNMutableNotificationContent) {
        let levels: [String: UNNotificationInterruptionLevel] = [
            "active": .active, "passive": .passive, "timeSensitive": .timeSensitive, "critical": .critical,
        ]
        if let name = PayloadReading.string(userInfo["interruptionLevel"]), let level = levels[name] {
            content.interruptionLevel = level
        }
        if let score = (userInfo["relevanceScore"] as? NSNumber)?.doubleValue, (0...1).contains(score) {
            content.relevanceScore = score
        }
    }
}
