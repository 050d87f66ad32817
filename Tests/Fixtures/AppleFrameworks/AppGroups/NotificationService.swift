import Foundation
import UserNotifications

/// A service extension sharing an app group with its app, as projects write one: it reads the unread count and a
/// greeting the app keeps in the group's defaults and a file the app left in the group's container, counts the push,
/// and leaves the push's identifier and a file of its own for the app. A second group, which the app does not share,
/// has no container; its defaults are the extension's own.
class NotificationService: UNNotificationServiceExtension {
    static let group = "group.com.example.notes"
    static let unshared = "group.com.example.notes.extension-only"

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent,
              let shared = UserDefaults(suiteName: Self.group) else { return contentHandler(request.content) }
        shared.register(defaults: ["sound": "chime"])
        let unread = shared.integer(forKey: "unread") + 1
        shared.set(unread, forKey: "unread")
        shared.set(request.identifier, forKey: "lastPush")
        shared.set(["at": 3, "ok": true] as [String: Any], forKey: "details")
        content.badge = NSNumber(value: unread)

        var lines = [shared.string(forKey: "greeting") ?? "no greeting", shared.string(forKey: "sound") ?? "no sound",
                     String(shared.bool(forKey: "vip"))]
        if let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.group) {
            let note = (try? String(contentsOf: folder.appendingPathComponent("note.txt"), encoding: .utf8)) ?? "no note"
            lines.append(note.trimmingCharacters(in: .whitespacesAndNewlines))
            try? Data("seen \(request.identifier)\n".utf8).write(to: folder.appendingPathComponent("seen.txt"))
        }
        lines.append(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.unshared) == nil ? "no container" : "container")
        let own = UserDefaults(suiteName: Self.unshared)
        own?.set("private", forKey: "mine")
        lines.append(own?.string(forKey: "mine") ?? "nil")
        lines.append(UserDefaults(suiteName: "com.example.notes.AppGroupsService") == nil ? "own id is nil" : "own id opens")
        UserDefaults.standard.set(true, forKey: "ran")
        lines.append(String(UserDefaults.standard.bool(forKey: "ran")))
        content.body = lines.joined(separator: " | ")
        contentHandler(content)
    }
}
