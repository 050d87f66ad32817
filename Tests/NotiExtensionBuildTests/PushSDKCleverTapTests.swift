import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// CleverTap's extension modules (CTNotificationService, CleverTapSDK, CTNotificationContent), compiled into
/// extensions written as CleverTap's guides show them and run as children (docs/rules/push-sdks.md#clevertap).
@Suite("CleverTap in service and content extensions (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKCleverTapTests {
    static let service = PushSDKFixtures.target("CleverTapService", "CleverTap/NotificationService.swift")
    static let contentExtension = PushSDKFixtures.target("CleverTapContent", "CleverTap/NotificationViewController.swift",
                                                          point: .content, className: "NotificationViewController")

    @Test("CTNotificationServiceExtension attaches ct_mediaUrl for a subclass that calls super; the CleverTap calls before it are log lines of what CleverTap would send; a failing download leaves the content")
    func serviceAttachesMediaAndLogsEvents() throws {
        let png = try PushSDKFixtures.png()
        let server = try LocalHTTPServer(files: ["/push/sneakers.png": png])
        defer { server.stop() }
        let (content, notices) = try PushSDKFixtures.run(Self.service, try PushSDKFixtures.push("clevertap-image.apns", server: server))
        let handed = try #require(content)
        #expect(handed.title == "Your cart misses you")
        let attachment = try #require(handed.attachments.first)
        #expect(attachment.kind == .image && attachment.typeHint == "public.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: attachment.path)) == Data(png))
        #expect(PushSDKFixtures.lines(notices, of: "CleverTapSDK") == [
            "would send: event Push Received with properties Source",
            "would send: event Notification Viewed for campaign 1764201600_20261127",
        ])
        #expect(PushSDKFixtures.lines(notices, of: "CTNotificationService").contains { $0.hasPrefix("push: attached http://127.0.0.1") })

        let missing = try PushSDKFixtures.push("clevertap-image.apns", server: server, replacing: [("sneakers.png", "gone.png")])
        let (failed, failedNotices) = try PushSDKFixtures.run(Self.service, missing)
        let original = try #require(failed)
        #expect(original.title == "Your cart misses you" && original.body == "The sneakers you liked are back in stock" && original.attachments.isEmpty)
        #expect(PushSDKFixtures.lines(failedNotices, of: "CTNotificationService").contains { $0.contains("HTTP status 404") })
    }

    @Test("CTNotificationViewController draws pt_basic's title and message, and a carousel's first slide with its page dots and a manual carousel's arrows; action_1 steps the slides and keeps the notification up")
    func contentTemplatesAreDrawn() throws {
        let host = try PushSDKFixtures.startContent(Self.contentExtension)
        defer { host.close() }
        let showNext = NotificationAction(identifier: "action_1", title: "Show Next")
        let basic = try host.didReceive(try Self.delivered("clevertap-basic.apns"), visibleActions: [showNext])
        #expect(ExtensionBuildTests.texts(basic.state.customView) == ["Weekend offer", "Two coffees for the price of one"])

        let carousel = try Self.delivered("clevertap-manual-carousel.apns")
        let opened = try host.didReceive(carousel, visibleActions: [showNext])
        #expect(ExtensionBuildTests.texts(opened.state.customView) == ["Pick a colour", "Swipe through this season's colours", "● ○ ○", "‹", "›"])
        let stepped = try host.didReceive(NotificationResponse(notification: carousel, actionIdentifier: showNext.identifier))
        #expect(stepped.responseOption == .doNotDismiss)
        #expect(ExtensionBuildTests.texts(stepped.state.customView) == ["Pick a colour", "Swipe through this season's colours", "○ ● ○", "‹", "›"])

        let auto = try host.didReceive(try Self.delivered("clevertap-carousel.apns"), visibleActions: [showNext])
        #expect(ExtensionBuildTests.texts(auto.state.customView) == ["New arrivals", "Three new bags this week", "● ○ ○"])
    }

    @Test("CTNotificationViewController draws pt_rating's five stars and pt_product_display's first product with a button per product and the action button; action_1 shows the next product")
    func ratingAndProductDisplayAreDrawn() throws {
        let host = try PushSDKFixtures.startContent(Self.contentExtension)
        defer { host.close() }
        let showNext = NotificationAction(identifier: "action_1", title: "Show Next")
        let rating = try host.didReceive(try Self.delivered("clevertap-rating.apns"), visibleActions: [showNext])
        #expect(ExtensionBuildTests.texts(rating.state.customView) == ["How was your order?", "Rate your last delivery", "☆", "☆", "☆", "☆", "☆"])

        let products = try Self.delivered("clevertap-product-display.apns")
        let opened = try host.didReceive(products, visibleActions: [showNext])
        let buttons = ["Linen shirt", "Chino shorts", "Canvas shoes", "Buy now"]
        #expect(ExtensionBuildTests.texts(opened.state.customView) == ["Linen shirt", "Breathable summer linen", "$49"] + buttons)
        let next = try host.didReceive(NotificationResponse(notification: products, actionIdentifier: showNext.identifier))
        #expect(next.responseOption == .doNotDismiss)
        #expect(ExtensionBuildTests.texts(next.state.customView) == ["Chino shorts", "Stone, five pockets", "$39"] + buttons)
    }

    /// The sample payload `file` delivered as it was sent, for the content extension.
    static func delivered(_ file: String) throws -> DeliveredNotification {
        PushSDKFixtures.delivered(try PushSDKFixtures.push(file, server: nil).content, identifier: file)
    }
}
