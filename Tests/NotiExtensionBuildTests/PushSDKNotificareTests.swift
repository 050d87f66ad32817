import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// Notificare's service extension kit in a service extension written as Notificare's guide shows it (the async
/// form), built against the compatible `NotificareNotificationServiceExtensionKit` module (docs/rules/push-sdks.md#notificare).
@Suite("Notificare's NotificareNotificationServiceExtension in a service extension (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKNotificareTests {
    @Test("handleNotificationRequest attaches attachment.uri; a download that fails is a failure the extension handles")
    func attachmentIsDownloaded() throws {
        let server = try LocalHTTPServer(files: ["/push/autumn.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let host = try PushSDKFixtures.startService(PushSDKFixtures.target("NotificareService", "Notificare/NotificationService.swift"))
        defer { host.close() }

        let arrivals = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("notificare-image.apns", server: server))
        #expect(arrivals.title == "New arrivals" && arrivals.subtitle.isEmpty)
        let attachment = try #require(arrivals.attachments.first)
        #expect(attachment.identifier == "file_autumn.png" && attachment.typeHint == "public.png")
        #expect(PushSDKFixtures.lines(host.takeNotices(), of: "NotificareNotificationServiceExtensionKit")
            == ["push: attached \(server.url("/push/autumn.png")) as public.png"])

        let gone = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("notificare-image.apns", server: server, replacing: [("autumn.png", "gone.png")]))
        #expect(gone.attachments.isEmpty && gone.subtitle == "failed: downloadFailed")
        #expect(PushSDKFixtures.lines(host.takeNotices(), of: "NotificareNotificationServiceExtensionKit")
            == ["push: no attachment: \(server.url("/push/gone.png")): HTTP status 404"])
    }
}
