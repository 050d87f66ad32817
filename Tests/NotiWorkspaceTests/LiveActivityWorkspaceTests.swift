import Foundation
import Testing
import NotiCore
@testable import NotiWorkspace

/// docs/rules/live-activities.md#live-activities and #content-state-must-match-its-type: `liveActivities` in workspace.json.
@Suite("Live Activity types in a workspace")
struct LiveActivityWorkspaceTests {
    static let json = """
        {"apps": [{"bundleID": "com.example.rides", "displayName": "Rides", "liveActivities": [
          {"type": "RideAttributes", "attributes": ["driver"], "contentState": ["eta"],
           "lockScreen": {"text": "{{driver}} · {{eta|timer}}"}, "minimal": {"text": "🚕"},
           "stale": {"minimal": {"text": "…"}}}]}]}
        """

    @Test("a type's keys and layouts are read; a sample push whose content state lacks a key is a warning naming it")
    func typesAndSamplePushes() throws {
        let result = try TemporaryWorkspace.load(Self.json, files: [
            "pushes/late.apns": #"{"Simulator Target Bundle": "com.example.rides", "aps": {"event": "update", "timestamp": 1, "content-state": {"etaa": 3}}}"#,
        ])
        let workspace = try #require(result.workspace)
        #expect(workspace.app("com.example.rides")?.liveActivityTypes == [LiveActivityType(name: "RideAttributes", attributeKeys: ["driver"], contentStateKeys: ["eta"])])
        let layout = try #require(workspace.liveActivityLayout(bundleID: "com.example.rides", type: "RideAttributes"))
        #expect(layout.view(.minimal, isStale: false) == .text("🚕", style: .body, wraps: true))
        #expect(layout.view(.minimal, isStale: true) == .text("…", style: .body, wraps: true))
        #expect(layout.view(.lockScreen, isStale: true) == layout.view(.lockScreen, isStale: false), "no stale look given: the active one")
        let lines = result.diagnostics.map(\.description)
        #expect(lines.contains { $0.contains("late.apns: warning: aps.content-state.eta: missing") }, "\(lines)")
        #expect(lines.contains { $0.contains("late.apns: warning: aps.content-state.etaa: not a key of RideAttributes") }, "\(lines)")
    }

    @Test("a bad view in a layout or its stale look, a stale key that is no presentation and a type without lockScreen are errors naming the key path")
    func badLayouts() throws {
        let result = try TemporaryWorkspace.load("""
            {"apps": [{"bundleID": "com.example.rides", "displayName": "Rides", "liveActivities": [
              {"type": "RideAttributes", "contentState": ["eta"], "minimal": {"blink": 1},
               "stale": {"compactLeading": {"blink": 2}, "label": {"text": "out of date"}}}]}]}
            """)
        let paths = result.diagnostics.map(\.diagnostic.path)
        let errors = result.diagnostics.filter { $0.diagnostic.severity == .error }.map(\.diagnostic.path)
        #expect(errors.contains("apps[0].liveActivities[0].lockScreen"), "\(errors)")
        #expect(errors.contains("apps[0].liveActivities[0].minimal"), "\(errors)")
        #expect(errors.contains("apps[0].liveActivities[0].stale.compactLeading"), "\(errors)")
        #expect(paths.contains("apps[0].liveActivities[0].stale.label"), "\(paths)")
    }
}
