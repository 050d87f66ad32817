import Foundation
import NIOCore
import NotiCore
import Testing
@testable import NotiAPNs

/// A client of an `HTTP2Connection` driven directly: no socket, no event loop, no clock. Its sink answers at once,
/// so every answer is out by the time `send` returns; time moves only when `advance(by:)` says.
final class MachinePeer: ConformancePeer {
    static let epoch = Date(timeIntervalSince1970: 1_800_000_000)

    let encoder = ClientHeaderEncoder()
    let sink: InMemoryPushSink
    let configuration: APNsServerConfiguration
    let token: String
    private var connection: HTTP2Connection<ProviderAPISession>
    private var reader = ServerFrameReader()
    private(set) var frames: [ServerFrame] = []
    private(set) var closed = false
    /// The request log, in order.
    private(set) var logged: [RequestLogEntry] = []
    /// The deadline the connection last asked for.
    private(set) var deadline: Duration?
    private(set) var uptime: Duration = .zero
    /// While true the sink's answers are kept until ``releaseAnswers()``, as if the centre were still busy with them.
    var holdsAnswers = false
    private var heldAnswers: [(pushes: [HTTP2Connection<ProviderAPISession>.Admitted], responses: [APNsResponse])] = []

    /// A connection that has sent the preface and a SETTINGS with `settings` (unless `preface` is false).
    convenience init(settings: [(UInt16, UInt32)] = [], preface: Bool = true,
                     adjust: (inout APNsServerConfiguration) -> Void = { _ in }) throws {
        let registry = DeviceRegistry(workspaceID: "machine")
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        let sink = InMemoryPushSink()
        let api = ProviderAPI(authMode: .none, verifier: ProviderTokenVerifier(keys: []), registry: registry, sink: sink, now: { Self.epoch })
        var configuration = APNsServerConfiguration(tls: nil, h2c: nil, stateDirectory: "/nonexistent", api: api)
        adjust(&configuration)
        self.init(configuration: configuration, sink: sink, token: token)
        if preface { try send(ClientFrames.preface + ClientFrames.settings(settings)) }
    }

    /// Another connection to the endpoint `configuration` describes.
    init(configuration: APNsServerConfiguration, sink: InMemoryPushSink, token: String) {
        self.configuration = configuration
        self.sink = sink
        self.token = token
        let start = HTTP2Instant(date: Self.epoch, uptime: .zero)
        connection = HTTP2Connection(configuration: configuration, at: start)
        connection.start(at: start)
        collect()
    }

    var devicePath: String { "/3/device/\(token)" }
    var pushes: [InboundPush] { sink.pushes }
    private var instant: HTTP2Instant { HTTP2Instant(date: Self.epoch, uptime: uptime) }

    func send(_ bytes: [UInt8]) throws {
        connection.receive(ByteBuffer(bytes: bytes), at: instant)
        collect()
    }

    /// Lets `duration` pass, firing the connection's timer if its deadline came.
    func advance(by duration: Duration) {
        uptime += duration
        guard let deadline, deadline <= uptime else { return }
        connection.timerFired(at: instant)
        collect()
    }

    /// Hands the connection the answers held back, in order.
    func releaseAnswers() {
        let held = heldAnswers
        heldAnswers = []
        for (pushes, responses) in held { connection.answer(pushes, with: responses, at: instant) }
        collect()
    }

    /// The listener gave the connection's slot to a new one.
    func evict() {
        connection.evict(at: instant)
        collect()
    }

    /// The transport went away under the connection.
    func dropTransport() {
        connection.transportClosed()
        collect()
    }

    func frame(where matches: @escaping @Sendable (ServerFrame) -> Bool) -> ServerFrame? { frames.first(where: matches) }
    func everyFrame() -> [ServerFrame] { frames }
    func closedByServer() -> Bool { closed }

    /// Frames written since the last call.
    func newFrames(since count: inout Int) -> [ServerFrame] {
        defer { count = frames.count }
        return Array(frames[count...])
    }

    func expectStillServing() async throws {
        let other = MachinePeer(configuration: configuration, sink: sink, token: token)
        try other.send(other.freshConnectionPush())
        #expect(try await other.answer(stream: 1).status == "200")
    }

    func close() async {}

    /// Carries out the connection's actions until none are left: frames kept, pushes delivered and answered.
    private func collect() {
        while true {
            let actions = connection.takeActions()
            if let bytes = actions.bytes { frames += reader.frames(adding: bytes) }
            logged += actions.answered
            if actions.close { closed = true }
            deadline = actions.deadline
            guard !actions.pushes.isEmpty else { return }
            let responses = LockedState<[APNsResponse]>([])
            configuration.api.deliver(actions.pushes.map(\.delivery)) { answers in responses.withLock { $0 = answers } }
            guard !holdsAnswers else {
                heldAnswers.append((actions.pushes, responses.withLock { $0 }))
                continue
            }
            connection.answer(actions.pushes, with: responses.withLock { $0 }, at: instant)
        }
    }
}
