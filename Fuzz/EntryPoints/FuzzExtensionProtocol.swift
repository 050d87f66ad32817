import NotiCore
import NotiExtensions

/// A content extension that shows what it was handed, so decoded notifications reach the layout vocabulary.
private final class EchoContentExtension: NotificationViewController, NotificationContentExtension, @unchecked Sendable {
    func didReceive(_ notification: DeliveredNotification) {
        title = notification.request.content.title
        view = .text(notification.request.content.body, style: .body, wraps: true)
    }
}

/// A service extension that answers at once with the content it was handed.
private final class EchoServiceExtension: NotificationServiceExtension {
    func didReceive(_ request: NotificationRequest, withContentHandler contentHandler: @escaping @Sendable (NotificationContent) -> Void) {
        contentHandler(request.content)
    }

    func serviceExtensionTimeWillExpire() {}
}

/// The content a service extension's answer is read over.
private let original = NotificationContent(title: "Original", body: "Body")

/// Fuzzes the extension protocol's wire messages in both directions. The bytes are JSON lines:
/// - every line is a call served by a content extension (first byte even) or a service extension (odd), the way
///   an extension program built on `ExtensionServer` reads notisim's calls;
/// - every line with a `result` object is also read as an answer the way notisim reads an extension's:
///   its `view`, `notificationActions` and `content`, and a widget extension's `hello` and `drawLiveActivity`
///   answers;
/// - every line's `params` is read as a widget extension reads `drawLiveActivity`'s.
public func fuzzExtensionProtocol(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    let ignore: @Sendable (String) -> Void = { _ in }
    let server = (bytes.first ?? 0) % 2 == 1
        ? ExtensionServer(service: EchoServiceExtension(), emit: ignore)
        : ExtensionServer(content: { EchoContentExtension() }, emit: ignore)
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
        server.handle(String(decoding: line, as: UTF8.self))
        let message = try? JSONParser.parse(Array(line))
        if let method = message?["method"]?.stringValue, message?["id"] == nil { _ = try? WireAnswer.notice(method: method, message?["params"] ?? .null) }
        if let params = message?["params"] {
            _ = try? WidgetWire.drawing(params)
            _ = try? WidgetWire.timelineRequest(params)
            _ = try? WidgetWire.press(params)
            _ = try? WidgetWire.liveActivityPress(params)
        }
        guard let result = message?["result"] else { continue }
        _ = try? WidgetWire.listing(result)
        _ = try? WidgetWire.drawn(result)
        _ = try? WidgetWire.timeline(result)
        _ = try? WidgetWire.pressed(result)
        _ = try? WidgetWire.liveActivityPressed(result)
        if let view = result["view"] { _ = try? WireAnswer.view(view) }
        if let actions = result["notificationActions"] { _ = try? WireAnswer.actions(actions) }
        if let content = result["content"] { _ = try? WireAnswer.content(content, over: original) }
    }
    return 0
}
