import NotiPushSDKSupport
import NotiUserNotifications

/// Batch's rich notification helper (BatchExtension 3.x–4.x, `BAERichNotificationHelper`, `RichNotificationHelper` in
/// Swift): downloads the media the push's `com.batch` names in `at` (`u` its URL, `t` its type) into an attachment
/// (docs/rules/push-sdks.md#batch).
open class BAERichNotificationHelper: NSObject, @unchecked Sendable {
    static let log = PushSDKLog(sdk: "BatchExtension")

    /// Whether media is fetched in iOS's Low Data Mode; a documented no-op in notisim, which has no such mode.
    nonisolated(unsafe) public static var allowInLowDataMode = false

    public override init() { super.init() }

    /// Adds the payload's media to `content` and hands the result to `completionHandler`, with an error when there is
    /// no media or it could not be fetched (the content then comes back as it was).
    open func appendRichData(toContent content: UNNotificationContent,
                             completionHandler: @escaping (UNNotificationContent?, (any Error)?) -> Void) {
        let media: BatchAttachment
        do {
            media = try BatchAttachment(content.userInfo)
        } catch {
            completionHandler(content, error)
            return
        }
        let reply = BatchReply(completionHandler)
        PushMedia.attachment(from: media.url, identifier: "batch_rich_attachment", kind: media.kind) { outcome in
            switch outcome {
            case let .attached(attachment):
                let made = content.mutableCopy() as! UNMutableNotificationContent
                made.attachments.append(attachment)
                Self.log.note("attached \(media.url.absoluteString) as \(attachment.type)")
                reply.send(made, nil)
            case let .failed(reason):
                Self.log.note("no attachment: \(reason)")
                reply.send(content, RichDataError.downloadFailed(reason))
            }
        }
    }

    /// Hands `contentHandler` the content with the payload's media, or the original content when there is none or it
    /// could not be fetched.
    open func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        appendRichData(toContent: request.content) { content, _ in contentHandler(content ?? request.content) }
    }

    /// Tells the helper the extension's time is running out; Batch does nothing then, so iOS shows the original content.
    open func serviceExtensionTimeWillExpire() {}
}

/// A completion handler carried to the download's thread, which calls it once.
final class BatchReply: @unchecked Sendable {
    private let handler: (UNNotificationContent?, (any Error)?) -> Void

    init(_ handler: @escaping (UNNotificationContent?, (any Error)?) -> Void) { self.handler = handler }

    func send(_ content: UNNotificationContent?, _ error: (any Error)?) { handler(content, error) }
}

/// The Swift name of `BAERichNotificationHelper` in Batch's Swift package.
public typealias RichNotificationHelper = BAERichNotificationHelper

/// Why no rich data was added (Batch's `RichDataError`).
public enum RichDataError: Error, Sendable {
    case noRichDataFound
    case invalidRichDataPayload
    case downloadFailed(String)
}

/// The `com.batch` `at` dictionary: the media's URL (`u`) and its type (`t`, a type identifier or MIME type).
struct BatchAttachment {
    let url: URL
    let kind: PushMedia.Kind

    init(_ userInfo: [AnyHashable: Any]) throws(RichDataError) {
        let batch = PayloadReading.dictionary(userInfo["com.batch"])
        guard let attachment = PayloadReading.dictionary(batch?["at"]), attachment["u"] != nil,
              let type = PayloadReading.string(attachment["t"]) else { throw .noRichDataFound }
        guard let url = PayloadReading.url(attachment["u"]) else { throw .invalidRichDataPayload }
        self.url = url
        let lowered = type.lowercased()
        if lowered.contains("gif") {
            kind = .gif
        } else if ["audio", "mp3", "m4a", "wav", "aiff"].contains(where: lowered.contains) {
            kind = .audio
        } else if ["video", "movie", "mpeg-4", "mp4"].contains(where: lowered.contains) {
            kind = .video
        } else {
            kind = .image
        }
    }
}
