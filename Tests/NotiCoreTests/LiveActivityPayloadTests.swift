import Foundation
import Testing
import NotiCore

/// docs/rules/live-activities.md#live-activity-dates-are-seconds and #live-activities: what validation says about Live Activity payloads.
@Suite("Live Activity payloads")
struct LiveActivityPayloadTests {
    private func decode(_ json: String) -> DecodedPayload {
        PayloadDecoder.decode(Array(json.utf8), pushType: .liveactivity)
    }

    @Test("a timestamp in milliseconds is a warning giving the seconds")
    func millisecondsAreWarned() {
        let decoded = decode(#"{"aps":{"event":"update","timestamp":1700000000000,"content-state":{"eta":1}}}"#)
        #expect(decoded.warnings.contains { $0.path == "aps.timestamp" && $0.message.contains("looks like milliseconds") && $0.message.contains("1700000000") })
    }

    @Test("a push-to-start needs attributes-type, attributes and content-state")
    func pushToStartNeedsItsKeys() {
        let decoded = decode(#"{"aps":{"event":"start","timestamp":1700000000}}"#)
        let paths = Set(decoded.warnings.map(\.path))
        #expect(paths.isSuperset(of: ["aps.attributes-type", "aps.attributes", "aps.content-state"]))
    }

    @Test("a dismissal date on an event other than end is a warning")
    func dismissalDateOnlyOnEnd() {
        let decoded = decode(#"{"aps":{"event":"update","timestamp":1700000000,"content-state":{"eta":1},"dismissal-date":1700000100}}"#)
        #expect(decoded.warnings.contains { $0.path == "aps.dismissal-date" })
        let ended = decode(#"{"aps":{"event":"end","timestamp":1700000000,"dismissal-date":1700000100}}"#)
        #expect(!ended.warnings.contains { $0.path == "aps.dismissal-date" })
    }

    @Test("a start push becomes a request with its type, attributes, alert and dates")
    func startRequest() throws {
        let decoded = decode(#"{"aps":{"event":"start","timestamp":1700000000,"attributes-type":"RideAttributes","attributes":{"driver":"Min"},"content-state":{"eta":1},"stale-date":1700000900,"relevance-score":75,"alert":{"title":"On the way","body":"Min is coming","sound":"chime.caf"}}}"#)
        let request = try #require(decoded.liveActivityRequest)
        #expect(request.event == .start && request.attributesType == "RideAttributes" && request.attributes?["driver"] == "Min")
        #expect(request.staleDate == Date(timeIntervalSince1970: 1_700_000_900) && request.relevanceScore == 75)
        #expect(request.alert == LiveActivityAlert(title: "On the way", body: "Min is coming", sound: "chime.caf"))
    }
}
