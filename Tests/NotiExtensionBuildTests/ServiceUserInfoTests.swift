import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

@Suite("What a service extension changes beyond the text: userInfo, interruption level, relevance (slow)", .serialized, .tags(.process), .slowTier)
struct ServiceUserInfoTests {
    /// A service extension that rewrites userInfo, raises the relevance score, and makes an `urgent` push time-sensitive.
    static let source = """
            import UserNotifications

            class NotificationService: UNNotificationServiceExtension {
                override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                    let content = request.content.mutableCopy() as! UNMutableNotificationContent
                    var info = content.userInfo
                    info["message"] = "decrypted text"
                    info["cipher"] = nil
                    info["count"] = 3
                    info["nested"] = ["ok": true, "ratio": 0.5, "list": [1, "two"]]
                    info["when"] = Date()
                    content.userInfo = info
                    content.relevanceScore = 0.8
                    if info["urgent"] as? Bool == true { content.interruptionLevel = .timeSensitive }
                    contentHandler(content)
                }
            }
        """

    @Test("userInfo a service extension changes reaches the delivered content: keys added, replaced and removed; values JSON cannot hold are left out")
    func changedUserInfoIsHandedOver() throws {
        let target = try BuiltExtensions.scratchTarget("UserInfoService", Self.source, point: .service, principalClass: "NotificationService")
        let program = try #require(BuiltExtensions.builder().build(target).program)
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        var content = NotificationContent(title: "New message", body: "…")
        content.userInfo = ["aps": ["alert": "New message", "mutable-content": 1], "cipher": "b64", "message": "sealed"]
        content.interruptionLevel = .passive
        try host.start(NotificationRequest(identifier: "m", content: content, trigger: .push))
        let handed = try #require(try host.content(waitingUpTo: 10))
        let info = handed.userInfo
        #expect(info["message"] == "decrypted text")
        #expect(info["cipher"] == nil && info["when"] == nil)
        #expect(info["count"]?.intValue == 3)
        #expect(info["nested"]?["ok"] == .bool(true) && info["nested"]?["ratio"]?.doubleValue == 0.5)
        #expect(info["nested"]?["list"]?.arrayValue?.count == 2)
        #expect(info["aps"]?["mutable-content"]?.intValue == 1)
        #expect(handed.relevanceScore == 0.8)
        #expect(handed.interruptionLevel == .passive, "a level the extension did not change stays the push's")
    }

    @Test("The interruption level and relevance score a service extension sets reach the delivered content")
    func levelAndRelevanceAreHandedOver() throws {
        let target = try BuiltExtensions.scratchTarget("UserInfoService", Self.source, point: .service, principalClass: "NotificationService")
        let program = try #require(BuiltExtensions.builder().build(target).program)
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        var content = NotificationContent(title: "Gate change", body: "B22")
        content.userInfo = ["aps": ["alert": "Gate change", "mutable-content": 1], "urgent": true]
        try host.start(NotificationRequest(identifier: "g", content: content, trigger: .push))
        let handed = try #require(try host.content(waitingUpTo: 10))
        #expect(handed.interruptionLevel == .timeSensitive && handed.relevanceScore == 0.8)
    }
}
