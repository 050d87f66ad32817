import Foundation
import NotiCore
@testable import NotiApp
@testable import NotiAppCore
import NotiExtensions
import NotiTerminalPort
import Testing
import TestSupport

/// The interactive loop never waits for an extension: docs/architecture.md#one-message-loop.
@Suite("One message loop")
struct MessageLoopTests {
    /// The fixture workspace's notification expanded on a loop that does not wait, its content extension in `mode`.
    private func expandWhileLoading(_ mode: String, callTimeout: Double = 3) throws -> (ExtensionHarness, FixtureWorkspace) {
        let fixture = try FixtureWorkspace(contentMode: mode)
        let harness = try ExtensionHarness(workspace: try fixture.workspace(), limits: ExtensionLimits(callTimeout: callTimeout),
                                           awaitsExtensions: false) { $0.extensions.update(.serviceExtensionsEnabled(false)) }
        harness.push("note.apns")
        harness.keys("Down")
        return (harness, fixture)
    }

    @Test("While a hung content extension loads, the key returns at once and the custom area shows the default UI with the ratio-sized placeholder", .tags(.process), .slowTier)
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

    @Test("Collapsing while a content extension loads unloads it at once; its late answer is dropped and logged", .tags(.process), .slowTier)
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

    @Test("A content extension's answer arrives as a message: the custom area fills in once it does", .tags(.process), .slowTier)
    func answerArrivesAsMessage() throws {
        let (harness, fixture) = try expandWhileLoading("respond")
        defer { fixture.remove() }
        #expect(harness.loopUntil { $0.expanded?.contentExtension?.loaded == true }, "\(harness.log)")
        #expect(harness.screen.contains("fixture: from the fixture"))
    }

    @Test("An action chosen while the content extension loads is held and reaches its response method once it has loaded", .tags(.process), .slowTier)
    func actionWhileLoadingWaitsForTheExtension() throws {
        let (harness, fixture) = try expandWhileLoading("respond")
        defer { fixture.remove() }
        harness.keys("1")
        #expect(harness.model.expanded != nil, "the view stays while the action waits")
        #expect(harness.loopUntil { $0.log.entries.contains { $0.text.contains("didReceive(response like") } }, "\(harness.log)")
    }

    /// A payload reader held back until the test lets it go (a file on a stalled mount), bounded by a deadline.
    private final class HeldReader: @unchecked Sendable {
        let released = DispatchSemaphore(value: 0)
        func read(_ path: String) -> Result<[UInt8], PayloadFileError> {
            _ = released.wait(timeout: .now() + 15)
            return PayloadFile.read(path: path)
        }
    }

    /// The demo on a loop that does not wait, with `:push news-breaking-time-sensitive.apns` sent off and its read held.
    private func pushWhileReadIsHeld() throws -> (ExtensionHarness, HeldReader) {
        let harness = try ExtensionHarness(awaitsExtensions: false)
        let reader = HeldReader()
        harness.runner.readPayload = { reader.read($0) }
        harness.runner.run(.push(path: harness.pushes.appendingPathComponent("news-breaking-time-sensitive.apns").path, bundleID: nil))
        return (harness, reader)
    }

    private func newsDelivered(_ model: AppModel) -> Bool {
        model.system.app("com.example.news")?.delivered.isEmpty == false
    }

    @Test("While a payload file is still being read, keys keep working; the push is delivered once the read ends", .tags(.process), .slowTier)
    func keysWorkWhileAPayloadFileLoads() throws {
        let (harness, reader) = try pushWhileReadIsHeld()
        let focusBefore = harness.model.system.device.focusActive
        harness.keys("d")
        #expect(harness.model.system.device.focusActive != focusBefore, "the key was handled while the read is out")
        #expect(harness.runner.pushFileLoadsOut == 1 && !newsDelivered(harness.model))
        reader.released.signal()
        #expect(harness.loopUntil { self.newsDelivered($0) }, "\(harness.log)")
        #expect(harness.runner.pushFileLoadsOut == 0)
    }

    @Test("A payload file read that ends after :reload is checked against the reloaded workspace: an app gone is named in one line", .tags(.process), .slowTier)
    func payloadReadEndingAfterReloadMeetsTheNewWorkspace() throws {
        let (harness, reader) = try pushWhileReadIsHeld()
        var reloaded = harness.model.workspace
        reloaded.apps.removeAll { $0.bundleID == "com.example.news" }
        harness.runner.workspaceReloader = { .success(ReloadedWorkspace(workspace: reloaded, notes: [])) }
        harness.runner.run(.reload)
        reader.released.signal()
        #expect(harness.loopUntil { _ in harness.runner.pushFileLoadsOut == 0 })
        #expect(harness.model.notice == "news-breaking-time-sensitive.apns: no app \"com.example.news\" in the workspace any more"
                || harness.model.notice?.hasSuffix("news-breaking-time-sensitive.apns: no app \"com.example.news\" in the workspace any more") == true,
                "\(harness.model.notice ?? "no notice")")
        #expect(!harness.log.contains("Breaking"), "nothing was delivered")
    }

    @Test("Quitting while a payload file is still being read leaves at once; the late read changes nothing", .tags(.process), .slowTier)
    func quitWhileAPayloadFileLoads() throws {
        let (harness, reader) = try pushWhileReadIsHeld()
        let terminal = try #require(harness.runner.backend as? HeadlessTerminal)
        terminal.push(keys: [.character("q")])
        let started = ContinuousClock.now
        harness.runner.runLoop(shouldStop: { false })
        #expect(ContinuousClock.now - started < .seconds(5), "the loop did not wait for the read")
        #expect(harness.runner.quitRequested && harness.runner.pushFileLoadsOut == 1)
        reader.released.signal()
    }

    @Test("The bell rings after the frame that shows its banner, in order with drawing")
    func bellFollowsTheFrameShowingItsBanner() throws {
        let harness = try ExtensionHarness { $0.ringsBell = true }
        let terminal = try #require(harness.runner.backend as? HeadlessTerminal)
        harness.push("glucose-critical.apns")
        #expect(harness.model.visibleBanner != nil, "\(harness.log)")
        #expect(terminal.bellCount == 0 && terminal.frames.isEmpty, "the bell waits for the frame")
        harness.runner.draw()
        #expect(terminal.bellsAfterFrame == [1], "rang once, after frame 1")
        #expect(terminal.frames.last?.grid.text().contains("WARNING") == true, "the frame before the bell shows the banner")
        harness.runner.draw()
        #expect(terminal.bellCount == 1, "a later frame rings nothing again")
    }
}
