import Foundation
import Testing
import TestSupport

/// docs/rules/live-activities.md#live-activities: `notisim render --view live-activity|island --activity FILE`.
@Suite("Rendering Live Activities from the command line", .tags(.e2e), .slowTier)
struct LiveActivityRenderTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../NotiAppTests/Fixtures/LiveScores").standardized

    private func render(_ view: String, _ extra: [String] = []) throws -> CommandLineTests.Result {
        try CommandLineTests.notisim(["render", "--view", view, "--activity", Self.fixture.appendingPathComponent("pushes/start.apns").path,
                                      "--workspace", Self.fixture.path, "--format", "text", "--device", "iphone-15"] + extra)
    }

    @Test("render --view live-activity and island draw a push-to-start with its type's layouts")
    func renderLiveActivityAndIsland() throws {
        let lock = try render("live-activity")
        #expect(lock.status == 0, "\(lock.errors)")
        assertGolden(lock.output, named: "render-live-activity")
        let island = try render("island")
        #expect(island.status == 0, "\(island.errors)")
        assertGolden(island.output, named: "render-island")
    }

    @Test("render --view live-activity of a type no app has is one line naming the key, exit 1")
    func unknownTypeIsOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let payload = folder.appendingPathComponent("start.apns")
        try #"{"aps":{"event":"start","timestamp":1700000000,"attributes-type":"PizzaAttributes","attributes":{},"content-state":{}}}"#
            .write(to: payload, atomically: true, encoding: .utf8)
        let result = try CommandLineTests.notisim(["render", "--view", "island", "--activity", payload.path, "--workspace", Self.fixture.path])
        #expect(result.status == 1)
        #expect(result.errors.split(separator: "\n").count == 1 && result.errors.contains("aps.attributes-type"), "\(result.errors)")
    }

    @Test("validate checks a payload as the push type its headers sidecar names: a liveactivity push without event is warned")
    func validateReadsTheSidecarPushType() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"{"aps":{"timestamp":1700000000,"content-state":{"eta":1}}}"#.write(to: folder.appendingPathComponent("ride.apns"), atomically: true, encoding: .utf8)
        try #"{"apns-push-type": "liveactivity"}"#.write(to: folder.appendingPathComponent("ride.headers.json"), atomically: true, encoding: .utf8)
        let result = try CommandLineTests.notisim(["validate", folder.appendingPathComponent("ride.apns").path])
        #expect(result.output.contains("aps.event: missing: a Live Activity push needs start, update or end"), "\(result.output)\(result.errors)")
    }

    @Test("notisim tokens lists each Live Activity type's push-to-start token beside the app's device token, each with its environment")
    func tokensListPushToStart() throws {
        let result = try CommandLineTests.notisim(["tokens", "--workspace", Self.fixture.path])
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.contains { $0.count == 4 && $0[0] == "com.example.scores" && $0[1] == "iPhone/push-to-start/MatchAttributes" && $0[2].count == 64
                && $0[3] == "any" }, "\(result.output)")
        #expect(lines.contains { $0.count == 4 && $0[0] == "com.example.scores" && $0[1] == "iPhone" && $0[3] == "any" })
    }
}
