import Foundation
import NotiAPNs
import NotiCore
import Testing
import TestSupport
@testable import NotiEndpoint

/// FCM's HTTP/2 listeners on real sockets: h2c by prior knowledge on the plain listener, `h2` by ALPN on the TLS one.
@Suite("FCM's HTTP/2 on 127.0.0.1", .tags(.network), .slowTier)
struct FCMHTTP2SocketTests {
    @Test("messages:send over h2c by prior knowledge is answered with FCM's JSON and content type, no apns-id, and reaches the app side")
    func sendOverH2C() async throws {
        try await sendOneMessage(overTLS: false)
    }

    @Test("messages:send over TLS with h2 by ALPN is answered with FCM's JSON and content type, no apns-id, and reaches the app side")
    func sendOverTLS() async throws {
        try await sendOneMessage(overTLS: true)
    }

    private func sendOneMessage(overTLS: Bool) async throws {
        let (service, sink, key, folder) = try FCMServiceTests.service()
        defer { try? FileManager.default.removeItem(at: folder) }
        let certificates = try CertificateStore.loadOrCreate(directory: folder.path, hosts: [], now: Date())
        let listener = APNsServerConfiguration.Listener(parsing: "127.0.0.1:0")
        let server = try await FCMServer.start(plain: overTLS ? nil : listener, tls: overTLS ? listener : nil, service: service, certificates: certificates)
        let port = try #require(overTLS ? server.tlsPort : server.plainPort)
        // The token and the install are ready before the socket opens: the server closes a connection that has not sent
        // its preface within the handshake timeout, and a loaded machine can take that long to sign the grant.
        let accessToken = try await FCMServiceTests.accessToken(service, key: key)
        let shop = try #require(service.installsByRegistrationToken.first { $0.value.bundleID == "com.example.shop" }?.key)
        let socket = try await FCMHTTP2Socket.connect(port: port, caPath: overTLS ? server.caCertificatePath : nil)
        var wire = FCMHTTP2Wire()
        try await socket.send(FCMHTTP2Wire.opening() + wire.request(
            stream: 1, path: "/v1/projects/\(service.account.projectID)/messages:send", accessToken: accessToken,
            body: #"{"message": {"token": "\#(shop)", "notification": {"title": "Sale", "body": "20% off"}}}"#))
        let answer = try await socket.frames { $0.answer(stream: 1).ended }.answer(stream: 1)
        #expect(answer.status == 200)
        #expect(answer.headers["content-type"] == "application/json; charset=UTF-8" && answer.headers["apns-id"] == nil)
        #expect(answer.json?["name"]?.stringValue?.hasPrefix("projects/\(service.account.projectID)/messages/0:") == true)
        let push = try #require(sink.pushes.withLock { $0 }.first)
        #expect(push.bundleID == "com.example.shop")
        #expect(try JSONParser.parse(push.payload)["aps"]?["alert"]?["title"]?.stringValue == "Sale")
        await socket.close()
        await server.shutdown()
    }
}
