import Foundation
import Testing
import NotiCore
@testable import NotiAPNs

/// docs/rules/live-activities.md#broadcast-channels-survive-restarts: every create and delete is made durable before it is answered.
@Suite("Broadcast channels survive restarts")
struct BroadcastChannelPersistenceTests {
    static let bundle = "com.example.app"
    static let createBody = Array(#"{"message-storage-policy":1,"push-type":"LiveActivity"}"#.utf8)

    struct PersistFailure: Error {}

    func answer(_ channels: BroadcastChannels, _ method: String, _ path: String, _ headers: [(String, String)] = [],
                body: [UInt8] = [], id: String = "11111111-2222-3333-4444-555555555555") -> APNsResponse? {
        let api = ProviderAPI(authMode: .none, verifier: ProviderTokenVerifier(keys: []), registry: DeviceRegistry(workspaceID: "ws"),
                              sink: InMemoryPushSink(), now: { Date(timeIntervalSince1970: 0) }, channels: channels)
        var session = ProviderTokenSession()
        let request = APNsRequest(method: method, path: path, headers: headers.map { (name: $0.0, value: $0.1) }, body: body)
        if case .failure(let response) = api.admit(request, session: &session, generatedID: id) { return response }
        return nil
    }

    @Test("each create and delete hands the whole table to persist before it is answered")
    func createAndDeletePersistTheTable() throws {
        let persisted = LockedState<[BroadcastChannels.Table]>([])
        let channels = BroadcastChannels { table in persisted.withLock { $0.append(table) } }
        let created = try #require(answer(channels, "POST", "/1/apps/\(Self.bundle)/channels", body: Self.createBody)?.channelID)
        #expect(persisted.withLock { $0 } == [[Self.bundle: [BroadcastChannel(id: created, storagePolicy: 1)]]])
        #expect(answer(channels, "DELETE", "/1/apps/\(Self.bundle)/channels", [("apns-channel-id", created)])?.status == 204)
        #expect(persisted.withLock { $0.last } == [:])
    }

    @Test("a channel that cannot be kept is not created: 500 InternalServerError, and all-channels does not list it")
    func unpersistedCreateIsRefused() throws {
        let channels = BroadcastChannels { _ in throw PersistFailure() }
        let response = try #require(answer(channels, "POST", "/1/apps/\(Self.bundle)/channels", body: Self.createBody))
        #expect(response.status == 500)
        #expect(response.reason == .internalServerError)
        #expect(channels.all(bundleID: Self.bundle).isEmpty)
    }

    @Test("a delete that cannot be kept is 500 and the channel stays")
    func unpersistedDeleteKeepsTheChannel() throws {
        let channel = BroadcastChannel(id: "AAECAwQFBgcICQoLDA0ODw==", storagePolicy: 0)
        let channels = BroadcastChannels([Self.bundle: [channel]]) { _ in throw PersistFailure() }
        #expect(answer(channels, "DELETE", "/1/apps/\(Self.bundle)/channels", [("apns-channel-id", channel.id)])?.status == 500)
        #expect(channels.channel(channel.id, bundleID: Self.bundle) == channel)
    }

    @Test("channels of an earlier run are read, listed and broadcast to")
    func restoredChannelsAreServed() throws {
        let channel = BroadcastChannel(id: "AAECAwQFBgcICQoLDA0ODw==", storagePolicy: 1)
        let channels = BroadcastChannels([Self.bundle: [channel]])
        let listing = try #require(answer(channels, "GET", "/1/apps/\(Self.bundle)/all-channels"))
        #expect(listing.document == #"{"channels":["AAECAwQFBgcICQoLDA0ODw=="]}"#)
        let broadcast = answer(channels, "POST", "/4/broadcasts/apps/\(Self.bundle)",
                               [("apns-channel-id", channel.id), ("apns-push-type", "liveactivity")],
                               body: Array(#"{"aps":{"event":"update","timestamp":1,"content-state":{}}}"#.utf8))
        #expect(broadcast == nil, "admitted as a push to the channel's subscribers")
    }
}
