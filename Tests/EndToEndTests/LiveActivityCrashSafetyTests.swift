import Foundation
import Testing
import TestSupport

/// SIGKILL while Live Activity updates stream into `notisim serve`: every update answered 200 before the kill is in the
/// state at the next start (docs/rules/live-activities.md#live-activities: updates and ends are journalled).
///
/// `NOTISIM_CRASH_SEED` repeats a run (the seed is printed).
@Suite("Live Activity crash safety", .serialized, .tags(.e2e, .stress), .slowTier)
struct LiveActivityCrashSafetyTests {
    /// The start push's `timestamp`; update number N is sent with timestamp `base + N` and minute N.
    static let base = 1_700_000_000

    /// Update number `number` with curl to the activity's `token`; whether it was answered 200.
    static func sendUpdate(_ number: Int, port: Int, token: String) -> Bool {
        let body = #"{"aps":{"event":"update","timestamp":\#(base + number),"#
            + #""content-state":{"homeScore":\#(number % 10),"awayScore":0,"minute":\#(number),"kickoff":721692800}}}"#
        let answer = (try? ServeTests.curl(port: port, token: token, topic: LiveActivityEndpointTests.topic, body: body,
                                           headers: ["apns-push-type: liveactivity", "apns-priority: 5"])) ?? ""
        return answer.hasPrefix("HTTP/2 200")
    }

    /// The activity A1 as the state file under `stateHome` holds it: its last timestamp and its content state's minute.
    static func savedActivity(stateHome: String) throws -> (lastTimestamp: Int, minute: Int)? {
        let base = URL(fileURLWithPath: stateHome).appendingPathComponent("notisim")
        let folders = try FileManager.default.contentsOfDirectory(atPath: base.path)
        guard let file = folders.map({ base.appendingPathComponent($0).appendingPathComponent("state.json") })
            .first(where: { FileManager.default.fileExists(atPath: $0.path) }) else { throw TmuxError("no state file under \(base.path)") }
        let state = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let activities = (state?["liveActivities"] as? [String: Any])?["activities"] as? [[String: Any]] ?? []
        guard let activity = activities.first(where: { $0["id"] as? String == "A1" }), let last = activity["lastTimestamp"] as? Int,
              let contentText = activity["contentState"] as? String,
              let content = try JSONSerialization.jsonObject(with: Data(contentText.utf8)) as? [String: Any],
              let minute = content["minute"] as? Int else { return nil }
        return (last, minute)
    }

    @Test("every Live Activity update answered 200 before a SIGKILL is in the state at the next start")
    func acknowledgedUpdatesSurviveSIGKILL() throws {
        let seed = ProcessInfo.processInfo.environment["NOTISIM_CRASH_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64(UInt32.max))
        print("Live Activity crash safety: seed \(seed) (NOTISIM_CRASH_SEED=\(seed) repeats it)")
        var random = SeededGenerator(seed: seed)
        let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-live-crash-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: stateHome) }
        let workspace = LiveActivityRenderTests.fixture.path

        var server = try ServeTests.Server(workspace: workspace, stateHome: stateHome, keepingState: true)
        let start = try #require(try LiveActivityEndpointTests.tokens(stateHome: stateHome).split(separator: "\n")
            .first { $0.hasPrefix("\(LiveActivityEndpointTests.bundle) iPhone/push-to-start/MatchAttributes ") }?
            .split(separator: " ").dropFirst(2).first.map(String.init))
        #expect(try LiveActivityEndpointTests.push(server, to: start, "start").hasPrefix("HTTP/2 200"))
        let token = String(try #require(server.log.firstMatch(of: /started by push-to-start, push token ([0-9a-f]{64})/)).output.1)

        var newestAcknowledged = 0, sent = 0, updates = 0
        for run in 1...6 {
            let port = server.port
            let sender = NumberedSender(first: sent) { Self.sendUpdate($0, port: port, token: token) }
            sender.start()
            usleep(UInt32.random(in: 50_000...400_000, using: &random))
            kill(server.process.processIdentifier, SIGKILL)
            server.process.waitUntilExit()
            let acknowledged = sender.stop()
            updates += acknowledged.count
            newestAcknowledged = max(newestAcknowledged, acknowledged.max() ?? 0)
            // The update cut short by the kill may have been applied without its 200: the next run sends newer ones.
            sent = max(sent, acknowledged.max() ?? 0) + 2

            // A clean stop after the restart writes the state file from the state it loaded (the journal replayed).
            let restarted = try ServeTests.Server(workspace: workspace, stateHome: stateHome, keepingState: true)
            restarted.stop()
            let saved = try #require(try Self.savedActivity(stateHome: stateHome), "run \(run) (seed \(seed)): no activity A1 saved")
            let kept = saved.lastTimestamp >= Self.base + newestAcknowledged
            #expect(kept, "run \(run) (seed \(seed)): update \(newestAcknowledged) was answered 200 but the state holds \(saved.lastTimestamp - Self.base)")
            #expect(saved.minute == saved.lastTimestamp - Self.base, "run \(run): the content state is the timestamp's update")
            if !kept { return }
            server = try ServeTests.Server(workspace: workspace, stateHome: stateHome, keepingState: true)
        }
        server.stop()
        #expect(updates > 0, "updates were answered 200 between the kills")
        print("Live Activity crash safety: \(updates) updates answered 200 over 6 SIGKILLs, none lost")
    }
}
