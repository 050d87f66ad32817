//
//  NotificationService.swift
//  The messenger post's image download, finished the way projects commonly finish it: the task is resumed, the
//  downloaded file is given the URL's extension before it is attached, and the handler is called on the main queue.
//

import Foundation
import UserNotifications

class NotificationService: UNNotificationServiceExtension {

    var contentHandler: ((UNNotificationContent) -> Void)?
    var bestAttemptContent: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        bestAttemptContent = (request.content.mutableCopy() as? UNMutableNotificationContent)
        guard let bestAttemptContent = bestAttemptContent else { return }

        if let captionString = request.content.userInfo["caption_url"] as? String, let url = URL(string: captionString) {
            URLSession.shared.dataTask(with: url) { data, _, _ in
                bestAttemptContent.subtitle = data.map { String(decoding: $0, as: UTF8.self) } ?? ""
                DispatchQueue.main.async { contentHandler(bestAttemptContent) }
            }.resume()
            return
        }
        guard let urlString = request.content.userInfo["image_url"] as? String, let url = URL(string: urlString) else {
            contentHandler(bestAttemptContent)
            return
        }
        URLSession.shared.downloadTask(with: url) { location, _, _ in
            if let location = location {
                let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(UUID().uuidString + "-" + url.lastPathComponent)
                try? FileManager.default.moveItem(at: location, to: file)
                if let attachment = try? UNNotificationAttachment(identifier: "image", url: file, options: nil) {
                    bestAttemptContent.attachments = [attachment]
                }
            }
            DispatchQueue.main.async { contentHandler(bestAttemptContent) }
        }.resume()
    }

    override func serviceExtensionTimeWillExpire() {
        if let contentHandler = contentHandler, let bestAttemptContent = bestAttemptContent {
            bestAttemptContent.title += " (best attempt)"
            contentHandler(bestAttemptContent)
        }
    }
}
