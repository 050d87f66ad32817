import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// WonderPush's service extension, subclassed with the app's credentials as WonderPush's guide shows, built against
/// the compatible `WonderPushExtension` module and run as a child (docs/rules/push-sdks.md#wonderpush).
@Suite("WonderPush's WPNotificationServiceExtension (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKWonderPushTests {
    @Test("WPNotificationServiceExtension attaches each _wp.attachments URL under its id, registers _wp.alert.buttons as the push's category and reports the receipt under the overridden clientId; a push without _wp is handed over as sent")
    func wonderPushAttachmentsButtonsAndReceipt() throws {
        let server = try LocalHTTPServer(files: ["/push/stadium.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let host = try PushSDKFixtures.startService(PushSDKFixtures.target("WonderPushService", "WonderPush/NotificationService.swift"))
        defer { host.close() }

        let match = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("wonderpush-image.apns", server: server))
        #expect(match.attachments.map(\.identifier) == ["stadium"] && match.attachments.first?.typeHint == "public.png")
        #expect(match.categoryIdentifier == "_wonderpush_category_notification-7")
        let notices = host.takeNotices()
        #expect(PushSDKFixtures.lines(notices, of: "WonderPushExtension") == [
            "would send: event @NOTIFICATION_RECEIVED of notification notification-7 for client notes-client-id",
            "push: buttons Watch live, Remind me as category _wonderpush_category_notification-7",
            "push: attached \(server.url("/push/stadium.png")) as public.png",
        ])
        let category = try #require(PushSDKFixtures.registered(notices)?.first { $0.identifier == "_wonderpush_category_notification-7" })
        #expect(category.actions.map(\.title) == ["Watch live", "Remind me"])

        let plain = NotificationRequest(identifier: "plain", content: NotificationContent(title: "Hello", body: "Good Evening!"), trigger: .push)
        let unchanged = try PushSDKFixtures.answer(host, plain)
        #expect(unchanged.title == "Hello" && unchanged.attachments.isEmpty && unchanged.categoryIdentifier.isEmpty)
    }
}
