import _CryptoExtras
import Foundation
import NIOCore
import NIOEmbedded
import NotiAPNs
import NotiCore
@testable import NotiEndpoint

/// FCM's HTTP/2 connection handler in an embedded channel over the service of `FCMServiceTests`: frames written by
/// hand, the server's frames read back, no socket and no wall clock.
final class EmbeddedFCMConnection {
    let channel = EmbeddedChannel()
    let service: FCMService
    let sink: FCMServiceTests.AcceptingSink
    let key: _RSA.Signing.PrivateKey
    let folder: URL
    var wire = FCMHTTP2Wire()

    /// A connection within the FCM server's limits changed by `adjust`, its preface and SETTINGS (with `settings`)
    /// exchanged unless `opens` is false.
    init(adjust: (inout APNsServerConfiguration.Limits) -> Void = { _ in }, settings: [(UInt16, UInt32)] = [], opens: Bool = true) throws {
        (service, sink, key, folder) = try FCMServiceTests.service()
        var limits = FCMServer.http2Limits(idleTimeout: FCMServer.defaultIdleTimeout)
        adjust(&limits)
        let batcher = FCMDeliveryBatcher(loop: channel.embeddedEventLoop, service: service, http2Limits: limits)
        try channel.pipeline.syncOperations.addHandler(batcher.http2Handler())
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        try send(opens ? FCMHTTP2Wire.opening(settings) : [])
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Bytes from the client, read in one go; every task they start (the batcher's turn, the answers) runs.
    func send(_ bytes: [UInt8]) throws {
        try channel.writeInbound(channel.allocator.buffer(bytes: bytes))
        channel.embeddedEventLoop.run()
        while let written = try channel.readOutbound(as: ByteBuffer.self) { wire.read(written) }
    }

    /// Lets `duration` pass on the channel's clock, firing the timers due.
    func advance(by duration: TimeAmount) throws {
        channel.embeddedEventLoop.advanceTime(by: duration)
        while let written = try channel.readOutbound(as: ByteBuffer.self) { wire.read(written) }
    }

    /// An access token from `POST /token` on `stream` of this connection.
    func accessToken(stream: UInt32) throws -> String? {
        let grant = String(decoding: try FCMServiceTests.grantBody(service, key: key), as: UTF8.self)
        try send(wire.request(stream: stream, path: "/token", contentType: "application/x-www-form-urlencoded", body: grant))
        return wire.answer(stream: stream).json?["access_token"]?.stringValue
    }

    /// The registration token of the install of `bundleID`.
    func registrationToken(_ bundleID: String) -> String? {
        service.installsByRegistrationToken.first { $0.value.bundleID == bundleID }?.key
    }

    var messagesPath: String { "/v1/projects/\(service.account.projectID)/messages:send" }
    var pushes: [InboundPush] { sink.pushes.withLock { $0 } }
}
