import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// Appcues' service extension, subclassed with nothing added as Appcues' guide shows, built against the compatible
/// `AppcuesNotificationService` module and run as a child (docs/rules/push-sdks.md#appcues).
@Suite("Appcues' AppcuesNotificationServiceExtension (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKAppcuesTests {
    @Test("AppcuesNotificationServiceExtension attaches appcues_attachment_url when appcues_attachment_type names its type; without the type the push is handed over as sent")
    func appcuesAttachment() throws {
        let server = try LocalHTTPServer(files: ["/push/steps.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let host = try PushSDKFixtures.startService(PushSDKFixtures.target("AppcuesService", "Appcues/NotificationService.swift"))
        defer { host.close() }

        let steps = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("appcues-image.apns", server: server))
        #expect(steps.title == "Finish setting up" && steps.attachments.first?.typeHint == "public.png")
        #expect(PushSDKFixtures.lines(host.takeNotices(), of: "AppcuesNotificationService") == ["push: attached \(server.url("/push/steps.png")) as public.png"])

        let untyped = try PushSDKFixtures.push("appcues-image.apns", server: server, replacing: [("\"appcues_attachment_type\"", "\"appcues_other\"")])
        let unchanged = try PushSDKFixtures.answer(host, untyped)
        #expect(unchanged.attachments.isEmpty)
        #expect(PushSDKFixtures.lines(host.takeNotices(), of: "AppcuesNotificationService") == ["push: no attachment: appcues_attachment_type is missing"])
    }
}
