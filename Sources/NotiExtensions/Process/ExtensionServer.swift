import Foundation
import NotiCore

/// Serves a Swift extension over the extension protocol, so a Swift program depending on `NotiExtensions` can be
/// named in a workspace's `run` command line:
///
///     ExtensionServer(content: { MyViewController() }).run()
///
/// Calls are read and answered on the calling thread; a service extension's handler may answer from any thread.
public final class ExtensionServer: @unchecked Sendable {
    private enum Kind {
        case content(() -> any NotificationContentExtension)
        case service(any NotificationServiceExtension)
    }

    private let kind: Kind
    private let emit: @Sendable (String) -> Void
    /// The loaded content extension and what it last reported (the reading thread only).
    private var content: (host: InProcessContentExtensionHost, last: ContentExtensionState)?
    /// Hears the app's registered categories that `hello` carries, before it is answered.
    package var receivedCategories: (([NotificationCategory]) -> Void)?

    /// Serves content extensions made by `make` (one per opened view); answers go to `emit`, one line each.
    public init(content make: @escaping () -> any NotificationContentExtension, emit: @escaping @Sendable (String) -> Void = ExtensionServer.standardOutput) {
        kind = .content(make)
        self.emit = emit
    }

    /// Serves a service extension; answers go to `emit`, one line each.
    public init(service: any NotificationServiceExtension, emit: @escaping @Sendable (String) -> Void = ExtensionServer.standardOutput) {
        kind = .service(service)
        self.emit = emit
    }

    /// Writes a line to standard output, one writer at a time.
    public static let standardOutput: @Sendable (String) -> Void = { line in
        outputLock.withLock { _ in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    }

    private static let outputLock = LockedState(())

    /// Reads calls from standard input until it closes.
    public func run() {
        while let line = readLine(strippingNewline: true) { handle(line) }
    }

    /// Handles one line of input, answering through `emit`.
    public func handle(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        guard let call = try? JSONParser.parse(line), let id = call["id"]?.intValue, let method = call["method"]?.stringValue else {
            emit(JSONValue.object([(key: "id", value: .null), (key: "error", value: .string("not a call: \(line.prefix(60))"))]).serialized())
            return
        }
        let params = call["params"] ?? .object([])
        do throws(WireError) {
            if let result = try answer(method, params, id: id) { send(id, result) }
        } catch {
            emit(JSONValue.object([(key: "id", value: .number(JSONNumber(id))), (key: "error", value: .string(error.description))]).serialized())
        }
    }

    /// Tells notisim something between answers (a log line, the app's categories), as a protocol notification.
    package func notify(_ notice: ExtensionNotice) { emit(WireEncoding.notice(notice).serialized()) }

    private func send(_ id: Int, _ result: JSONValue) {
        emit(JSONValue.object([(key: "id", value: .number(JSONNumber(id))), (key: "result", value: result)]).serialized())
    }

    /// The result of a call; nil when the answer comes later (a service extension's handler).
    private func answer(_ method: String, _ params: JSONValue, id: Int) throws(WireError) -> JSONValue? {
        if method == "hello", let categories = params["categories"] {
            receivedCategories?(try WireDecoding.categories(categories, "params.categories"))
        }
        switch (kind, method) {
        case let (.content(make), "hello"):
            let host = InProcessContentExtensionHost(make())
            content = (host, ContentExtensionState())
            let media = (host.mediaButtonType).rawValue
            var members: [(key: String, value: JSONValue)] = [
                (key: "protocol", value: .number(JSONNumber(1))), (key: "respondsToResponses", value: .bool(host.respondsToResponses)),
                (key: "mediaButton", value: .string(media)),
            ]
            if host.followsClock { members.append((key: "clock", value: .bool(true))) }
            if DeviceClock.isAvailable { members.append((key: "setClock", value: .bool(true))) }
            return .object(members)
        case (.service, "hello"):
            var members: [(key: String, value: JSONValue)] = [(key: "protocol", value: .number(JSONNumber(1)))]
            if DeviceClock.isAvailable { members.append((key: "setClock", value: .bool(true))) }
            return .object(members)
        case (_, "setClock"):
            DeviceClock.set(try DeviceClockReading(json: params))
            return .object([])
        case (.content, "didReceiveNotification"):
            let notification = try WireDecoding.notification(params["notification"] ?? .null, "params.notification")
            let actions = try WireDecoding.actions(params["actions"] ?? .array([]), "params.actions")
            return try contentCall { host throws(ExtensionFault) in try host.didReceive(notification, visibleActions: actions) }
        case (.content, "didReceiveResponse"):
            let value = params["response"] ?? .null
            let response = NotificationResponse(
                notification: try WireDecoding.notification(value["notification"] ?? .null, "params.response.notification"),
                actionIdentifier: try WireDecoding.string(value["actionIdentifier"], "params.response.actionIdentifier"),
                userText: try value["userText"].map { (text) throws(WireError) in try WireDecoding.string(text, "params.response.userText") })
            return try contentCall { host throws(ExtensionFault) in try host.didReceive(response) }
        case (.content, "keyPressed"):
            let key = try WireDecoding.string(params["key"], "params.key")
            return try contentCall(reportsKey: true) { host throws(ExtensionFault) in try host.keyPressed(key) }
        case (.content, "clockAdvanced") where content?.host.followsClock == true:
            guard let seconds = params["seconds"]?.doubleValue, seconds.isFinite, seconds >= 0 else {
                throw WireError(path: "params.seconds", reason: "expected seconds since the view loaded, 0 or more")
            }
            return try contentCall { host throws(ExtensionFault) in try host.clockAdvanced(to: seconds) }
        case (.content, "mediaPlay"), (.content, "mediaPause"):
            return try contentCall { host throws(ExtensionFault) in try host.media(play: method == "mediaPlay") }
        case let (.service(service), "didReceiveRequest"):
            let request = try WireDecoding.request(params["request"] ?? .null, "params.request")
            let answered = LockedState(false)
            service.didReceive(request) { [self] content in
                guard answered.withLock({ done in defer { done = true }; return !done }) else { return }
                send(id, ["content": WireEncoding.content(content)])
            }
            return nil
        case let (.service(service), "serviceExtensionTimeWillExpire"):
            service.serviceExtensionTimeWillExpire()
            return .object([])
        default:
            throw WireError(path: "method", reason: "\"\(method)\" is not a call this extension answers")
        }
    }

    /// Runs a content call and writes its update as the difference from what was last reported.
    private func contentCall(reportsKey: Bool = false, _ body: (InProcessContentExtensionHost) throws(ExtensionFault) -> ContentExtensionUpdate) throws(WireError) -> JSONValue {
        guard let content else { throw WireError(path: "method", reason: "the first call must be hello") }
        let update: ContentExtensionUpdate
        do { update = try body(content.host) } catch { throw WireError(path: "extension", reason: error.description) }
        var members = WireEncoding.update(update, before: content.last)
        if let option = update.responseOption { members.append((key: "option", value: .string(option.name))) }
        if reportsKey { members.append((key: "handled", value: .bool(update.handledKey))) }
        self.content = (content.host, update.state)
        return .object(members)
    }
}
