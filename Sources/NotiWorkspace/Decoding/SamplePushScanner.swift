import Foundation
import NotiCore

/// Finds `*.apns` files in the pushes folder and reads their target app and sidecar headers.
struct SamplePushScanner {
    /// Push files larger than this are refused before reading.
    static let maximumBytes = 1_000_000
    /// Sidecar file suffix: `NAME.headers.json` next to `NAME.apns`.
    static let headersSuffix = ".headers.json"
    /// APNs request headers a sidecar may set.
    static let knownHeaders = ["apns-collapse-id", "apns-push-type", "apns-priority", "apns-expiration", "apns-topic", "apns-id"]
    static let pushTypes = ["alert", "background", "voip", "complication", "fileprovider", "mdm", "location", "liveactivity", "pushtotalk", "widgets", "controls"]

    let apps: [SimulatedApp]
    /// Files the diagnostics of one file under its path.
    let report: (String, [Diagnostic]) -> Void

    func scan(_ folder: URL) -> [SamplePush] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names where name.hasSuffix(Self.headersSuffix) {
            let push = String(name.dropLast(Self.headersSuffix.count)) + ".apns"
            if !names.contains(push) {
                report(folder.appendingPathComponent(name).path, [.warning("", "no \(push) next to it; these headers are unused")])
            }
        }
        return names.filter { $0.hasSuffix(".apns") }.compactMap { name in
            let url = folder.appendingPathComponent(name)
            let sidecar = folder.appendingPathComponent(String(name.dropLast(5)) + Self.headersSuffix)
            let headers = FileManager.default.fileExists(atPath: sidecar.path) ? readHeaders(sidecar) : [:]
            guard let target = readPayload(url) else { return nil }
            return SamplePush(name: String(name.dropLast(5)), path: url.path, targetBundleID: target.targetBundleID, headers: headers)
        }
    }

    private func readJSON(_ url: URL, into sink: DiagnosticSink) -> JSONValue? {
        guard let size = WorkspaceFiles.regularFileSize(url), size <= Self.maximumBytes, let data = try? Data(contentsOf: url) else {
            sink.error("", "cannot read it, or it is larger than \(Self.maximumBytes) bytes")
            return nil
        }
        do { return try JSONParser.parse(Array(data)) } catch {
            sink.error("", error.description)
            return nil
        }
    }

    /// What the push list needs from a payload.
    private struct PayloadSummary { var targetBundleID: String? }

    /// The push's target app; nil when the file is unusable.
    private func readPayload(_ url: URL) -> PayloadSummary? {
        let sink = DiagnosticSink()
        defer { report(url.path, sink.diagnostics) }
        guard let payload = readJSON(url, into: sink) else { return nil }
        guard payload.objectValue != nil else {
            sink.error("", "expected a JSON object with \"aps\", got \(payload.messageDescription)")
            return nil
        }
        if payload["aps"]?.objectValue == nil { sink.error("aps", "missing or not an object; APNs refuses a push without it") }
        var bundleID: String?
        switch payload["Simulator Target Bundle"] {
        case nil:
            sink.warning("Simulator Target Bundle", "missing; `notisim push` then needs the app's bundle id")
        case .string(let target)?:
            bundleID = target
            if let app = apps.first(where: { $0.bundleID == target }) {
                if let category = payload["aps"]?["category"]?.stringValue, app.category(category) == nil {
                    sink.warning("aps.category", "\(target) registers no category \"\(category)\"")
                }
                checkLiveActivity(payload["aps"], app: app, into: sink)
            } else {
                sink.warning("Simulator Target Bundle", "no app of this workspace has the bundle id \"\(target)\"")
            }
        case let other?:
            sink.error("Simulator Target Bundle", "expected a bundle id string, got \(other.messageDescription)")
        }
        return sink.errorCount == 0 ? PayloadSummary(targetBundleID: bundleID) : nil
    }

    /// A Live Activity sample push's content state against the app's type (the one `attributes-type` names, or the
    /// app's only one): a key missing or unknown is a warning naming it. docs/rules/live-activities.md#content-state-must-match-its-type.
    private func checkLiveActivity(_ aps: JSONValue?, app: SimulatedApp, into sink: DiagnosticSink) {
        guard let aps, let state = aps["content-state"], !app.liveActivityTypes.isEmpty else { return }
        let named = aps["attributes-type"]?.stringValue
        let type = named.map { name in app.liveActivityTypes.first { $0.name == name } }
            ?? (app.liveActivityTypes.count == 1 ? app.liveActivityTypes.first : nil)
        guard let type else {
            if let named { sink.warning("aps.attributes-type", "\(app.bundleID) has no Live Activity type \"\(named)\"") }
            return
        }
        var findings = type.check(contentState: state)
        if let attributes = aps["attributes"] { findings += type.check(attributes: attributes) }
        for finding in findings { sink.warning(finding.path, finding.message) }
    }

    func readHeaders(_ url: URL) -> [String: String] {
        let sink = DiagnosticSink()
        defer { report(url.path, sink.diagnostics) }
        guard let value = readJSON(url, into: sink), let reader = ObjectReader(value, path: "", sink: sink) else { return [:] }
        var headers: [String: String] = [:]
        for name in Self.knownHeaders {
            guard let raw = reader.value(name) else { continue }
            guard let text = raw.stringValue ?? raw.intValue.map(String.init) else {
                sink.error(name, "expected a string, got \(raw.messageDescription)")
                continue
            }
            if let problem = Self.problem(header: name, value: text) { sink.error(name, problem) } else { headers[name] = text }
        }
        if headers["apns-push-type"] == PushType.background.rawValue, headers["apns-priority"] == "10" {
            sink.error("apns-priority", "a background push is sent at priority 5 or 1; APNs refuses 10 (BadPriority)")
            headers["apns-priority"] = nil
        }
        reader.finish()
        return headers
    }

    /// Why APNs would refuse this header value, if it would.
    static func problem(header: String, value: String) -> String? {
        switch header {
        case "apns-collapse-id":
            return value.utf8.count > 64 ? "\(value.utf8.count) bytes; APNs refuses collapse ids over 64 bytes (BadCollapseId)" : nil
        case "apns-priority":
            return ["10", "5", "1"].contains(value) ? nil : "expected 10, 5 or 1 (BadPriority), got \"\(value)\""
        case "apns-push-type":
            return pushTypes.contains(value) ? nil : "unknown push type \"\(value)\" (InvalidPushType)"
        case "apns-expiration":
            return Int(value).map { $0 >= 0 } == true ? nil : "expected a UNIX time in seconds (BadExpirationDate), got \"\(value)\""
        case "apns-id":
            return UUID(uuidString: value) == nil ? "expected a UUID (BadMessageId), got \"\(value)\"" : nil
        default:
            return nil
        }
    }
}

/// The APNs headers a payload file brings along in its sidecar `NAME.headers.json` (next to `NAME.apns` or `NAME.json`).
package enum PushHeadersSidecar {
    /// The sidecar's path for a payload file.
    package static func path(forPayloadAt payload: String) -> String {
        let url = URL(fileURLWithPath: payload)
        return url.deletingPathExtension().path + SamplePushScanner.headersSuffix
    }

    /// The sidecar's headers (lower-case names) and its problems; nil when there is no sidecar.
    package static func read(forPayloadAt payload: String) -> (headers: [String: String], diagnostics: [Diagnostic])? {
        let sidecar = path(forPayloadAt: payload)
        guard FileManager.default.fileExists(atPath: sidecar) else { return nil }
        var diagnostics: [Diagnostic] = []
        let headers = SamplePushScanner(apps: []) { _, found in diagnostics += found }.readHeaders(URL(fileURLWithPath: sidecar))
        return (headers, diagnostics)
    }
}
