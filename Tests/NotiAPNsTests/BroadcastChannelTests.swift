import Foundation
import Testing
import NotiCore
@testable import NotiAPNs

@Suite("Broadcast channels and sends (docs/rules/live-activities.md#broadcast-push-channels)")
struct BroadcastChannelTests {
    let sink = InMemoryPushSink()
    let channels = BroadcastChannels()
    static let bundle = "com.example.app"
    static let createBody = Array(#"{"message-storage-policy":1,"push-type":"LiveActivity"}"#.utf8)
    static let requestID = "0E8C3F4A-1234-4C5D-9E6F-0123456789AB"

    var api: ProviderAPI {
        ProviderAPI(authMode: .none, verifier: ProviderTokenVerifier(keys: []), registry: DeviceRegistry(workspaceID: "ws"),
                    sink: sink, now: { Date(timeIntervalSince1970: 0) }, channels: channels)
    }

    /// The answer a request gets at once (a refusal or a management answer); nil when it was admitted as a push.
    func answer(_ method: String, _ path: String, _ headers: [(String, String)] = [], body: [UInt8] = []) -> APNsResponse? {
        var session = ProviderTokenSession()
        let request = APNsRequest(method: method, path: path, headers: headers.map { (name: $0.0, value: $0.1) }, body: body)
        if case .failure(let response) = api.admit(request, session: &session, generatedID: "11111111-2222-3333-4444-555555555555") {
            return response
        }
        return nil
    }

    func created() throws -> String {
        try #require(answer("POST", "/1/apps/\(Self.bundle)/channels", body: Self.createBody)?.channelID)
    }

    @Test("creating a channel answers 201 with apns-channel-id and the echoed apns-request-id")
    func createAnswers201WithChannelID() throws {
        let response = try #require(answer("POST", "/1/apps/\(Self.bundle)/channels", [("apns-request-id", Self.requestID)], body: Self.createBody))
        #expect(response.status == 201)
        #expect(response.requestID == Self.requestID)
        #expect(response.apnsID == nil)
        let id = try #require(response.channelID)
        #expect(Data(base64Encoded: id)?.count == 16)
        #expect(channels.all(bundleID: Self.bundle).map(\.id) == [id])
    }

    @Test("a create without push-type is MissingPushType, another push type InvalidPushType, a storage policy other than 0 or 1 BadMessageStoragePolicy")
    func createRefusesBadBodies() {
        let path = "/1/apps/\(Self.bundle)/channels"
        #expect(answer("POST", path, body: Array(#"{"message-storage-policy":0}"#.utf8))?.reason == .missingPushType)
        #expect(answer("POST", path, body: Array(#"{"push-type":"alert"}"#.utf8))?.reason == .invalidPushType)
        #expect(answer("POST", path, body: Array(#"{"message-storage-policy":2,"push-type":"LiveActivity"}"#.utf8))?.reason == .badMessageStoragePolicy)
        #expect(channels.all(bundleID: Self.bundle).isEmpty)
    }

    @Test("reading a channel answers its storage policy and push type; all-channels lists the bundle's channels only")
    func readAndListChannels() throws {
        let id = try created()
        let read = try #require(answer("GET", "/1/apps/\(Self.bundle)/channels", [("apns-channel-id", id)]))
        #expect(read.status == 200)
        #expect(read.body == #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#)
        _ = try channels.create(bundleID: "com.other", storagePolicy: 0, uuid: "99999999-2222-3333-4444-555555555555")
        let list = try #require(answer("GET", "/1/apps/\(Self.bundle)/all-channels"))
        #expect(list.status == 200)
        #expect(list.body == #"{"channels":["\#(id)"]}"#)
    }

    @Test("deleting a channel answers 204; the channel is then ChannelNotRegistered")
    func deleteThenChannelNotRegistered() throws {
        let id = try created()
        let path = "/1/apps/\(Self.bundle)/channels"
        let deleted = try #require(answer("DELETE", path, [("apns-channel-id", id)]))
        #expect(deleted.status == 204)
        #expect(deleted.body == nil)
        let again = try #require(answer("DELETE", path, [("apns-channel-id", id)]))
        #expect(again.status == 400)
        #expect(again.reason == .channelNotRegistered)
        #expect(again.body == #"{"reason":"ChannelNotRegistered"}"#)
    }

    @Test("a channel request without apns-channel-id is MissingChannelId, with a non-base64 one BadChannelId, with another bundle's ChannelNotRegistered")
    func channelIDHeaderReasons() throws {
        let id = try created()
        #expect(answer("GET", "/1/apps/\(Self.bundle)/channels")?.reason == .missingChannelId)
        #expect(answer("GET", "/1/apps/\(Self.bundle)/channels", [("apns-channel-id", "not base64!")])?.reason == .badChannelId)
        #expect(answer("GET", "/1/apps/com.other/channels", [("apns-channel-id", id)])?.reason == .channelNotRegistered)
        #expect(answer("GET", "/1/apps/\(Self.bundle)/channels", [("apns-channel-id", id), ("apns-channel-id", id)])?.reason == .duplicateHeaders)
    }

    @Test("a method a channel path does not take is 405 MethodNotAllowed")
    func wrongMethodOnChannelPaths() {
        #expect(answer("PUT", "/1/apps/\(Self.bundle)/channels")?.status == 405)
        #expect(answer("POST", "/1/apps/\(Self.bundle)/all-channels")?.reason == .methodNotAllowed)
        #expect(answer("GET", "/4/broadcasts/apps/\(Self.bundle)")?.reason == .methodNotAllowed)
    }

    @Test("a broadcast to a channel is admitted as one liveactivity push carrying the channel id; answered 200 with apns-request-id")
    func broadcastAdmittedForChannel() async throws {
        let id = try created()
        var session = ProviderTokenSession()
        let request = APNsRequest(method: "POST", path: "/4/broadcasts/apps/\(Self.bundle)", headers: [
            (name: "apns-channel-id", value: id), (name: "apns-push-type", value: "liveactivity"), (name: "apns-request-id", value: Self.requestID),
        ], body: Array(#"{"aps":{"event":"update","timestamp":1,"content-state":{}}}"#.utf8))
        let push = try api.admit(request, session: &session, generatedID: "G").get()
        #expect(push.channelID == id)
        #expect(push.pushType == .liveactivity)
        #expect(push.bundleID == Self.bundle)
        #expect(push.topic == "com.example.app.push-type.liveactivity")
        let response = await api.deliver(push)
        #expect(response.status == 200)
        #expect(response.requestID == Self.requestID)
        #expect(response.apnsID == nil)
        #expect(sink.pushes.map(\.channelID) == [id])
    }

    @Test("a broadcast without apns-push-type is MissingPushType, with another InvalidPushType, to an unknown channel ChannelNotRegistered")
    func broadcastRefusals() throws {
        let id = try created()
        let path = "/4/broadcasts/apps/\(Self.bundle)"
        let body = Array(#"{"aps":{"event":"end","timestamp":1}}"#.utf8)
        #expect(answer("POST", path, [("apns-channel-id", id)], body: body)?.reason == .missingPushType)
        #expect(answer("POST", path, [("apns-channel-id", id), ("apns-push-type", "alert")], body: body)?.reason == .invalidPushType)
        #expect(answer("POST", path, [("apns-push-type", "liveactivity")], body: body)?.reason == .missingChannelId)
        let unknown = Data(repeating: 7, count: 16).base64EncodedString()
        #expect(answer("POST", path, [("apns-channel-id", unknown), ("apns-push-type", "liveactivity")], body: body)?.reason == .channelNotRegistered)
        #expect(answer("POST", path, [("apns-channel-id", id), ("apns-push-type", "liveactivity")])?.reason == .payloadEmpty)
        #expect(sink.pushes.isEmpty)
    }

    @Test("only the channel, all-channels and broadcast paths leave the device API")
    func onlyBroadcastPathsRouted() {
        #expect(BroadcastRoute(path: "/3/device/abc") == nil)
        #expect(BroadcastRoute(path: "/1/apps/com.a/channels/x") == nil)
        #expect(BroadcastRoute(path: "/4/broadcasts/apps/com.a") == .broadcast(bundleID: "com.a"))
        #expect(BroadcastRoute(path: "/1/apps/com.a/channels") == .channels(bundleID: "com.a"))
        #expect(BroadcastRoute(path: "/1/apps/com.a/all-channels") == .allChannels(bundleID: "com.a"))
        #expect(BroadcastRoute(path: "/1/apps/c\u{f6}m.\u{1F600}/channels") == .channels(bundleID: "c\u{f6}m.\u{1F600}"))
        #expect(BroadcastRoute(path: "/1/apps//channels") == nil)
        #expect(BroadcastRoute(path: "/1/apps/com.a/channel") == nil)
        #expect(BroadcastRoute(path: "/4/broadcasts/apps/") == nil)
        #expect(BroadcastRoute(path: "/4/broadcasts/apps/com.a/") == nil)
        #expect(BroadcastRoute(path: "4/broadcasts/apps/com.a/x") == nil)
        #expect(BroadcastRoute(path: "/3/device/" + String(repeating: "ab", count: 32)) == nil)
    }
}
