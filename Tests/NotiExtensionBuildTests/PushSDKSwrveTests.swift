import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// Swrve's rich push handling in a service extension written as Swrve's guide shows it, built against the compatible
/// `SwrveSDKCommon` module and run as a child (docs/rules/push-sdks.md#swrve).
@Suite("Swrve's SwrvePush in a service extension (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKSwrveTests {
    @Test("SwrvePush.handle takes title, subtitle and body from _sw.media, attaches media.url (fallback_url when it fails) and registers _sw.buttons; a push without _sw is passed on unchanged")
    func swrveRichContent() throws {
        let server = try LocalHTTPServer(files: ["/push/level.png": try PushSDKFixtures.png(), "/push/fallback.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let host = try PushSDKFixtures.startService(PushSDKFixtures.target("SwrveService", "Swrve/NotificationService.swift"))
        defer { host.close() }

        let level = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("swrve-image.apns", server: server))
        #expect(level.title == "Your level is ready" && level.subtitle == "Level 12" && level.body == "Jump back in")
        #expect(level.attachments.first?.typeHint == "public.png" && level.categoryIdentifier == "swrve_10203")
        let notices = host.takeNotices()
        #expect(PushSDKFixtures.registered(notices)?.first { $0.identifier == "swrve_10203" }?.actions.map(\.title) == ["Play", "Not now"])
        #expect(PushSDKFixtures.lines(notices, of: "SwrveSDKCommon").last == "push: attached \(server.url("/push/level.png")) as public.png")

        let broken = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("swrve-image.apns", server: server, replacing: [("level.png", "gone.png")]))
        #expect(broken.attachments.count == 1)
        #expect(PushSDKFixtures.lines(host.takeNotices(), of: "SwrveSDKCommon").suffix(2) == [
            "push: no attachment: \(server.url("/push/gone.png")): HTTP status 404",
            "push: attached \(server.url("/push/fallback.png")) as public.png",
        ])

        let plain = NotificationRequest(identifier: "plain", content: NotificationContent(title: "Hello", body: "Good Evening!"), trigger: .push)
        let unchanged = try PushSDKFixtures.answer(host, plain)
        #expect(unchanged.title == "Hello" && unchanged.attachments.isEmpty)
    }
}
