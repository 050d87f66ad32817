import Foundation
import NotiCore
@testable import NotiExtensions
import Testing

private let notification = DeliveredNotification(
    bundleID: "com.example.app", request: NotificationRequest(identifier: "n1", content: NotificationContent(title: "Title", body: "Body")),
    date: Date(timeIntervalSince1970: 0))
private let categoryActions = [NotificationAction(identifier: "a", title: "A"), NotificationAction(identifier: "b", title: "B")]

/// Only the required method.
private final class Plain: NotificationViewController, NotificationContentExtension {
    var received: [String] = []
    func didReceive(_ notification: DeliveredNotification) {
        received.append(notification.id)
        view = .text(notification.content.body, style: .body, wraps: true)
    }
}

/// Implements the response method and uses the context.
private final class Responding: NotificationViewController, NotificationContentExtensionResponding, NotificationContentExtensionMedia {
    var seenActions: [String] = []
    var answer: ContentExtensionResponseOption? = .doNotDismiss
    var mediaPlayPauseButtonType: MediaButtonType { .overlay }

    func didReceive(_ notification: DeliveredNotification) {
        seenActions = extensionContext?.notificationActions.map(\.identifier) ?? []
        title = "Custom title"
        preferredContentSize = ContentSize(height: 150)
    }

    func didReceive(_ response: NotificationResponse, completionHandler completion: @escaping (ContentExtensionResponseOption) -> Void) {
        extensionContext?.notificationActions = [NotificationAction(identifier: "c", title: "C")]
        if response.actionIdentifier == "open" { extensionContext?.performNotificationDefaultAction() }
        if let answer { completion(answer) }
    }

    override func keyPressed(_ key: String) -> Bool {
        guard key == "d" else { return false }
        extensionContext?.dismissNotificationContentExtension()
        return true
    }

    func mediaPlay() { extensionContext?.mediaPlayingStarted() }
    func mediaPause() { extensionContext?.mediaPlayingPaused() }
}

@Suite("Content extension protocols hosted in process")
struct ContentExtensionProtocolTests {
    @Test("The response method is optional: an extension without it does not respond to responses")
    func responseMethodIsOptional() throws {
        #expect(!InProcessContentExtensionHost(Plain()).respondsToResponses)
        #expect(InProcessContentExtensionHost(Responding()).respondsToResponses)
        #expect(throws: ExtensionFault.self) { try InProcessContentExtensionHost(Plain()).didReceive(NotificationResponse(notification: notification, actionIdentifier: "a")) }
    }

    @Test("didReceive hands the view, title and preferred height to the system; the context shows the visible actions")
    func didReceiveReportsState() throws {
        let controller = Responding()
        let host = InProcessContentExtensionHost(controller)
        let update = try host.didReceive(notification, visibleActions: categoryActions)
        #expect(controller.seenActions == ["a", "b"])
        #expect(update.state.title == "Custom title")
        #expect(update.state.preferredHeightPoints == 150)
        #expect(update.state.actionsOverride == nil, "reading the actions does not replace them")
        #expect(update.state.mediaButton == .overlay)
    }

    @Test("Each completion option comes back as the answer, with the replaced actions and requests of the call")
    func responseOptions() throws {
        for option in ContentExtensionResponseOption.allCases {
            let controller = Responding()
            controller.answer = option
            let host = InProcessContentExtensionHost(controller)
            _ = try host.didReceive(notification, visibleActions: categoryActions)
            let update = try host.didReceive(NotificationResponse(notification: notification, actionIdentifier: "open"))
            #expect(update.responseOption == option)
            #expect(update.state.actionsOverride?.map(\.identifier) == ["c"])
            #expect(update.requests == [.performDefaultAction])
        }
        #expect(ContentExtensionResponseOption.doNotDismiss.rawValue == 0 && ContentExtensionResponseOption.dismiss.rawValue == 1
                && ContentExtensionResponseOption.dismissAndForwardAction.rawValue == 2)
    }

    @Test("A response method that never calls its completion handler is a fault")
    func completionNotCalled() throws {
        let controller = Responding()
        controller.answer = nil
        let host = InProcessContentExtensionHost(controller)
        #expect(throws: ExtensionFault.completionNotCalled(call: "didReceive(response)")) {
            try host.didReceive(NotificationResponse(notification: notification, actionIdentifier: "a"))
        }
    }

    @Test("Replaced actions stay replaced for later calls; requests are reported once")
    func actionsPersistRequestsDoNot() throws {
        let host = InProcessContentExtensionHost(Responding())
        _ = try host.didReceive(NotificationResponse(notification: notification, actionIdentifier: "open"))
        let next = try host.keyPressed("d")
        #expect(next.state.actionsOverride?.map(\.identifier) == ["c"])
        #expect(next.requests == [.dismissExtension] && next.handledKey)
        #expect(try host.keyPressed("x").requests.isEmpty)
    }

    @Test("Media play and pause reach the extension, which reports its playing state")
    func media() throws {
        let host = InProcessContentExtensionHost(Responding())
        #expect(try host.media(play: true).state.mediaPlaying)
        #expect(try !host.media(play: false).state.mediaPlaying)
    }

    @Test("Setting more than 10 actions keeps the first 10")
    func actionLimit() throws {
        let context = NotificationExtensionContext(actions: [])
        context.notificationActions = (0..<12).map { NotificationAction(identifier: "\($0)", title: "\($0)") }
        #expect(context.collect().actions?.count == 10)
    }
}
