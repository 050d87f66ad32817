import UserNotifications
import os.log
import OSLog
import UniformTypeIdentifiers
import MobileCoreServices

/// A service extension as projects write one with Apple's logging and type frameworks: a Logger and os_log lines
/// about the push, the MIME type of a file named in the payload read from its extension, and a file without an
/// extension attached with a JPEG type hint.
class NotificationService: UNNotificationServiceExtension {
    private let logger = Logger(subsystem: "com.example.notes.service", category: "Push")
    private let legacyLog = OSLog(subsystem: "com.example.notes.service", category: "Legacy")
    private let signposter = OSSignposter(subsystem: "com.example.notes.service", category: .pointsOfInterest)

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let interval = signposter.beginInterval("didReceive")
        defer { signposter.endInterval("didReceive", interval) }
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else { return contentHandler(request.content) }
        let token = request.content.userInfo["token"] as? String ?? ""
        let count = request.content.userInfo["count"] as? Int ?? 0
        logger.info("received \(request.identifier, privacy: .public) with token \(token) and \(count) items")
        logger.error("token \(token, privacy: .private(mask: .hash)) is \(token, privacy: .sensitive), in the clear \(token, privacy: .public)")
        logger.notice("[\(count, format: .decimal(minDigits: 3), align: .right(columns: 5))] \(0.5, format: .fixed(precision: 2)) \(count > 1) \(count, privacy: .private)")
        Logger().debug("no subsystem")
        os_log("legacy %{public}@ %@ %d %.1f%%", log: legacyLog, type: .fault, request.identifier, token, count, 99.5)
        os_log("through the default handle")
        os_log("never written", log: .disabled, type: .error)

        let name = request.content.userInfo["name"] as? String ?? ""
        let type = UTType(filenameExtension: (name as NSString).pathExtension)
        content.subtitle = [type?.preferredMIMEType ?? "none", type?.conforms(to: .image) == true ? "image" : "not an image",
                            UTType(mimeType: "video/quicktime")?.preferredFilenameExtension ?? "none"].joined(separator: " ")
        if let path = request.content.userInfo["photo_path"] as? String,
           let attachment = try? UNNotificationAttachment(identifier: "photo", url: URL(fileURLWithPath: path),
                                                          options: [UNNotificationAttachmentOptionsTypeHintKey: kUTTypeJPEG as String]) {
            content.attachments = [attachment]
        }
        contentHandler(content)
    }
}
