import Foundation
import NIOCore
import NotiAPNs
import NotiCore

/// A sink that accepts every push and keeps nothing, so memory stays flat over millions of runs.
private struct DiscardingSink: PushSink {
    func deliver(_ pushes: [InboundPush], answer: @escaping @Sendable ([PushOutcome]) -> Void) {
        answer(pushes.map { .accepted(notificationID: $0.apnsID) })
    }
}

private let configuration: APNsServerConfiguration = {
    let registry = DeviceRegistry(workspaceID: "fuzz")
    registry.register(deviceName: "iPhone", bundleID: "com.example.app")
    let api = ProviderAPI(authMode: .none, verifier: ProviderTokenVerifier(keys: []), registry: registry, sink: DiscardingSink(),
                          now: { Date(timeIntervalSince1970: 1_700_000_000) })
    var configuration = APNsServerConfiguration(tls: nil, h2c: .init(host: "127.0.0.1", port: 0), stateDirectory: "/nonexistent", api: api)
    configuration.limits.maximumHeaderListSize = 4096
    return configuration
}()

private let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)

/// Fuzzes the endpoint's HTTP/2 connection state machine with what a client sends after the connection preface.
///
/// Framing of an input: the first byte picks how the bytes arrive (0 = all in one read, else reads of that many
/// bytes, so frames split across reads are covered); the rest are the client's frames, sent after the preface. Each
/// read comes a second after the last, the connection's deadline fires when it is due, and pushes are answered as the
/// channel handler answers them, with one registered device (`iPhone`, `com.example.app`).
public func fuzzHTTP2Connection(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    let readSize = Int(bytes.first ?? 0)
    let stream = preface + bytes.dropFirst()
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    var instant = HTTP2Instant(date: date, uptime: .zero)
    var connection = HTTP2Connection(configuration: configuration, at: instant)
    connection.start(at: instant)
    var start = 0
    var closed = false
    while start < stream.count, !closed {
        let end = readSize == 0 ? stream.count : min(stream.count, start + readSize)
        connection.receive(ByteBuffer(bytes: stream[start..<end]), at: instant)
        start = end
        instant.uptime += .seconds(1)
        instant.date = instant.date.addingTimeInterval(1)
        var actions = connection.takeActions()
        while !actions.pushes.isEmpty {
            // DiscardingSink answers before deliver returns.
            let answered = Answers()
            configuration.api.deliver(actions.pushes.map(\.delivery)) { answered.responses = $0 }
            connection.answer(actions.pushes, with: answered.responses, at: instant)
            actions = connection.takeActions()
        }
        if let deadline = actions.deadline, deadline <= instant.uptime {
            connection.timerFired(at: instant)
            actions = connection.takeActions()
        }
        closed = actions.close
    }
    return 0
}

/// The responses a synchronous sink gave.
private final class Answers: @unchecked Sendable {
    var responses: [APNsResponse] = []
}
