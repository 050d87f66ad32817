import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// Bloomreach Engagement's (Exponea's) service and content helpers in extensions written as its guide shows, built
/// against the compatible `ExponeaSDKNotifications` module and run as children (docs/rules/push-sdks.md#bloomreach-engagement-exponea).
@Suite("Bloomreach Engagement's (Exponea's) ExponeaNotificationService and ExponeaNotificationContentService (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKExponeaTests {
    @Test("ExponeaNotificationService sets title, message, badge and EXPONEA_ACTIONABLE, attaches image and tracks the delivery; the content service draws the image and turns actions into buttons; another source's push is left alone, so it shows as sent")
    func exponeaServiceAndContent() throws {
        let server = try LocalHTTPServer(files: ["/push/coffee.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let service = try PushSDKFixtures.startService(PushSDKFixtures.target("ExponeaService", "Exponea/NotificationService.swift"))
        defer { service.close() }

        let offer = try PushSDKFixtures.answer(service, try PushSDKFixtures.push("exponea-image.apns", server: server))
        #expect(offer.title == "Weekend offer" && offer.body == "Two for one on every coffee" && offer.badge == 3)
        #expect(offer.categoryIdentifier == "EXPONEA_ACTIONABLE")
        let attachment = try #require(offer.attachments.first)
        #expect(attachment.typeHint == "public.png")
        #expect(PushSDKFixtures.lines(service.takeNotices(), of: "ExponeaSDKNotifications") == [
            "would send: campaign event delivered of campaign 5f9b1c2d3e4f action 12 (app group group.com.example.notes)",
            "push: attached \(server.url("/push/coffee.png")) as public.png",
        ])

        let viewer = try PushSDKFixtures.startContent(PushSDKFixtures.target("ExponeaContent", "Exponea/NotificationViewController.swift",
                                                                    point: .content, className: "NotificationViewController"))
        defer { viewer.close() }
        let shown = try viewer.didReceive(PushSDKFixtures.delivered(offer), visibleActions: [])
        #expect(PushSDKFixtures.images(shown.state.customView) == [attachment.identifier])
        #expect(shown.state.actionsOverride?.map(\.title) == ["Open the app", "See the menu"])
        #expect(shown.state.actionsOverride?.map(\.identifier) == ["EXPONEA_ACTION_APP_0", "EXPONEA_ACTION_BROWSER_1"])
        #expect(shown.state.preferredHeightPoints == 300)

        let other = try PushSDKFixtures.push("exponea-image.apns", server: server, replacing: [("xnpe_platform", "another_platform")])
        try service.start(other)
        #expect(try service.content(waitingUpTo: 0.2) == nil)
        // Nothing is handed over at expiry either, so the push is shown as it was sent.
        #expect(try service.timeWillExpire(grace: 2) == nil)
    }
}
