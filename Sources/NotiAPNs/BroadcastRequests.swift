import Foundation
import NotiCore

/// The broadcast paths the endpoint answers besides `/3/device/…`: channel management and broadcast sends.
/// docs/rules/live-activities.md#broadcast-push-channels.
enum BroadcastRoute: Hashable {
    /// `/1/apps/<bundle>/channels`: create (POST), read (GET) or delete (DELETE) one channel.
    case channels(bundleID: String)
    /// `/1/apps/<bundle>/all-channels`: list every channel (GET).
    case allChannels(bundleID: String)
    /// `/4/broadcasts/apps/<bundle>`: send to every activity subscribed to a channel (POST).
    case broadcast(bundleID: String)

    /// The route `path` names; nil for any other path (the device API then answers it).
    init?(path: String) {
        // Nearly every request is a device push (`/3/…`) whose path ends in a 64-digit token: rule those out by one
        // byte, and split the others by bytes, not characters (walking a token by grapheme cost more than the rest
        // of the request checks together).
        guard path.utf8.dropFirst().first != UInt8(ascii: "3") else { return nil }
        let parts = path.utf8.split(separator: UInt8(ascii: "/"), maxSplits: 5, omittingEmptySubsequences: false)
        guard parts.count == 5, parts[0].isEmpty else { return nil }
        func names(_ part: Int, _ text: StaticString) -> Bool {
            text.withUTF8Buffer { parts[part].elementsEqual($0) }
        }
        if names(1, "1"), names(2, "apps"), !parts[3].isEmpty {
            let bundleID = String(Substring(parts[3]))
            if names(4, "channels") { self = .channels(bundleID: bundleID); return }
            if names(4, "all-channels") { self = .allChannels(bundleID: bundleID); return }
            return nil
        }
        if names(1, "4"), names(2, "broadcasts"), names(3, "apps"), !parts[4].isEmpty {
            self = .broadcast(bundleID: String(Substring(parts[4])))
            return
        }
        return nil
    }
}

extension ProviderAPI {
    /// The push type a channel carries in `push-type` (the only one Apple offers).
    static let channelPushType = "LiveActivity"

    /// Answers a channel-management request at once, or admits a broadcast send as a push for every activity
    /// subscribed to its channel. Answers carry `apns-request-id` (echoed or `generatedID`), never `apns-id`.
    func admit(
        _ route: BroadcastRoute, request: APNsRequest, session: inout ProviderTokenSession, generatedID: String,
        at now: @autoclosure () -> Date
    ) -> Result<InboundPush, APNsResponse> {
        let requestID = request.header("apns-request-id").flatMap(APNsRequestValidator.canonicalUUID) ?? generatedID
        func refuse(_ reason: APNsReason) -> Result<InboundPush, APNsResponse> {
            var response = APNsResponse.failure(reason, apnsID: nil)
            response.requestID = requestID
            return .failure(response)
        }
        func answer(_ status: Int, channelID: String? = nil, document: JSONValue? = nil) -> Result<InboundPush, APNsResponse> {
            .failure(.channelAnswer(status: status, requestID: requestID, channelID: channelID, document: document?.serialized()))
        }
        let read = ["apns-channel-id", "apns-request-id", "apns-push-type", "apns-priority", "authorization"]
        for name in read where request.headers.filter({ $0.name == name }).count > 1 { return refuse(.duplicateHeaders) }
        if let sent = request.header("apns-request-id"), APNsRequestValidator.canonicalUUID(sent) == nil {
            return refuse(.badMessageId)
        }
        if authMode == .jwt, let reason = session.authorize(authorization: request.header("authorization"), verifier: verifier, now: now()) {
            return refuse(reason)
        }
        /// The channel the `apns-channel-id` header names, or the reason it names none.
        func namedChannel(of bundleID: String) -> Result<BroadcastChannel, APNsReason> {
            guard let id = request.header("apns-channel-id"), !id.isEmpty else { return .failure(.missingChannelId) }
            guard Data(base64Encoded: id) != nil else { return .failure(.badChannelId) }
            guard let channel = channels.channel(id, bundleID: bundleID) else { return .failure(.channelNotRegistered) }
            return .success(channel)
        }

        switch (route, request.method) {
        case (.channels(let bundleID), "POST"):
            guard let body = try? JSONParser.parse(request.body), case .object = body else { return refuse(.payloadEmpty) }
            guard let pushType = body["push-type"]?.stringValue else { return refuse(.missingPushType) }
            guard pushType == Self.channelPushType else { return refuse(.invalidPushType) }
            let policy = body["message-storage-policy"]
            guard policy == nil || [0, 1].contains(policy?.intValue) else { return refuse(.badMessageStoragePolicy) }
            // A channel that could not be kept is not answered as created. docs/rules/live-activities.md#broadcast-channels-survive-restarts.
            guard let channel = try? channels.create(bundleID: bundleID, storagePolicy: policy?.intValue ?? 0, uuid: generatedID) else {
                return refuse(.internalServerError)
            }
            return answer(201, channelID: channel.id)
        case (.channels(let bundleID), "GET"):
            switch namedChannel(of: bundleID) {
            case .failure(let reason): return refuse(reason)
            case .success(let channel):
                return answer(200, document: .object([
                    ("message-storage-policy", .number(JSONNumber(literal: String(channel.storagePolicy)))),
                    ("push-type", .string(Self.channelPushType)),
                ]))
            }
        case (.channels(let bundleID), "DELETE"):
            switch namedChannel(of: bundleID) {
            case .failure(let reason): return refuse(reason)
            case .success(let channel):
                guard (try? channels.delete(channel.id, bundleID: bundleID)) != nil else { return refuse(.internalServerError) }
                return answer(204)
            }
        case (.allChannels(let bundleID), "GET"):
            return answer(200, document: .object([("channels", .array(channels.all(bundleID: bundleID).map { .string($0.id) }))]))
        case (.broadcast(let bundleID), "POST"):
            let channel: BroadcastChannel
            switch namedChannel(of: bundleID) {
            case .failure(let reason): return refuse(reason)
            case .success(let named): channel = named
            }
            guard let sentType = request.header("apns-push-type") else { return refuse(.missingPushType) }
            guard sentType == PushType.liveactivity.rawValue else { return refuse(.invalidPushType) }
            var priority = 10
            if let sent = request.header("apns-priority") {
                guard let value = Int(sent), [10, 5, 1].contains(value) else { return refuse(.badPriority) }
                priority = value
            }
            guard !request.body.isEmpty else { return refuse(.payloadEmpty) }
            guard request.body.count <= PushType.liveactivity.payloadLimit else { return refuse(.payloadTooLarge) }
            return .success(InboundPush(
                bundleID: bundleID, payload: request.body, pushType: .liveactivity, collapseID: nil, apnsID: requestID,
                deviceToken: "", channelID: channel.id, topic: PushType.liveactivity.topic(forBundleID: bundleID), priority: priority
            ))
        default:
            return refuse(.methodNotAllowed)
        }
    }
}
