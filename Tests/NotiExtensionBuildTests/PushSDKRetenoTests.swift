import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// Reteno's service and carousel content extensions, subclassed as Reteno's guide shows, built against the
/// compatible `Reteno` module and run as children (docs/rules/push-sdks.md#reteno).
@Suite("Reteno's RetenoNotificationServiceExtension and carousel content extension (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKRetenoTests {
    @Test("RetenoNotificationServiceExtension reports the delivery, attaches es_notification_image or each es_notification_images entry and registers es_buttons; the carousel content extension shows the first attached image and the next once notisim's clock has moved 3 s on; logEvent is a would-send line")
    func retenoImagesButtonsAndCarousel() throws {
        let png = try PushSDKFixtures.png()
        let server = try LocalHTTPServer(files: ["/push/sneakers.png": png, "/push/red.png": png, "/push/blue.png": png])
        defer { server.stop() }
        let service = try PushSDKFixtures.startService(PushSDKFixtures.target("RetenoService", "Reteno/NotificationService.swift"))
        defer { service.close() }

        let single = try PushSDKFixtures.answer(service, try PushSDKFixtures.push("reteno-image.apns", server: server))
        #expect(single.attachments.map(\.identifier) == ["sneakers.png"])
        #expect(PushSDKFixtures.lines(service.takeNotices(), of: "Reteno") == [
            "would send: event push_received (source=notisim)",
            "would send: interaction e3b0c442-98fc-1c14-9afb-4c8996fb9242 status DELIVERED",
            "push: attached \(server.url("/push/sneakers.png")) as public.png",
        ])

        let carousel = try PushSDKFixtures.answer(service, try PushSDKFixtures.push("reteno-carousel.apns", server: server))
        #expect(carousel.attachments.map(\.identifier) == ["red.png", "blue.png"])
        #expect(carousel.categoryIdentifier == "ImageCarousel")
        let notices = service.takeNotices()
        let registered = try #require(PushSDKFixtures.registered(notices)?.first { $0.identifier == "ImageCarousel" })
        #expect(registered.actions.map(\.title) == ["Buy now", "Later"] && registered.actions.map(\.identifier) == ["buy", "later"])

        let viewer = try PushSDKFixtures.startContent(PushSDKFixtures.target("RetenoCarousel", "Reteno/CarouselViewController.swift",
                                                                    point: .content, className: "CarouselViewController"))
        defer { viewer.close() }
        let shown = try viewer.didReceive(PushSDKFixtures.delivered(carousel), visibleActions: [])
        #expect(PushSDKFixtures.images(shown.state.customView) == ["red.png"])
        #expect(PushSDKFixtures.images(try viewer.clockAdvanced(to: 2).state.customView) == ["red.png"])
        #expect(PushSDKFixtures.images(try viewer.clockAdvanced(to: 3).state.customView) == ["blue.png"])
    }
}
