import Foundation
import NotiCore
@testable import NotiApp
import NotiExtensions
import Testing
import TestSupport

/// The interactive loop never waits for an extension: docs/rules.md#one-message-loop.
@Suite("One message loop")
struct MessageLoopTests {
    /// The fixture workspace's notification expanded on a loop that does not wait, its content extension in `mode`.
    private func expandWhileLoading(_ mode: String, callTimeout: Double = 3) throws -> (ExtensionHarness, FixtureWorkspace) {
        let fixture = try FixtureWorkspace(contentMode: mode)
        let harness = try ExtensionHarness(workspace: try fixture.workspace(), limits: ExtensionLimits(callTimeout: callTimeout),
                                           awaitsExtensions: false) { $0.serviceExtensionsEnabled = false }
        harness.push("note.apns")
        harness.keys("Down")
        return (harness, fixture)
    }

    @Test("While a hung content extension loads, the key returns at once and the custom area shows the default UI with the ratio-sized placeholder")
    func hungExtensionDoesNotHoldTheKey() throws {
        let started = ContinuousClock.now
        let (harness, fixture) = try expandWhileLoading("hang")
        defer { fixture.remove() }
        #expect(ContinuousClock.now - started < .seconds(2), "the call timeout is 3 s: the key did not wait for it")
        let open = try #require(harness.model.expanded?.contentExtension)
        #expect(!open.loaded && open.state.customView == nil)
        #expect(harness.screen.contains("from the fixture") && harness.screen.contains("1 Like"))
        // The pushed notification's identifier is a fresh UUID: the golden shows it as a fixed one of the same width.
        let screen = harness.screen.replacingOccurrences(of: #"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}"#,
                                                         with: "00000000-0000-0000-0000-000000000000", options: .regularExpression)
        assertGolden(screen, named: "hung-extension-loading-placeholder")
        harness.keys("Down")
        #expect(harness.model.expanded?.scrollOffset ?? 0 >= 0 && harness.model.expanded != nil, "keys keep working")
    }

    @Test("Collapsing while a content extension loads unloads it at once; its late answer is dropped and logged")
    func collapsingWhileLoadingDropsTheLateAnswer() throws {
        let (harness, fixture) = try expandWhileLoading("hang", callTimeout: 1)
        defer { fixture.remove() }
        harness.keys("Escape")
        #expect(harness.model.expanded == nil)
        #expect(harness.log.contains("FixtureContent: unloaded"))
        #expect(harness.loopUntil { $0.log.entries.contains { $0.text.contains("answered after its view or push was gone; dropped") } }, "\(harness.log)")
        #expect(harness.model.expanded == nil, "the late answer opens nothing")
        #expect(!harness.log.contains("showing the default UI"), "the fault of a closed view is not reported as the view's")
    }

    @Test("A content extension's answer arrives as a message: the custom area fills in once it does")
    func answerArrivesAsMessage() throws {
        let (harness, fixture) = try expandWhileLoading("respond")
        defer { fixture.remove() }
        #expect(harness.loopUntil { $0.expanded?.contentExtension?.loaded == true }, "\(harness.log)")
        #expect(harness.screen.contains("fixture: from the fixture"))
    }

    @Test("An action chosen while the content extension loads is held and reaches its response method once it has loaded")
    func actionWhileLoadingWaitsForTheExtension() throws {
        let (harness, fixture) = try expandWhileLoading("respond")
        defer { fixture.remove() }
        harness.keys("1")
        #expect(harness.model.expanded != nil, "the view stays while the action waits")
        #expect(harness.loopUntil { $0.log.entries.contains { $0.text.contains("didReceive(response like") } }, "\(harness.log)")
    }
}
