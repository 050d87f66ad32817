import Crypto
import Foundation
@testable import NotiAPNs

/// An endpoint started on 127.0.0.1 with free ports for one test, with a registered install and a recording sink.
struct LiveServer {
    let running: RunningServer
    let sink: InMemoryPushSink
    let token: String
    let log: LogCollector
    let directory: String

    static let teamID = "TEAM123456"
    static let keyID = "KEY1234567"

    static func start(
        auth: APNsAuthMode = .none, key: P256.Signing.PrivateKey? = nil, tls: Bool = true,
        adjust: (inout APNsServerConfiguration) -> Void = { _ in }
    ) async throws -> LiveServer {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-live-\(UUID().uuidString)").path
        let registry = DeviceRegistry(workspaceID: "live")
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        let sink = InMemoryPushSink()
        let keys = key.map { [ProviderKey(teamID: teamID, keyID: keyID, publicKey: $0.publicKey)] } ?? []
        let api = ProviderAPI(authMode: auth, verifier: ProviderTokenVerifier(keys: keys), registry: registry, sink: sink, now: { Date() })
        var configuration = APNsServerConfiguration(
            tls: tls ? .init(host: "127.0.0.1", port: 0) : nil, h2c: .init(host: "127.0.0.1", port: 0),
            stateDirectory: directory, api: api
        )
        let log = LogCollector()
        configuration.requestLog = { entries in for entry in entries { log.append(entry.line) } }
        adjust(&configuration)
        let running = try await APNsServer.start(configuration)
        return LiveServer(running: running, sink: sink, token: token, log: log, directory: directory)
    }

    func stop() async {
        await running.shutdown()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A TLS client trusting the server's CA.
    func tlsClient(alpn: Bool = true) async throws -> TestHTTP2Client {
        try await TestHTTP2Client.connect(port: running.tlsPort ?? 0, caPath: running.caCertificatePath, alpn: alpn)
    }

    /// An h2c (prior knowledge) client.
    func h2cClient() async throws -> TestHTTP2Client {
        try await TestHTTP2Client.connect(port: running.h2cPort ?? 0, caPath: nil)
    }

    var devicePath: String { "/3/device/\(token)" }
    static let payload = Array(#"{"aps":{"alert":"hello"}}"#.utf8)
    static let topic = [("apns-topic", "com.example.app")]
}

/// Collects request-log lines.
final class LogCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}
