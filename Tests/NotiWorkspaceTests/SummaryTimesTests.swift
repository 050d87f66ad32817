import Foundation
import NotiCore
import Testing
@testable import NotiWorkspace

// docs/rules/summary.md#scheduled-summary, docs/rules/summary.md#ephemeral-authorization
@Suite("Workspace summary times, App Clips and the summary answer")
struct SummaryTimesTests {
    static func workspace(summaryTimes: String) -> String {
        #"{"version": 1, "summaryTimes": \#(summaryTimes), "apps": [{"bundleID": "com.example.ok", "displayName": "OK"}]}"#
    }

    @Test("summaryTimes sets the device's summary times")
    func summaryTimesRead() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(summaryTimes: #"["21:30", "07:15"]"#))
        #expect(result.lines.isEmpty)
        #expect(result.workspace?.summarySchedule.minutes == [7 * 60 + 15, 21 * 60 + 30])
    }

    @Test("a summary time out of range or malformed is one line naming the file, key and reason; the rest of the workspace loads")
    func badSummaryTimes() throws {
        let outOfRange = try TemporaryWorkspace.load(Self.workspace(summaryTimes: #"["08:00", "25:00"]"#))
        #expect(outOfRange.lines == [#"workspace.json: error: summaryTimes[1]: "25:00" is out of range (00:00–23:59)"#])
        #expect(outOfRange.workspace?.apps.map(\.bundleID) == ["com.example.ok"])
        #expect(outOfRange.workspace?.summarySchedule == .standard)
        let malformed = try TemporaryWorkspace.load(Self.workspace(summaryTimes: #"["8am"]"#))
        #expect(malformed.lines == [#"workspace.json: error: summaryTimes[0]: "8am" is not a time HH:MM"#])
        let thirteen = (0..<13).map { #""\#(String(format: "%02d", $0)):00""# }.joined(separator: ",")
        let tooMany = try TemporaryWorkspace.load(Self.workspace(summaryTimes: "[\(thirteen)]"))
        #expect(tooMany.lines == ["workspace.json: error: summaryTimes: 13 summary times; iOS allows at most 12"])
    }

    @Test("appClip and the answer \"summary\" are read")
    func appClipAndSummaryAnswer() throws {
        let result = try TemporaryWorkspace.load(#"{"version": 1, "apps": [{"bundleID": "com.example.clip", "displayName": "Clip", "appClip": true, "authorization": {"answer": "summary"}}]}"#)
        #expect(result.lines.isEmpty)
        let app = try #require(result.workspace?.apps.first)
        #expect(app.isAppClip && app.firstPromptAnswer == .preset(.summary))
    }
}
