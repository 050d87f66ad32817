import Foundation
import NotiCore
@testable import NotiExtensions
import Testing

private let notification = DeliveredNotification(
    bundleID: "com.example.app", request: NotificationRequest(identifier: "n1", content: NotificationContent(title: "Title", body: "Body")),
    date: Date(timeIntervalSince1970: 1_700_000_000))

/// A Swift extension as a user would write it for `ExtensionServer`.
private final class Liking: NotificationViewController, NotificationContentExtensionResponding {
    func didReceive(_ notification: DeliveredNotification) {
        title = notification.content.title
        view = .text(notification.content.body, style: .body, wraps: true)
        preferredContentSize = ContentSize(height: 90)
    }

    func didReceive(_ response: NotificationResponse, completionHandler completion: @escaping (ContentExtensionResponseOption) -> Void) {
        extensionContext?.notificationActions = []
        completion(response.actionIdentifier == "like" ? .doNotDismiss : .dismissAndForwardAction)
    }
}

/// Rewrites the title from another thread.
private final class Rewriting: NotificationServiceExtension {
    func didReceive(_ request: NotificationRequest, withContentHandler contentHandler: @escaping @Sendable (NotificationContent) -> Void) {
        var content = request.content
        content.title += " (rewritten)"
        let rewritten = content
        Thread.detachNewThread { contentHandler(rewritten) }
    }
    func serviceExtensionTimeWillExpire() {}
}

/// Collects a server's answers.
private final class Lines: Sendable {
    private let lines = LockedState<[JSONValue]>([])
    /// Signalled once per answer appended, so a test waits for an answer from another thread without polling.
    private let appended = DispatchSemaphore(value: 0)
    func append(_ line: String) {
        lines.withLock { $0.append((try? JSONParser.parse(line)) ?? .null) }
        appended.signal()
    }
    var all: [JSONValue] { lines.withLock { $0 } }

    /// The answers once there are `count` of them; fewer if none comes for `seconds` (a hung handler fails the test
    /// instead of hanging it).
    func waitFor(_ count: Int, seconds: Double = 30) -> [JSONValue] {
        while all.count < count, appended.wait(timeout: .now() + seconds) == .success {}
        return all
    }
}

private func call(_ id: Int, _ method: String, _ params: JSONValue) -> String {
    JSONValue.object([(key: "id", value: .number(JSONNumber(id))), (key: "method", value: .string(method)), (key: "params", value: params)]).serialized()
}

@Suite("Serving a Swift extension over the protocol")
struct ExtensionServerTests {
    @Test("A Swift content extension answers the handshake and every call with the protocol's keys")
    func contentCalls() throws {
        let lines = Lines()
        let server = ExtensionServer(content: { Liking() }, emit: lines.append)
        server.handle(call(1, "hello", ["protocol": 1, "kind": "content"]))
        server.handle(call(2, "didReceiveNotification", ["notification": WireEncoding.notification(notification), "actions": .array([])]))
        server.handle(call(3, "didReceiveResponse", ["response": WireEncoding.response(NotificationResponse(notification: notification, actionIdentifier: "like"))]))
        server.handle(call(4, "keyPressed", ["key": "x"]))
        server.handle(call(5, "nonsense", .object([])))
        let answers = lines.all
        #expect(answers.count == 5)
        #expect(answers[0]["result"]?["respondsToResponses"]?.boolValue == true && answers[0]["result"]?["protocol"]?.intValue == 1)
        let received = try #require(answers[1]["result"])
        #expect(received["title"]?.stringValue == "Title" && received["preferredHeight"]?.intValue == 90)
        #expect(try WireDecoding.view(received["view"] ?? .null, "view") == .text("Body", style: .body, wraps: true))
        #expect(answers[2]["result"]?["option"]?.stringValue == "doNotDismiss")
        #expect(answers[2]["result"]?["notificationActions"]?.arrayValue?.isEmpty == true)
        #expect(answers[2]["result"]?["view"] == nil, "only what changed is sent")
        #expect(answers[3]["result"]?["handled"]?.boolValue == false)
        #expect(answers[4]["error"]?.stringValue?.contains("nonsense") == true)
    }

    @Test("A Swift service extension's handler answers didReceiveRequest from another thread")
    func serviceAnswersFromAnotherThread() throws {
        let lines = Lines()
        let server = ExtensionServer(service: Rewriting(), emit: lines.append)
        server.handle(call(1, "hello", ["protocol": 1, "kind": "service"]))
        server.handle(call(2, "didReceiveRequest", ["request": WireEncoding.request(notification.request)]))
        let answers = lines.waitFor(2)
        #expect(answers.count == 2)
        let answer = try #require(answers.last)
        #expect(answer["id"]?.intValue == 2)
        #expect(answer["result"]?["content"]?["title"]?.stringValue == "Title (rewritten)")
    }
}
