import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

@Suite("A service extension's userInfo (slow)", .serialized)
struct ServiceUserInfoTests {
    @Test("userInfo a service extension changes reaches the delivered content: keys added, replaced and removed; values JSON cannot hold are left out")
    func changedUserInfoIsHandedOver() throws {
        let target = try BuiltExtensions.scratchTarget("UserInfoService", """
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
                    contentHandler(content)
                }
            }
            """, point: .service, principalClass: "NotificationService")
        let program = try #require(BuiltExtensions.builder().build(target).program)
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        var content = NotificationContent(title: "New message", body: "…")
        content.userInfo = ["aps": ["alert": "New message", "mutable-content": 1], "cipher": "b64", "message": "sealed"]
        try host.start(NotificationRequest(identifier: "m", content: content, trigger: .push))
        let handed = try #require(try host.content(waitingUpTo: 10))
        let info = handed.userInfo
        #expect(info["message"] == "decrypted text")
        #expect(info["cipher"] == nil && info["when"] == nil)
        #expect(info["count"]?.intValue == 3)
        #expect(info["nested"]?["ok"] == .bool(true) && info["nested"]?["ratio"]?.doubleValue == 0.5)
        #expect(info["nested"]?["list"]?.arrayValue?.count == 2)
        #expect(info["aps"]?["mutable-content"]?.intValue == 1)
    }
}
