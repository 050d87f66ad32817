import Foundation
import NIOCore
import NotiCore
import Testing
@testable import NotiAPNs
@testable import NotiEndpoint

/// FCM's HTTP/2 on the endpoint's own connection (docs/rules/fcm.md#pointing-a-firebase-sdk-at-notisim): the same
/// state machine as the APNs endpoint's, so the same limits and defences, answering with FCM's JSON.
@Suite("FCM over the endpoint's own HTTP/2 connection")
struct FCMHTTP2Tests {
    @Test("the token endpoint, messages:send, Instance ID batches and topic subscriptions answer on one HTTP/2 connection with FCM's JSON and content type and no apns-id; messages reach the app side")
    func everyRouteOnOneConnection() throws {
        let connection = try EmbeddedFCMConnection()
        let token = try #require(try connection.accessToken(stream: 1))
        let granted = connection.wire.answer(stream: 1)
        #expect(granted.status == 200 && granted.ended)
        #expect(granted.headers["content-type"] == "application/json; charset=UTF-8")
        #expect(granted.headers["apns-id"] == nil)
        let shop = try #require(connection.registrationToken("com.example.shop"))
        let news = try #require(connection.registrationToken("com.example.news"))

        try connection.send(connection.wire.request(stream: 3, path: "/iid/v1:batchAdd", accessToken: token,
                                                    body: #"{"to": "/topics/deals", "registration_tokens": ["\#(shop)"]}"#))
        #expect(String(decoding: connection.wire.answer(stream: 3).body, as: UTF8.self) == #"{"results":[{}]}"#)
        let projectID = connection.service.account.projectID
        try connection.send(connection.wire.request(stream: 5, path: "/v1/projects/\(projectID)/registrations/\(news)/topicSubscriptions?topicName=deals",
                                                    accessToken: token, body: "{}"))
        #expect(connection.wire.answer(stream: 5).json?["topic_name"]?.stringValue == "deals")

        try connection.send(connection.wire.request(stream: 7, path: connection.messagesPath, accessToken: token,
                                                    body: #"{"message": {"token": "\#(shop)", "notification": {"title": "Sale"}}}"#))
        let sent = connection.wire.answer(stream: 7)
        #expect(sent.status == 200 && sent.ended)
        #expect(sent.headers["content-type"] == "application/json; charset=UTF-8" && sent.headers["apns-id"] == nil)
        #expect(sent.headers["content-length"] == String(sent.body.count))
        #expect(sent.json?["name"]?.stringValue?.hasPrefix("projects/\(projectID)/messages/0:") == true)
        #expect(connection.pushes.map(\.bundleID) == ["com.example.shop"])

        try connection.send(connection.wire.request(stream: 9, path: connection.messagesPath, accessToken: token,
                                                    body: #"{"message": {"topic": "deals", "notification": {"title": "Deals"}}}"#))
        #expect(connection.wire.answer(stream: 9).status == 200)
        #expect(connection.pushes.map(\.bundleID).sorted() == ["com.example.news", "com.example.shop", "com.example.shop"])
    }

    @Test("refusals are FCM's errors on their own stream: no access token UNAUTHENTICATED, an unknown token UNREGISTERED; the connection goes on")
    func refusalsAreFCMErrors() throws {
        let connection = try EmbeddedFCMConnection()
        let shop = try #require(connection.registrationToken("com.example.shop"))
        try connection.send(connection.wire.request(stream: 1, path: connection.messagesPath, body: #"{"message": {"token": "\#(shop)"}}"#))
        let anonymous = connection.wire.answer(stream: 1)
        #expect(anonymous.status == 401 && anonymous.json?["error"]?["status"]?.stringValue == "UNAUTHENTICATED")
        let token = try #require(try connection.accessToken(stream: 3))
        let unknown = String(shop.dropLast(4)) + (shop.hasSuffix("aaaa") ? "bbbb" : "aaaa")
        try connection.send(connection.wire.request(stream: 5, path: connection.messagesPath, accessToken: token,
                                                    body: #"{"message": {"token": "\#(unknown)", "notification": {"title": "x"}}}"#))
        let unregistered = connection.wire.answer(stream: 5)
        #expect(unregistered.status == 404 && String(decoding: unregistered.body, as: UTF8.self).contains(#""errorCode":"UNREGISTERED""#))
        #expect(connection.pushes.isEmpty)
        #expect(connection.channel.isActive)
    }

    @Test("messages completed by one read reach the app side together and are each answered with their own name, in stream order")
    func oneReadIsOneBatch() throws {
        let connection = try EmbeddedFCMConnection()
        let token = try #require(try connection.accessToken(stream: 1))
        let shop = try #require(connection.registrationToken("com.example.shop"))
        var bytes: [UInt8] = []
        for stream: UInt32 in [3, 5, 7] {
            bytes += connection.wire.request(stream: stream, path: connection.messagesPath, accessToken: token,
                                             body: #"{"message": {"token": "\#(shop)", "notification": {"title": "n\#(stream)"}}}"#)
        }
        try connection.send(bytes)
        let names = [UInt32(3), 5, 7].compactMap { connection.wire.answer(stream: $0).json?["name"]?.stringValue }
        #expect(names.count == 3 && Set(names).count == 3 && names == names.sorted())
        #expect(connection.pushes.compactMap { try? JSONParser.parse($0.payload)["aps"]?["alert"]?["title"]?.stringValue } == ["n3", "n5", "n7"])
    }

    @Test("a body over FCM's 1 MB is answered 413 with FCM's error by its content-length, the stream reset before the body is read; the connection goes on")
    func oversizedBody() throws {
        let connection = try EmbeddedFCMConnection()
        try connection.send(connection.wire.headers(stream: 1, path: connection.messagesPath,
                                                    headers: [("content-length", String(FCMServer.maximumBody + 1))], endStream: false))
        let refused = connection.wire.answer(stream: 1)
        #expect(refused.status == 413 && refused.json?["error"]?["code"]?.intValue == 413)
        #expect(connection.wire.frames.contains { $0.type == .rstStream && $0.stream == 1 && $0.errorCode == HTTP2ErrorCode.noError.rawValue })
        #expect(try connection.accessToken(stream: 3) != nil)
    }

    @Test("flow control: an FCM answer larger than the client's stream window goes out as the window opens")
    func answerWaitsForWindow() throws {
        let connection = try EmbeddedFCMConnection(settings: [(0x4, 16)])
        try connection.send(connection.wire.request(stream: 1, path: connection.messagesPath, body: #"{"message": {"topic": "a"}}"#))
        var answer = connection.wire.answer(stream: 1)
        #expect(answer.status == 401 && answer.body.count == 16 && !answer.ended)
        try connection.send(FCMHTTP2Wire.windowUpdate(stream: 1, increment: 1 << 16))
        answer = connection.wire.answer(stream: 1)
        #expect(answer.ended && answer.json?["error"]?["status"]?.stringValue == "UNAUTHENTICATED")
    }

    @Test("rapid reset: RST_STREAM past the budget gets GOAWAY ENHANCE_YOUR_CALM and the connection closes, as on an APNs connection")
    func rapidReset() throws {
        let connection = try EmbeddedFCMConnection(adjust: { $0.maximumResetsPerWindow = 10 })
        var bytes: [UInt8] = []
        for index in 0..<11 {
            let stream = UInt32(2 * index + 1)
            bytes += connection.wire.headers(stream: stream, path: connection.messagesPath, endStream: false)
                + FCMHTTP2Wire.frame(.rstStream, stream: stream, payload: [0, 0, 0, 8])
        }
        try connection.send(bytes)
        let goAway = try #require(connection.wire.frames.last { $0.type == .goAway })
        #expect(goAway.errorCode == HTTP2ErrorCode.enhanceYourCalm.rawValue)
        #expect(!connection.channel.isActive)
        #expect(connection.pushes.isEmpty)
    }

    @Test("a protocol violation gets GOAWAY PROTOCOL_ERROR and the connection closes; a client that never sends its preface gets GOAWAY HandshakeTimeout")
    func goAway() throws {
        let violating = try EmbeddedFCMConnection()
        try violating.send(FCMHTTP2Wire.frame(.data, stream: 0, payload: [1]))
        #expect(violating.wire.frames.last?.type == .goAway && violating.wire.frames.last?.errorCode == HTTP2ErrorCode.protocolError.rawValue)
        #expect(!violating.channel.isActive)

        let silent = try EmbeddedFCMConnection(opens: false)
        try silent.advance(by: .seconds(11))
        let goAway = try #require(silent.wire.frames.last { $0.type == .goAway })
        #expect(goAway.errorCode == HTTP2ErrorCode.noError.rawValue && String(decoding: goAway.payload.dropFirst(8), as: UTF8.self).contains("HandshakeTimeout"))
        #expect(!silent.channel.isActive)
    }
}
