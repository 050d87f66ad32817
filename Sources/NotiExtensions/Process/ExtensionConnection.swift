import Foundation
import NotiCore

/// The JSON-lines protocol (docs/extension-protocol.md) over a child process: numbered calls, answers matched
/// by number, and every limit enforced while waiting. The first fault kills the child and sticks.
final class ExtensionConnection {
    /// The protocol version notisim speaks.
    static let protocolVersion = 1
    /// What an extension finds in its environment besides notisim's: the protocol version, and Swift's crash
    /// backtracer off, so that a crashed Swift extension's last line of standard error is the runtime's fatal error
    /// with its file:line (docs/rules/extension-sources.md#building-an-extensions-own-swift-sources).
    static let environment = ["NOTISIM_EXTENSION_PROTOCOL": String(protocolVersion), "SWIFT_BACKTRACE": "enable=no"]

    private let process: ChildProcess
    private let limits: ExtensionLimits
    private var nextID = 1
    /// Calls sent and not yet answered: id → method.
    private var outstanding: [Int: String] = [:]
    /// Answers received and not yet taken: id → result.
    private var answers: [Int: JSONValue] = [:]
    private var pending: [UInt8] = []
    private var stderrTail: [UInt8] = []
    private var fault: ExtensionFault?
    /// Notifications the extension sent and the host has not taken yet, oldest first.
    private var notices: [ExtensionNotice] = []
    /// Notices dropped past ``ExtensionNotice/limit`` since the last take.
    private var droppedNotices = 0
    /// Resident bytes of the child's runtime alone, not counted against the memory limit.
    private let baselineBytes: Int

    /// Starts the child; its memory is counted above `baselineBytes` (by default the measured baseline of its runtime).
    init(_ launch: ExtensionLaunch, limits: ExtensionLimits, baselineBytes: Int? = nil) throws(ExtensionFault) {
        self.limits = limits
        self.baselineBytes = baselineBytes ?? RuntimeBaseline.residentBytes(for: launch, limits: limits)
        process = try ChildProcess(command: launch.command, directory: launch.workingDirectory,
                                   environment: Self.environment.merging(launch.environment) { _, launched in launched })
    }

    /// The child's resident memory now, in bytes; nil when it cannot be read.
    var residentBytes: Int? { process.residentBytes }

    /// Sends the handshake and checks the version; answers the extension's hello result. `kind` is what `hello`
    /// names the extension, by default its extension point's `content` or `service`.
    func hello(_ launch: ExtensionLaunch, kind: String? = nil) throws(ExtensionFault) -> JSONValue {
        let kind = kind ?? (launch.point == .content ? "content" : "service")
        let result = try call("hello", [
            "protocol": .number(JSONNumber(Self.protocolVersion)), "kind": .string(kind), "extension": .string(launch.name),
            "bundleID": .string(launch.bundleID), "appBundleID": .string(launch.appBundleID),
            "categories": WireEncoding.categories(launch.registeredCategories),
        ])
        guard let version = result["protocol"]?.intValue else {
            throw fail(.invalidMessage("hello: the answer has no \"protocol\" number"))
        }
        guard version == Self.protocolVersion else {
            throw fail(.unknownMessage("hello: protocol version \(version); notisim speaks \(Self.protocolVersion)"))
        }
        return result
    }

    /// The clock last set in the extension, and the real time it was set at.
    private var clockSet: (reading: DeviceClockReading, at: Date)?

    /// Sets the clock the extension's own code reads to notisim's (`setClock`), unless the clock it was last set to
    /// still reads the same within 50 ms: notisim's clock was not moved, paused or sped up since. The caller checks
    /// that the extension takes `setClock`.
    func setClock(_ reading: DeviceClockReading) throws(ExtensionFault) {
        let realNow = Date()
        if let clockSet, clockSet.reading.rate == reading.rate,
           abs(clockSet.reading.advanced(by: realNow.timeIntervalSince(clockSet.at)).timeIntervalSince(reading.now)) < 0.05 { return }
        _ = try call("setClock", reading.json)
        clockSet = (reading, realNow)
    }

    /// Sends a call and waits for its answer within the call timeout.
    func call(_ method: String, _ params: JSONValue) throws(ExtensionFault) -> JSONValue {
        let id = try send(method, params)
        guard let result = try wait(for: id, upTo: limits.callTimeout) else {
            throw fail(.timedOut(call: method, seconds: limits.callTimeout))
        }
        return result
    }

    /// Sends a call without waiting; answers its id.
    func send(_ method: String, _ params: JSONValue) throws(ExtensionFault) -> Int {
        if let fault { throw fault }
        let id = nextID
        nextID += 1
        let message: JSONValue = ["id": .number(JSONNumber(id)), "method": .string(method), "params": params]
        guard process.write(Array((message.serialized() + "\n").utf8)) else {
            throw fail(ended() ?? .invalidMessage("\(method): the extension stopped reading its input"))
        }
        outstanding[id] = method
        return id
    }

