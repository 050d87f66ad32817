import Foundation
import UserNotifications

/// A service extension that finds its settings in its own Info.plist, as projects write one: the app group it shares
/// (a key whose value Xcode expanded from a build setting), its version and its bundle identifier, all read through
/// `Bundle.main`; the body says what it read.
class NotificationService: UNNotificationServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else { return contentHandler(request.content) }
        let bundle = Bundle.main
        let group = bundle.object(forInfoDictionaryKey: "AppGroupIdentifier") as? String ?? "no app group"
        let version = bundle.infoDictionary?["CFBundleShortVersionString"] as? String ?? "no version"
        let note = bundle.object(forInfoDictionaryKey: "Note") as? String ?? "no note"
        content.body = [bundle.bundleIdentifier ?? "no identifier", group, version, note].joined(separator: " | ")
        contentHandler(content)
    }
}
