import Foundation
import NotiCore
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiWorkspace

/// docs/rules/requests.md#location-triggers-need-location-authorization: a location trigger fires only for an app the
/// user allows location when in use or always.
@Suite("Location triggers need location authorization")
struct LocationAuthorizationTests {
    static let app = "com.example.errands"

    /// A workspace whose app adds a location trigger at launch for the office region (entry, not repeating), with
    /// `locationAuthorization` set when given.
    static func runner(locationAuthorization: String?) throws -> (ScriptRunner, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-location-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let status = locationAuthorization.map { #""locationAuthorization": "\#($0)", "# } ?? ""
        let json = """
        {"version": 1, "name": "Errands", "apps": [{"bundleID": "\(app)", "displayName": "Errands", \(status)
          "launchRequests": [{"id": "office", "trigger": {"region": {"id": "office", "latitude": 52.52, "longitude": 13.405, "radius": 200}},
                              "content": {"title": "At the office", "body": "Drop off the parcel"}}]}]}
        """
        try Data(json.utf8).write(to: folder.appendingPathComponent("workspace.json"))
        let workspace = try Session.loadWorkspace(folder.path)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let model = try Session.makeModel(workspace: workspace, os: "17", device: "iphone-15", theme: "light", environment: [:],
                                          size: TerminalSize(cols: 80, rows: 30), now: start, timeZone: TimeZone(identifier: "UTC")!)
        return (ScriptRunner(model: model, clock: ManualClock(start), baseDirectory: folder), folder)
    }

    @Test("without location authorization a crossed region is withheld and logged; allowed when in use, the next entry fires")
    func withheldUntilAllowed() throws {
        let (runner, folder) = try Self.runner(locationAuthorization: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = runner.run(script: """
            move 52.52,13.405
            expect-log "\\"office\\" not delivered: its region was crossed, but location authorization is not-determined"
            expect-not "At the office"
            location \(Self.app) when-in-use
            expect-log "location authorization when-in-use"
            move 50.11,8.68
            move 52.52,13.405
            expect "At the office"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("the workspace's always or when-in-use lets the trigger fire on entry; denied withholds it")
    func workspaceSetsTheStatus() throws {
        for (status, fires) in [("always", true), ("whenInUse", true), ("denied", false), ("notDetermined", false)] {
            let (runner, folder) = try Self.runner(locationAuthorization: status)
            defer { try? FileManager.default.removeItem(at: folder) }
            let outcome = runner.run(script: "move 52.52,13.405\n" + (fires ? "expect \"At the office\"" : "expect-not \"At the office\""))
            #expect(outcome.passed, "\(status): \(String(describing: outcome.failure))")
        }
    }

    @Test("location names an app the workspace has and a status scripts know, else the script fails naming it")
    func badArguments() throws {
        let (runner, folder) = try Self.runner(locationAuthorization: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(runner.run(script: "location com.example.nope always").failure?.message.contains("no app \"com.example.nope\"") == true)
        #expect(throws: CommandError.self) { _ = try Command.parse("location \(Self.app) sometimes") }
    }
}
