import NotiCore

/// Hosts a content extension in its own process, speaking the JSON-lines protocol. Any fault ends the process
/// and is thrown to the caller, which falls back to the default UI.
package final class OutOfProcessContentExtensionHost: ContentExtensionHosting {
    private let connection: ExtensionConnection
    package let respondsToResponses: Bool
    /// Whether `hello` declared `"clock": true`: only then is `clockAdvanced` sent (an extension written to the first
    /// form of the protocol answers an unknown call with an error).
    package let followsClock: Bool
    /// Whether `hello` declared `"setClock": true`: only then is its wall clock set to notisim's.
    private let takesSetClock: Bool
    private var state = ContentExtensionState()

    /// Starts the process and shakes hands.
    package init(launching launch: ExtensionLaunch, limits: ExtensionLimits) throws(ExtensionFault) {
        connection = try ExtensionConnection(launch, limits: limits)
        let hello = try connection.hello(launch)
        do throws(WireError) {
            respondsToResponses = try hello["respondsToResponses"].map { (flag) throws(WireError) in try WireDecoding.bool(flag, "hello.respondsToResponses") } ?? false
            followsClock = try hello["clock"].map { (flag) throws(WireError) in try WireDecoding.bool(flag, "hello.clock") } ?? false
            takesSetClock = try WireDecoding.bool(hello["setClock"] ?? false, "hello.setClock")
            if let media = hello["mediaButton"] {
                let name = try WireDecoding.string(media, "hello.mediaButton")
                guard let type = MediaButtonType(rawValue: name) else {
                    throw WireError(path: "hello.mediaButton", reason: "expected none, default or overlay, got \"\(name)\"")
                }
                state.mediaButton = type
            }
        } catch {
            connection.close()
            throw .invalidMessage(error.description)
        }
    }

    package func setClock(_ reading: DeviceClockReading) throws(ExtensionFault) {
        if takesSetClock { try connection.setClock(reading) }
    }

    package func didReceive(_ notification: DeliveredNotification, visibleActions: [NotificationAction]) throws(ExtensionFault) -> ContentExtensionUpdate {
        try update("didReceiveNotification", [
            "notification": WireEncoding.notification(notification),
            "actions": .array((state.actionsOverride ?? visibleActions).map(WireEncoding.action)),
        ])
    }

    package func didReceive(_ response: NotificationResponse) throws(ExtensionFault) -> ContentExtensionUpdate {
        try update("didReceiveResponse", ["response": WireEncoding.response(response)], expecting: ["option"]) { result, update throws(WireError) in
            let value = result["option"]
            let option = value?.intValue.flatMap(ContentExtensionResponseOption.init(rawValue:))
                ?? value?.stringValue.flatMap(ContentExtensionResponseOption.init(name:))
            guard let option else {
                throw WireError(path: "result.option", reason: "expected doNotDismiss, dismiss or dismissAndForwardAction (0, 1 or 2)")
            }
            update.responseOption = option
        }
    }

    package func keyPressed(_ key: String) throws(ExtensionFault) -> ContentExtensionUpdate {
        try update("keyPressed", ["key": .string(key)], expecting: ["handled"]) { result, update throws(WireError) in
            update.handledKey = try result["handled"].map { (flag) throws(WireError) in try WireDecoding.bool(flag, "result.handled") } ?? false
        }
    }

    package func media(play: Bool) throws(ExtensionFault) -> ContentExtensionUpdate {
        try update(play ? "mediaPlay" : "mediaPause", .object([]))
    }

    package func clockAdvanced(to seconds: Double) throws(ExtensionFault) -> ContentExtensionUpdate {
        guard followsClock else { return ContentExtensionUpdate(state: state) }
        return try update("clockAdvanced", ["seconds": .number(JSONNumber(seconds))])
    }

    package func takeNotices() -> [ExtensionNotice] { connection.takeNotices() }

    package func close() { connection.close() }

    /// Keys a state update may carry.
    private static let updateKeys: Set<String> = [
        "view", "preferredHeight", "title", "notificationActions", "performNotificationDefaultAction",
        "dismissNotificationContentExtension", "mediaPlaying",
    ]

    /// Makes a call and reads the state changes of its answer (plus the call's own keys through `extra`).
    private func update(_ method: String, _ params: JSONValue, expecting extraKeys: Set<String> = [],
                        _ extra: (JSONValue, inout ContentExtensionUpdate) throws(WireError) -> Void = { _, _ in }) throws(ExtensionFault) -> ContentExtensionUpdate {
        let result = try connection.call(method, params)
        do throws(WireError) {
            var next = state
            var requests: [ContentExtensionRequest] = []
            for (key, value) in result.objectValue ?? [] {
                let path = "result.\(key)"
                switch key {
                case "view": next.customView = value == .null ? nil : try WireDecoding.view(value, path)
                case "preferredHeight":
                    guard let points = value.doubleValue, points.isFinite, points >= 0, points <= 10_000 else {
                        throw WireError(path: path, reason: "expected a height in points from 0 to 10000")
                    }
                    next.preferredHeightPoints = points
                case "title": next.title = value == .null ? nil : try WireDecoding.string(value, path)
                case "notificationActions": next.actionsOverride = try WireDecoding.actions(value, path)
                case "performNotificationDefaultAction": if try WireDecoding.bool(value, path) { requests.append(.performDefaultAction) }
                case "dismissNotificationContentExtension": if try WireDecoding.bool(value, path) { requests.append(.dismissExtension) }
                case "mediaPlaying": next.mediaPlaying = try WireDecoding.bool(value, path)
                case let other where extraKeys.contains(other): continue
                default:
                    throw WireError(path: path, reason: "unknown key; an answer may carry \(Self.updateKeys.union(extraKeys).sorted().joined(separator: ", "))")
                }
            }
            var update = ContentExtensionUpdate(state: next, requests: requests)
            try extra(result, &update)
            state = next
            return update
        } catch {
            connection.close()
            throw .invalidMessage("\(method): \(error.description)")
        }
    }
}
