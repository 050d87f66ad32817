/// A push from outside, as APNs accepted it: the one value that goes from the endpoint's socket to the app loop.
/// The provider API makes it once the request passes its checks (decoding the payload there, on the network thread),
/// the endpoint's sink hands it to the app loop's inbox as it is, and the app loop only delivers it. A class: a copy
/// is one reference, not a payload's worth.
package final class InboundPush: Sendable {
    /// The app the push is for.
    package let bundleID: String
    /// The payload as sent.
    package let payload: [UInt8]
    /// The `apns-push-type` (`alert` when omitted).
    package let pushType: PushType
    /// `apns-collapse-id`: the notification's identifier when given.
    package let collapseID: String?
    /// `apns-id`: the identifier otherwise.
    package let apnsID: String
    /// The payload decoded, on the thread that made the push: the app loop's thread only delivers it.
    package let decoded: DecodedPayload
    /// The device token the push was sent to: a Live Activity's own token picks that activity.
    package let deviceToken: String?
    /// The broadcast channel the push was sent on: every activity subscribed to it gets it.
    package let channelID: String?
    /// `deviceToken` is a Live Activity type's push-to-start token, which starts activities and nothing else.
    package let sentToPushToStartToken: Bool
    /// The `apns-topic` as sent, or the bundle id when the topic was omitted.
    package let topic: String
    /// The `apns-priority` (10, 5 or 1); 10 when omitted.
    package let priority: Int
    /// The `apns-expiration` in seconds since 1970; nil when omitted, 0 means "deliver now or never".
    package let expiration: Int?

    /// A push, its payload decoded here; or taken from `previous` when that push has the same payload and push type
    /// (a provider sending one notification to many devices sends the same bytes each time).
    package init(bundleID: String, payload: [UInt8], pushType: PushType, collapseID: String?, apnsID: String, deviceToken: String? = nil,
                channelID: String? = nil, sentToPushToStartToken: Bool = false, topic: String? = nil, priority: Int = 10,
                expiration: Int? = nil, previous: InboundPush? = nil, parsedPayload: JSONValue? = nil) {
        self.bundleID = bundleID; self.payload = payload; self.pushType = pushType; self.collapseID = collapseID; self.apnsID = apnsID
        self.deviceToken = deviceToken; self.channelID = channelID; self.sentToPushToStartToken = sentToPushToStartToken
        self.topic = topic ?? bundleID; self.priority = priority; self.expiration = expiration
        if let previous, previous.pushType == pushType, previous.payload == payload {
            self.decoded = previous.decoded
        } else {
            var decoded = PayloadDecoder.decode(payload, parsed: parsedPayload, pushType: pushType)
            // The journal's line for the notification it becomes, built here rather than on the app loop.
            decoded.content?.prepareJSON()
            self.decoded = decoded
        }
    }
}
