import Foundation

extension DecodedPayload {
    /// The Live Activity request a `liveactivity` payload makes; nil when it names no valid event.
    package var liveActivityRequest: LiveActivityRequest? {
        guard pushType == .liveactivity, let fields = liveActivity, let name = fields.event,
              let event = LiveActivityRequest.Event(rawValue: name) else { return nil }
        let alert = content.flatMap { content -> LiveActivityAlert? in
            guard !content.title.isEmpty || !content.body.isEmpty else { return nil }
            return LiveActivityAlert(title: content.title, body: content.body, sound: content.sound.map { $0.name ?? "default" })
        }
        func date(_ seconds: Int?) -> Date? { seconds.map { Date(timeIntervalSince1970: TimeInterval($0)) } }
        var request = LiveActivityRequest(event: event, timestamp: fields.timestamp, attributesType: fields.attributesType,
                                   attributes: fields.attributes, contentState: fields.contentState,
                                   staleDate: date(fields.staleDate), dismissalDate: date(fields.dismissalDate),
                                   relevanceScore: json?["aps"]?["relevance-score"]?.doubleValue, alert: alert)
        request.channelID = json?["aps"]?["input-push-channel"]?.stringValue
        return request
    }
}
