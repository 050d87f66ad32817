//
//  NotificationService.swift
//  Localization
//

import UIKit
import UserNotifications

/// Rewrites a push with the extension's own strings and asset catalog: its title, an unread count in its plural forms,
/// and a line of what Bundle.main answers.
class NotificationService: UNNotificationServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else { return contentHandler(request.content) }
        let count = request.content.userInfo["count"] as? Int ?? 0
        content.title = NSLocalizedString("greeting.title", comment: "The title of every rewritten push")
        content.subtitle = String.localizedStringWithFormat(NSLocalizedString("unread.count", comment: "How many messages are unread"), count)
        let one = String(format: NSLocalizedString("unread.count", comment: ""), 1)
        let missing = NSLocalizedString("no.such.key", comment: "")
        let fallback = Bundle.main.localizedString(forKey: "only.development", value: nil, table: nil)
        let morning = String(localized: "Good morning")
        let image = UIImage(named: "LockerGlyph").map { "image \(Int($0.size.width))" } ?? "no image"
        let color = UIColor(named: "LockerAccent") == nil ? "no color" : "color"
        content.body = [one, missing, fallback, morning, image, color].joined(separator: " | ")
        contentHandler(content)
    }
}
