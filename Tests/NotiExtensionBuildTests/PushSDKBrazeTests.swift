import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// Braze's rich push service extension, written as Braze's guide has apps write it, built against the compatible
/// `BrazeNotificationService` module and run as a child (slow: real compiles).
@Suite("Braze's notification service extension API (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKBrazeTests {
    @Test("Braze's NotificationService attaches ab.att's media, leaves the predefined button category the push names, and a failed download leaves the content as sent")
    func brazeNotificationServiceAttachesItsMedia() throws {
        let server = try LocalHTTPServer(files: ["/push/sale.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let host = try PushSDKFixtures.startService(PushSDKFixtures.target("BrazeService", "Braze/NotificationService.swift"))
        defer { host.close() }

        let image = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("braze-image.apns", server: server))
        #expect(image.title == "Spring sale" && image.body == "Everything is 20% off today")
        #expect(image.attachments.count == 1 && image.attachments.first?.kind == .image && image.attachments.first?.typeHint == "public.png")
        let lines = PushSDKFixtures.lines(host.takeNotices(), of: "BrazeNotificationService")
        #expect(lines == ["push: attached \(server.url("/push/sale.png")) as public.png"], "\(lines)")

        let buttons = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("braze-buttons.apns", server: server))
        #expect(buttons.categoryIdentifier == "ab_cat_accept_decline" && buttons.attachments.isEmpty)

        let missing = try PushSDKFixtures.push("braze-image.apns", server: server, replacing: [("sale.png", "missing.png")])
        let unchanged = try PushSDKFixtures.answer(host, missing)
        #expect(unchanged.title == "Spring sale" && unchanged.attachments.isEmpty)
        #expect(PushSDKFixtures.lines(host.takeNotices(), of: "BrazeNotificationService")
            == ["push: no attachment: \(server.url("/push/missing.png")): HTTP status 404"])
    }

    @Test("brazeHandle(request:contentHandler:) takes a Braze push and answers false for any other, which the extension then handles itself")
    func brazeHandleTakesOnlyBrazePushes() throws {
        let server = try LocalHTTPServer(files: ["/push/sale.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let host = try PushSDKFixtures.startService(PushSDKFixtures.target("BrazeOwnService", "Braze/OwnExtension/NotificationService.swift"))
        defer { host.close() }
        let braze = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("braze-image.apns", server: server))
        #expect(braze.attachments.first?.typeHint == "public.png" && braze.subtitle.isEmpty)
        let other = NotificationRequest(identifier: "other", content: NotificationContent(title: "Hello", body: "Good Evening!"), trigger: .push)
        let own = try PushSDKFixtures.answer(host, other)
        #expect(own.title == "Hello" && own.subtitle == "handled by the app" && own.attachments.isEmpty)
    }
}