    /// The answer to call `id`, waiting at most `seconds`; nil when it has not come yet.
    func wait(for id: Int, upTo seconds: Double) throws(ExtensionFault) -> JSONValue? {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int(max(0, seconds) * 1000))
        while true {
            if let fault { throw fault }
            if let answer = answers.removeValue(forKey: id) { return try checkMemory(answer) }
            try checkMemory()
            let remaining = deadline - clock.now
            let slice = remaining <= .zero ? 0 : Int32(min(10, (remaining / .milliseconds(1)).rounded(.up)))
            if process.waitReadable(milliseconds: slice) {
                try pump()
                if let answer = answers.removeValue(forKey: id) { return try checkMemory(answer) }
            }
            if remaining <= .zero { return nil }
        }
    }

    deinit { process.kill() }

    /// Ends the child.
    func close() {
        process.kill()
        if fault == nil { fault = .launchFailed("the extension was closed") }
    }

    /// Reads whatever the child wrote and files complete answers.
    private func pump() throws(ExtensionFault) {
        drainErrors()
        guard let bytes = process.readAvailable(process.output, limit: limits.outputBytes) else {
            throw fail(ended() ?? .exited(status: 0, detail: lastErrorLine))
        }
        pending += bytes
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = Array(pending[..<newline])
            pending.removeSubrange(...newline)
            try file(line)
        }
        if pending.count > limits.outputBytes { throw fail(.outputTooLarge(limit: limits.outputBytes)) }
    }

    /// The notifications the extension sent since the last take, oldest first; past the limit, one line says how
    /// many were dropped.
    func takeNotices() -> [ExtensionNotice] {
        if process.waitReadable(milliseconds: 0) { try? pump() }
        defer { notices = []; droppedNotices = 0 }
        guard droppedNotices > 0 else { return notices }
        return notices + [.log(subsystem: "notisim", category: "", message: "\(droppedNotices) more log lines from the extension were dropped")]
    }

    /// Files one line as an answer, or as a notification when it has a `method` and no `id`.
    private func file(_ line: [UInt8]) throws(ExtensionFault) {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { return }
        let message: JSONValue
        do { message = try JSONParser.parse(line) } catch {
            throw fail(.invalidMessage("\(Self.excerpt(line)): \(error.description)"))
        }
        guard message.objectValue != nil else { throw fail(.invalidMessage("\(Self.excerpt(line)): expected a JSON object")) }
        if message["id"] == nil, let method = message["method"]?.stringValue {
            try note(method, message["params"] ?? .object([]), line: line)
            return
        }
        guard let id = message["id"]?.intValue else { throw fail(.unknownMessage("\(Self.excerpt(line)): no call \"id\"")) }
        guard let method = outstanding.removeValue(forKey: id) else {
            throw fail(.unknownMessage("\(Self.excerpt(line)): no call \(id) is waiting for an answer"))
        }
        if let error = message["error"] {
            throw fail(.reportedError(call: method, message: error.stringValue ?? error.serialized()))
        }
        guard let result = message["result"], result.objectValue != nil else {
            throw fail(.invalidMessage("\(method): the answer needs a \"result\" object or an \"error\""))
        }
        answers[id] = result
    }

    /// Keeps a notification, or faults on one notisim does not know or a malformed one.
    private func note(_ method: String, _ params: JSONValue, line: [UInt8]) throws(ExtensionFault) {
        let notice: ExtensionNotice?
        do { notice = try ExtensionNotice.decode(method: method, params) } catch {
            throw fail(.invalidMessage("\(method): \(error.description)"))
        }
        guard let notice else { throw fail(.unknownMessage("\(Self.excerpt(line)): \"\(method)\" is not a notification notisim knows")) }
        if notices.count < ExtensionNotice.limit { notices.append(notice) } else { droppedNotices += 1 }
    }

    /// Kills the child when it uses more memory than allowed.
    private func checkMemory<T>(_ value: T) throws(ExtensionFault) -> T {
        try checkMemory()
        return value
    }

    private func checkMemory() throws(ExtensionFault) {
        if let resident = process.residentBytes, resident - baselineBytes > limits.memoryBytes {
            throw fail(.memoryLimitExceeded(residentBytes: resident, baselineBytes: baselineBytes, limit: limits.memoryBytes))
        }
    }

    /// Records the first fault and kills the child.
    private func fail(_ reason: ExtensionFault) -> ExtensionFault {
        if let fault { return fault }
        fault = reason
        process.kill()
        return reason
    }

    /// Keeps the end of what the child wrote to standard error, and the first whole fatal error line in it: the kept
    /// end may later start inside that line, and a cut copy must not replace it.
    private func drainErrors() {
        if let errors = process.readAvailable(process.errors, limit: 65_536) {
            let text = stderrTail + errors
            if fatalErrorLine == nil, let fatal = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().first(where: { $0.contains(Self.swiftFatalError) }) {
                fatalErrorLine = String(fatal.prefix(200))
            }
            stderrTail = Array(text.suffix(2048))
        }
    }

    /// How the Swift runtime begins the line that says why a program stopped (`File.swift:7: Fatal error: …`); the
    /// stack trace it prints next would otherwise be the last line (docs/rules/extension-sources.md#building-an-extensions-own-swift-sources).
    static let swiftFatalError = ": Fatal error: "
    /// The Swift runtime's fatal error line, once the child wrote one.
    private var fatalErrorLine: String?

    /// The fault of a child that ended by itself, if it has.
    private func ended() -> ExtensionFault? {
        let status = process.reap(waitingUpTo: 100)
        drainErrors()
        switch status {
        case .exited(let code)?: return .exited(status: code, detail: lastErrorLine)
        case .signaled(let signal)?: return .killedBySignal(signal, detail: lastErrorLine)
        case nil: return nil
        }
    }

    /// What explains a crash: the Swift runtime's fatal error line, else the last line of standard error.
    private var lastErrorLine: String? {
        fatalErrorLine ?? String(decoding: stderrTail, as: UTF8.self).split(separator: "\n").last.map { String($0.prefix(200)) }
    }

    private static func excerpt(_ line: [UInt8]) -> String {
        let text = String(decoding: line.prefix(60), as: UTF8.self)
        return "\"" + text + (line.count > 60 ? "…" : "") + "\""
    }
}
