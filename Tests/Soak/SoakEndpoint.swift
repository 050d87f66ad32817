import Dispatch
import Foundation
import NotiAPNs
import NotiApp
import NotiCore
import NotiEndpoint

/// The real APNs endpoint on a loopback TLS port (HTTP/2 by ALPN), with every soak app installed on one simulated
/// device. TLS rather than h2c: curl 7.88 fails every request after the first on a reused prior-knowledge h2c
/// connection ("Error in the HTTP2 framing layer", with nghttpd as much as with notisim), but reuses TLS ones.
final class SoakEndpoint {
    let server: RunningServer
    let port: Int
    /// The CA certificate the client trusts.
    let caCertificatePath: String
    /// The endpoint's own folder (its CA and server certificate).
    private let stateDirectory: String
    /// Device token per bundle id.
    let tokens: [String: String]

    init(bundleIDs: [String], inbox: PushInbox, clock: ManualClock) throws {
        let registry = DeviceRegistry(workspaceID: "soak")
        var tokens: [String: String] = [:]
        for bundleID in bundleIDs { tokens[bundleID] = registry.register(deviceName: SimulatedDevice.name, bundleID: bundleID) }
        self.tokens = tokens
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-soak-apns-\(getpid())").path
        stateDirectory = state
        server = try AppEndpoint.start(tls: .init(host: "127.0.0.1", port: 0), h2c: nil, stateDirectory: state,
                                       directory: EndpointDirectory(registry: registry), inbox: inbox, clock: clock)
        guard let port = server.tlsPort, let ca = server.caCertificatePath else { throw SoakFailure("the push endpoint did not report its port and CA") }
        self.port = port
        caCertificatePath = ca
    }

    /// Stops the listener and removes its certificates.
    func shutdown() {
        let server = self.server
        _ = try? runBlocking { await server.shutdown() }
        try? FileManager.default.removeItem(atPath: stateDirectory)
    }
}

/// One push the soak sends: to which app, with which `apns-id` and optional collapse id.
struct SoakPush {
    var bundleID: String
    var apnsID: String
    var collapseID: String?
    var title: String
    var badge: Int
}

/// Sends pushes with curl over HTTP/2 and TLS (one process and one connection per batch) while the caller keeps
/// the app loop turning.
enum CurlPusher {
    /// Writes a curl config for the batch, runs curl, and calls `service` until it exits; answers the HTTP
    /// status of every request in the order sent.
    static func send(_ pushes: [SoakPush], to endpoint: SoakEndpoint, service: () -> Void) throws -> [Int] {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-soak-curl-\(getpid()).conf")
        var blocks: [String] = []
        for push in pushes {
            var text = ""
            let payload = #"{"aps":{"alert":{"title":"\#(push.title)","body":"soak push"},"sound":"default","badge":\#(push.badge)}}"#
            text += "url = \"https://127.0.0.1:\(endpoint.port)/3/device/\(endpoint.tokens[push.bundleID]!)\"\n"
            text += "http2\ncacert = \"\(endpoint.caCertificatePath)\"\n"
            text += "header = \"apns-id: \(push.apnsID)\"\n"
            if let collapse = push.collapseID { text += "header = \"apns-collapse-id: \(collapse)\"\n" }
            text += "data = \"\(payload.replacingOccurrences(of: "\"", with: "\\\""))\"\n"
            text += "output = \"/dev/null\"\n"
            text += "write-out = \"%{http_code}\\n\"\n"
            blocks.append(text)
        }
        let text = blocks.joined(separator: "next\n")
        try text.write(to: config, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "--silent", "--show-error", "--max-time", "60", "--config", config.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        let reader = DispatchQueue(label: "curl-output")
        let collected = LockedState(Data())
        let finished = DispatchSemaphore(value: 0)
        reader.async {
            let data = output.fileHandleForReading.readDataToEndOfFile()
            collected.withLock { $0 = data }
            finished.signal()
        }
        while process.isRunning { service(); usleep(200) }
        finished.wait()
        service()
        let lines = String(decoding: collected.withLock { $0 }, as: UTF8.self).split(separator: "\n")
        return lines.map { Int($0) ?? 0 }
    }
}
