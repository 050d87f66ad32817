import Foundation
import Security
import UserNotifications

/// A service extension keeping secrets in the keychain, as projects write one: it reads the session token the app
/// stored in their shared access group, keeps a key of its own (added, added again, updated, read back with its
/// attributes, deleted), leaves a receipt in the shared group for the app, makes a nonce with SecRandomCopyBytes, and
/// notes the push in its own defaults, which import Security leaves unambiguous.
class NotificationService: UNNotificationServiceExtension {
    static let shared = "ABCDE12345.com.example.notes.shared"
    static let service = "com.example.notes"

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else { return contentHandler(request.content) }
        var lines: [String] = []

        let tokenQuery: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: Self.service,
                                         kSecAttrAccount as String: "session", kSecAttrAccessGroup as String: Self.shared,
                                         kSecReturnData as String: kCFBooleanTrue!, kSecMatchLimit as String: kSecMatchLimitOne]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(tokenQuery as CFDictionary, &item)
        lines.append(status == errSecSuccess ? (item as? Data).flatMap { String(data: $0, encoding: .utf8) } ?? "no data" : "token \(status)")

        let mine: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: Self.service,
                                   kSecAttrAccount as String: "nonce-key"]
        var adding = mine
        adding[kSecValueData as String] = Data("first".utf8)
        adding[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        lines.append("add \(SecItemAdd(adding as CFDictionary, nil)) again \(SecItemAdd(adding as CFDictionary, nil))")
        let update = SecItemUpdate(mine as CFDictionary, [kSecValueData as String: Data("second".utf8)] as CFDictionary)
        var found: AnyObject?
        var reading = mine
        reading[kSecReturnAttributes as String] = true
        reading[kSecReturnData as String] = true
        _ = SecItemCopyMatching(reading as CFDictionary, &found)
        let attributes = found as? [String: Any] ?? [:]
        let value = (attributes[kSecValueData as String] as? Data).flatMap { String(data: $0, encoding: .utf8) } ?? "none"
        lines.append("update \(update) \(value) \(attributes[kSecAttrAccount as String] as? String ?? "?") "
            + "\(attributes[kSecAttrAccessGroup as String] as? String ?? "?") \(attributes[kSecAttrAccessible as String] as? String ?? "?")")
        var all: CFTypeRef?
        let allQuery = [kSecClass: kSecClassGenericPassword, kSecReturnAttributes: true, kSecMatchLimit: kSecMatchLimitAll] as CFDictionary
        lines.append("all \(SecItemCopyMatching(allQuery, &all)) \((all as? [[String: Any]])?.count ?? 0)")
        let deleted = SecItemDelete(mine as CFDictionary)
        lines.append("delete \(deleted) then \(SecItemCopyMatching(mine as CFDictionary, nil))")

        var foreign = mine
        foreign[kSecAttrAccessGroup as String] = "ZZZZZ99999.com.other.shared"
        lines.append("foreign \(SecItemAdd(foreign as CFDictionary, nil))")

        let receipt: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: Self.service,
                                      kSecAttrAccount as String: "receipt", kSecAttrAccessGroup as String: Self.shared,
                                      kSecValueData as String: Data(request.identifier.utf8)]
        lines.append("receipt \(SecItemAdd(receipt as CFDictionary, nil))")

        var nonce = [UInt8](repeating: 0, count: 16)
        let random = SecRandomCopyBytes(kSecRandomDefault, nonce.count, &nonce)
        lines.append("random \(random) \(nonce.contains { $0 != 0 })")
        lines.append(SecCopyErrorMessageString(errSecItemNotFound, nil).map { $0 as String } ?? "no message")
        UserDefaults.standard.setValue(request.identifier, forKey: "lastPush")
        lines.append(UserDefaults.standard.value(forKey: "lastPush") as? String ?? "no defaults")
        content.body = lines.joined(separator: " | ")
        contentHandler(content)
    }
}
