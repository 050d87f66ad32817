import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// OneSignal's service extension, written as OneSignal's guides have apps write it, built against the compatible
/// `OneSignalExtension` (SDK 5) and `OneSignal` (SDK 3) modules and run as a child (slow: real compiles).
@Suite("OneSignal's notification service extension API (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKOneSignalTests {
    /// The log line of the confirmed delivery receipt OneSignal sends for the notification `id`.
    static func receiptOf(_ id: String) -> String { "would send: confirmed delivery: PUT notifications/\(id)/report_received" }

    @Test("OneSignal attaches the att image, turns buttons into its __onesignal__dynamic__ category, counts badge_inc and logs the confirmed delivery; a failed download leaves the content as sent")
    func oneSignalExtensionHandlesItsPayload() throws {
        let server = try LocalHTTPServer(files: ["/push/sale.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let host = try PushSDKFixtures.startService(PushSDKFixtures.target("OneSignalService", "OneSignal/NotificationService.swift"))
        defer { host.close() }

        let image = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("onesignal-image.apns", server: server))
        #expect(image.title == "Spring sale" && image.body == "Everything is 20% off today")
        let attachment = try #require(image.attachments.first)
        #expect(image.attachments.count == 1 && attachment.identifier == "id" && attachment.kind == .image && attachment.typeHint == "public.png")
        #expect(image.categoryIdentifier.isEmpty)
        let imageLines = PushSDKFixtures.lines(host.takeNotices(), of: "OneSignal")
        #expect(imageLines.contains(Self.receiptOf("5f4c9a52-8c1e-4f0e-9b1a-2d7c4e6f8a10")), "\(imageLines)")
        #expect(imageLines.contains("push: attached \(server.url("/push/sale.png")) as public.png"), "\(imageLines)")

        let buttons = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("onesignal-buttons.apns", server: server))
        let dynamic = "__onesignal__dynamic__0c3b7d2e-61a4-4c55-a0f2-93e8b1d4c7aa"
        #expect(buttons.categoryIdentifier == dynamic)
        let category = try #require(PushSDKFixtures.registered(host.takeNotices())?.first { $0.identifier == dynamic })
        #expect(category.actions.map(\.identifier) == ["decline", "accept"], "two buttons are registered in reverse, as OneSignal does")
        #expect(category.actions.map(\.title) == ["Decline", "Accept"] && category.actions.allSatisfy { $0.options.contains(.foreground) })
        #expect(category.options.contains(.customDismissAction))

        let first = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("onesignal-badge.apns", server: server))
        let second = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("onesignal-badge.apns", server: server))
        #expect(first.badge == 1 && second.badge == 2)
        #expect(PushSDKFixtures.lines(host.takeNotices(), of: "OneSignal").contains("push: badge 2: +1 on OneSignal's count"))

        let missing = try PushSDKFixtures.push("onesignal-image.apns", server: server, replacing: [("sale.png", "missing.png")])
        let unchanged = try PushSDKFixtures.answer(host, missing)
        #expect(unchanged.title == "Spring sale" && unchanged.body == "Everything is 20% off today" && unchanged.attachments.isEmpty)
        let failedLines = PushSDKFixtures.lines(host.takeNotices(), of: "OneSignal")
        #expect(failedLines.contains("push: no attachment: \(server.url("/push/missing.png")): HTTP status 404"), "\(failedLines)")
    }

    @Test("OneSignal 3's OneSignal.didReceiveNotificationExtensionRequest(_:with:) downloads before it returns, so the extension's own handler call carries the image")
    func oneSignalThreeReturnsTheContentWithItsImage() throws {
        let server = try LocalHTTPServer(files: ["/push/sale.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let host = try PushSDKFixtures.startService(PushSDKFixtures.target("OneSignal3Service", "OneSignal/SDK3/NotificationService.swift"))
        defer { host.close() }
        let image = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("onesignal-image.apns", server: server))
        #expect(image.attachments.map(\.identifier) == ["id"] && image.attachments.first?.typeHint == "public.png")
        let buttons = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("onesignal-buttons.apns", server: server))
        #expect(buttons.categoryIdentifier == "__onesignal__dynamic__0c3b7d2e-61a4-4c55-a0f2-93e8b1d4c7aa")
    }
}
