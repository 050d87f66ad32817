import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// Iterable's service extension, written as Iterable's guide has apps write it, built against the compatible
/// `IterableAppExtensions` module and run as a child (slow: a real compile).
@Suite("Iterable's notification service extension API (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKIterableTests {
    @Test("ITBNotificationServiceExtension attaches itbl.attachment-url, registers itbl.actionButtons as the category named by itbl.messageId, and a failed download leaves the content as sent; a ghost push passes through")
    func iterableExtensionHandlesItsPayload() throws {
        let server = try LocalHTTPServer(files: ["/push/sale.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let host = try PushSDKFixtures.startService(PushSDKFixtures.target("IterableService", "Iterable/NotificationService.swift"))
        defer { host.close() }

        let image = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("iterable-image.apns", server: server))
        #expect(image.title == "Spring sale" && image.attachments.count == 1 && image.attachments.first?.typeHint == "public.png")
        #expect(image.categoryIdentifier == "6ad0b2c6a5d94bfc9f3e2e3b6b2f1a77")
        let lines = PushSDKFixtures.lines(host.takeNotices(), of: "IterableAppExtensions")
        #expect(lines == ["push: attached \(server.url("/push/sale.png")) as public.png"], "\(lines)")

        let buttons = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("iterable-buttons.apns", server: server))
        let messageID = "0f5e7d3c9b2a4c6e8a1b3d5f7e9c2a4b"
        #expect(buttons.categoryIdentifier == messageID && buttons.attachments.isEmpty)
        let category = try #require(PushSDKFixtures.registered(host.takeNotices())?.first { $0.identifier == messageID })
        #expect(category.actions.map(\.title) == ["Track", "Ask a question", "Cancel order"])
        let (track, reply, cancel) = (category.actions[0], category.actions[1], category.actions[2])
        #expect(track.options.contains(.foreground) && track.options.contains(.authenticationRequired) && track.textInput == nil)
        #expect(reply.textInput == NotificationAction.TextInput(buttonTitle: "Send", placeholder: "Your question") && !reply.options.contains(.foreground))
        #expect(cancel.options.contains(.destructive) && cancel.options.contains(.authenticationRequired) && !cancel.options.contains(.foreground))

        let missing = try PushSDKFixtures.push("iterable-image.apns", server: server, replacing: [("sale.png", "missing.png")])
        let unchanged = try PushSDKFixtures.answer(host, missing)
        #expect(unchanged.title == "Spring sale" && unchanged.attachments.isEmpty)
        #expect(PushSDKFixtures.lines(host.takeNotices(), of: "IterableAppExtensions")
            == ["push: no attachment: \(server.url("/push/missing.png")): HTTP status 404"])

        let ghost = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("iterable-ghost.apns", server: server))
        #expect(ghost.categoryIdentifier.isEmpty && ghost.attachments.isEmpty)
        #expect(PushSDKFixtures.lines(host.takeNotices(), of: "IterableAppExtensions")
            == ["push: a ghost push: Iterable's silent sync of in-app messages, for the app to handle"])
    }
}
