import Foundation
import Testing
import TestSupport

/// docs/rules/live-activities.md#live-activity-push-tokens-on-the-endpoint: `notisim serve` with curl over h2c, on the LiveScores
/// fixture: a push-to-start gives the activity its own token, which takes updates until the activity ends.
@Suite("Live Activity tokens on notisim serve", .serialized, .tags(.e2e, .network), .slowTier)
struct LiveActivityEndpointTests {
    static let bundle = "com.example.scores"
    static let topic = bundle + ".push-type.liveactivity"

    static func push(_ server: ServeTests.Server, to token: String, _ file: String) throws -> String {
        let body = try String(contentsOf: LiveActivityRenderTests.fixture.appendingPathComponent("pushes/\(file).apns"), encoding: .utf8)
        return try ServeTests.curl(port: server.port, token: token, topic: topic, body: body, headers: ["apns-push-type: liveactivity"])
    }

    static func tokens(stateHome: String) throws -> String {
        try CommandLineTests.notisim(["tokens", "--workspace", LiveActivityRenderTests.fixture.path], stateHome: stateHome).output
    }

    @Test("a push-to-start's activity token is listed by notisim tokens and takes updates; after the end it is 410 ExpiredToken")
    func activityTokenListedThenRetired() throws {
        let server = try ServeTests.Server(workspace: LiveActivityRenderTests.fixture.path, keepingState: true)
        defer { server.stop() }
        let listed = try Self.tokens(stateHome: server.stateHome)
        let start = try #require(listed.split(separator: "\n").first { $0.hasPrefix("\(Self.bundle) iPhone/push-to-start/MatchAttributes ") }?
            .split(separator: " ").dropFirst(2).first.map(String.init))
        #expect(try Self.push(server, to: start, "start").hasPrefix("HTTP/2 200"))
        let match = try #require(server.log.firstMatch(of: /started by push-to-start, push token ([0-9a-f]{64})/))
        let activity = String(match.output.1)
        #expect(try Self.tokens(stateHome: server.stateHome).contains("\(Self.bundle) iPhone/activity/A1 \(activity)"))
        #expect(try Self.push(server, to: activity, "goal").hasPrefix("HTTP/2 200"))
        #expect(try Self.push(server, to: activity, "final").hasPrefix("HTTP/2 200"))
        let late = try Self.push(server, to: activity, "goal")
        #expect(late.hasPrefix("HTTP/2 410") && late.contains(#""reason":"ExpiredToken""#), "\(late)")
        #expect(!(try Self.tokens(stateHome: server.stateHome).contains(activity)), "an ended activity's token is not listed")
        let alert = try ServeTests.curl(port: server.port, token: activity, topic: Self.bundle, body: #"{"aps":{"alert":"x"}}"#)
        #expect(alert.hasPrefix("HTTP/2 400") && alert.contains("DeviceTokenNotForTopic"), "\(alert)")
    }

    @Test("an update and an end sent to a push-to-start token are answered 200 and ignored, the log naming the token and the event")
    func updatesToThePushToStartTokenAreIgnored() throws {
        let server = try ServeTests.Server(workspace: LiveActivityRenderTests.fixture.path, keepingState: true)
        defer { server.stop() }
        let start = try #require(try Self.tokens(stateHome: server.stateHome).split(separator: "\n")
            .first { $0.hasPrefix("\(Self.bundle) iPhone/push-to-start/MatchAttributes ") }?.split(separator: " ").dropFirst(2).first.map(String.init))
        #expect(try Self.push(server, to: start, "start").hasPrefix("HTTP/2 200"))
        let goal = try Self.push(server, to: start, "goal")
        #expect(goal.hasPrefix("HTTP/2 200"), "\(goal)")
        let end = try Self.push(server, to: start, "final")
        #expect(end.hasPrefix("HTTP/2 200"), "\(end)")
        #expect(server.log.contains("Live Activity update sent to push-to-start token \(start) ignored"), "\(server.log)")
        #expect(server.log.contains("Live Activity end sent to push-to-start token \(start) ignored"), "\(server.log)")
        #expect(!server.log.contains("Live Activity A1 updated") && !server.log.contains("Live Activity A1 ended"), "\(server.log)")
        #expect(try Self.tokens(stateHome: server.stateHome).contains("\(Self.bundle) iPhone/activity/A1 "), "the activity still runs")
    }
}
