import Foundation
import NIOCore
import NIOEmbedded
import NotiAPNs

/// A sink that accepts every push and keeps nothing, so memory stays flat over millions of runs.
private struct DiscardingSink: PushSink {
    func deliver(_ pushes: [AcceptedPush], answer: @escaping @Sendable ([PushOutcome]) -> Void) {
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

/// Fuzzes the endpoint's HTTP/2 server connection with what a client sends after the connection preface.
///
/// Framing of an input: the first byte picks how the bytes arrive (0 = all in one read, else reads of that many
/// bytes, so frames split across reads are covered); the rest are the client's frames, sent after the preface.
/// The connection runs in an embedded channel with one registered device (`iPhone`, `com.example.app`).
public func fuzzHTTP2Connection(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    let readSize = Int(bytes.first ?? 0)
    let stream = preface + bytes.dropFirst()
    let channel = EmbeddedChannel()
    do {
        try channel.pipeline.syncOperations.addHandler(APNsConnectionHandler(configuration: configuration))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
    } catch {
        fatalError("the embedded connection did not start: \(error)")
    }
    var start = 0
    while start < stream.count, channel.isActive {
        let end = readSize == 0 ? stream.count : min(stream.count, start + readSize)
        _ = try? channel.writeInbound(channel.allocator.buffer(bytes: stream[start..<end]))
        channel.embeddedEventLoop.run()
        start = end
    }
    while (try? channel.readOutbound(as: ByteBuffer.self)) != nil {}
    _ = try? channel.finish()
    return 0
}
