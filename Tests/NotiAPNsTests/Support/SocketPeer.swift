import NotiCore
import Testing
@testable import NotiAPNs

/// A raw socket to a live h2c listener started for one test, that has sent the preface and a SETTINGS with
/// `settings` (unless `preface` is false).
final class SocketPeer: ConformancePeer {
    let server: LiveServer
    let socket: RawHTTP2Socket
    let encoder = ClientHeaderEncoder()

    init(settings: [(UInt16, UInt32)] = [], preface: Bool = true) async throws {
        server = try await LiveServer.start(tls: false)
        socket = try await RawHTTP2Socket.connect(port: server.running.h2cPort ?? 0)
        if preface { try await socket.send(ClientFrames.preface + ClientFrames.settings(settings)) }
    }

    var devicePath: String { server.devicePath }
    var pushes: [InboundPush] { server.sink.pushes }

    func send(_ bytes: [UInt8]) async throws { try await socket.send(bytes) }
    func frame(where matches: @escaping @Sendable (ServerFrame) -> Bool) async throws -> ServerFrame? { try await socket.frame(where: matches) }
    func everyFrame() async throws -> [ServerFrame] { try await socket.everyFrame() }
    func closedByServer() async throws -> Bool { try await socket.closedByServer() }

    func expectStillServing() async throws {
        let socket = try await RawHTTP2Socket.connect(port: server.running.h2cPort ?? 0)
        try await socket.send(freshConnectionPush())
        #expect(try await socket.answer(stream: 1).status == "200")
        await socket.close()
    }

    func close() async {
        await socket.close()
        await server.stop()
    }
}
