import NotiCore

/// Runs a service extension in its own process, speaking the JSON-lines protocol. The answer to
/// `didReceiveRequest` is the handler call and may come at any time; waits are bounded.
package final class OutOfProcessServiceExtensionHost: ServiceExtensionHosting {
    private let connection: ExtensionConnection
    private var receiveCall: Int?
    private var original = NotificationContent()
    /// Whether `hello` declared `"setClock": true`: only then is its wall clock set to notisim's.
    private let takesSetClock: Bool

    /// Starts the process and shakes hands.
    package init(launching launch: ExtensionLaunch, limits: ExtensionLimits) throws(ExtensionFault) {
        connection = try ExtensionConnection(launch, limits: limits)
        let hello = try connection.hello(launch)
        do throws(WireError) {
            takesSetClock = try WireDecoding.bool(hello["setClock"] ?? false, "hello.setClock")
        } catch {
            connection.close()
            throw .invalidMessage(error.description)
        }
    }

    package func setClock(_ reading: DeviceClockReading) throws(ExtensionFault) {
        if takesSetClock { try connection.setClock(reading) }
    }

    package func start(_ request: NotificationRequest) throws(ExtensionFault) {
        original = request.content
        receiveCall = try connection.send("didReceiveRequest", ["request": WireEncoding.request(request)])
    }

    package func content(waitingUpTo seconds: Double) throws(ExtensionFault) -> NotificationContent? {
        guard let receiveCall, let result = try connection.wait(for: receiveCall, upTo: seconds) else { return nil }
        return try handed(result, call: "didReceiveRequest")
    }

    package func timeWillExpire(grace: Double) throws(ExtensionFault) -> NotificationContent? {
        if let content = try content(waitingUpTo: 0) { return content }
        let expiry = try connection.send("serviceExtensionTimeWillExpire", .object([]))
        var expiryAnswered = false
        return try pollUntil(seconds: grace) { () throws(ExtensionFault) -> NotificationContent? in
            if let content = try content(waitingUpTo: 0.002) { return content }
            guard !expiryAnswered, let result = try connection.wait(for: expiry, upTo: 0) else { return nil }
            expiryAnswered = true
            return result["content"] == nil ? nil : try handed(result, call: "serviceExtensionTimeWillExpire")
        }
    }

    package func takeNotices() -> [ExtensionNotice] { connection.takeNotices() }

    package func close() { connection.close() }

    /// The content of an answer (`{"content": {...}}`), read over the original.
    private func handed(_ result: JSONValue, call: String) throws(ExtensionFault) -> NotificationContent {
        do throws(WireError) {
            for key in result.objectValue?.map(\.key) ?? [] where key != "content" {
                throw WireError(path: "result.\(key)", reason: "unknown key; the answer carries \"content\"")
            }
            guard let value = result["content"] else { throw WireError(path: "result.content", reason: "missing: the handler's content") }
            return try WireDecoding.content(value, over: original, "result.content")
        } catch {
            connection.close()
            throw .invalidMessage("\(call): \(error.description)")
        }
    }
}
