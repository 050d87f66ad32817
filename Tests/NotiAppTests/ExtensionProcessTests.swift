import Foundation
import NotiCore
@testable import NotiApp
@testable import NotiAppCore
import NotiExtensions
import NotiTerminalPort
import TestSupport
import Testing

/// Opens the fixture notification's expanded view in a fresh runner.
private func openFixture(_ mode: String, limits: ExtensionLimits = ExtensionLimits(callTimeout: 3)) throws -> (ExtensionHarness, FixtureWorkspace) {
    let fixture = try FixtureWorkspace(contentMode: mode)
    let harness = try ExtensionHarness(workspace: try fixture.workspace(), limits: limits) { $0.extensions.update(.serviceExtensionsEnabled(false)) }
    harness.push("note.apns")
    harness.keys("Down")
    return (harness, fixture)
}

@Suite("Out-of-process extensions over the JSON-lines protocol", .tags(.process), .slowTier)
struct ExtensionProcessTests {
    @Test("A child process extension draws the custom area and answers doNotDismiss with new actions")
    func processDoNotDismissAndDynamicActions() throws {
        let (harness, fixture) = try openFixture("respond")
        defer { fixture.remove() }
        #expect(harness.screen.contains("fixture: from the fixture"))
        #expect(harness.model.expanded?.contentExtension?.state.preferredHeightPoints == 120)
        #expect(harness.screen.contains("Fixture View"), "OverridesDefaultTitle puts the extension's title in the header")
        harness.keys("1")
        #expect(harness.log.contains("FixtureContent: didReceive(response like) → doNotDismiss; view updated; notificationActions = [Close, Forward]"))
        #expect(harness.screen.contains("liked") && harness.screen.contains("1 Close") && harness.screen.contains("2 Forward"))
    }

    @Test("A child process answering dismiss (1) closes the view without telling the app")
    func processDismiss() throws {
        let (harness, fixture) = try openFixture("respond")
        defer { fixture.remove() }
        harness.keys("3")
        #expect(harness.log.contains("FixtureContent: didReceive(response close) → dismiss"))
        #expect(harness.model.expanded == nil)
        #expect(!harness.log.contains("didReceive(response) "))
    }

    @Test("A child process answering dismissAndForwardAction closes the view and the app delegate gets the action")
    func processForward() throws {
        let (harness, fixture) = try openFixture("respond")
        defer { fixture.remove() }
        harness.keys("2")
        #expect(harness.log.contains("FixtureContent: didReceive(response forward) → dismissAndForwardAction"))
        #expect(harness.log.contains("action forward"))
        #expect(harness.model.expanded == nil)
    }

    @Test("Context calls come through the protocol: performNotificationDefaultAction and dismissNotificationContentExtension")
    func processContextCalls() throws {
        let (harness, fixture) = try openFixture("respond")
        defer { fixture.remove() }
        harness.keys("Tab", "d")
        #expect(harness.model.expanded == nil && harness.model.system.allDelivered.count == 1)
        harness.keys("c", "Space", "Tab", "o")
        #expect(harness.log.contains("action \(ResponseIdentifier.defaultAction)"))
        #expect(harness.model.system.allDelivered.isEmpty)
    }

    @Test("The demo's Python extension hears didReceive again for a message of the same thread")
    func pythonSampleSameThread() throws {
        let harness = try ExtensionHarness()
        harness.push("boltz-message.apns")
        harness.keys("Down")
        harness.push("boltz-message.apns")
        let second = try #require(harness.newestID)
        #expect(harness.log.contains("NotificationContent: didReceive(notification \"\(second)\") → no change"), "the same body leaves the label as it was")
        #expect(!harness.log.contains("failed"))
    }

    @Test("The demo's Python extension shows the body of the newest message of the thread in its one label, as the source notes' didReceive sets label.text to the body")
    func pythonSampleLabelShowsNewestBody() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("boltz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let second = folder.appendingPathComponent("second.apns")
        try Data(#"{"aps":{"alert":{"title":"山田さん","body":"会議室はＢに変わりました"},"thread-id":"chat-yamada","category":"myNotificationCategory"}}"#.utf8).write(to: second)
        let harness = try ExtensionHarness()
        harness.push("boltz-message.apns")
        harness.keys("Down")
        #expect(harness.screen.contains("明日の打ち合わせは10時から"))
        harness.runner.run(.push(path: second.path, bundleID: "com.fenrir-inc.BoltzMessenger"))
        let newest = try #require(harness.newestID)
        #expect(harness.log.contains("NotificationContent: didReceive(notification \"\(newest)\") → view updated"))
        #expect(harness.screen.contains("会議室はＢに変わりました"))
        #expect(!harness.screen.contains("明日の打ち合わせは10時から"), "the label holds one body, not the conversation\n\(harness.screen)")
    }

    /// Each fault ends the child, shows the default UI and names the extension and the fault in the log.
    @Test("A faulty child process never takes notisim down: the default UI shows and the log names the fault",
          arguments: [
              ("crash", "crashed: exited with status 3 (Traceback: boom)"),
              ("signal", "crashed: killed by signal 11"),
              ("garbage", "invalid message: \"this is not json\""),
              ("unknown", "unknown message:"),
              ("flood", "over 1 MB of output without a complete answer"),
              ("memory", "over the memory limit:"),
              ("error", "answered didReceiveNotification with an error: cannot draw"),
              ("version", "unknown message: hello: protocol version 2; notisim speaks 1"),
          ])
    func faultsFallBack(mode: String, expected: String) throws {
        let (harness, fixture) = try openFixture(mode)
        defer { fixture.remove() }
        #expect(harness.model.expanded != nil && harness.model.expanded?.contentExtension == nil, "the default UI shows")
        let errors = harness.model.log.entries.filter { $0.kind == .error }.map(\.text)
        #expect(errors.contains { $0.hasPrefix("FixtureContent: ") && $0.contains(expected) && $0.hasSuffix("showing the default UI") }, "\(errors)")
        #expect(harness.screen.contains("from the fixture") && harness.screen.contains("1 Like"))
        harness.keys("1")
        #expect(harness.log.contains("action like"), "actions go straight to the app again")
    }

    @Test("A hung child is given up after the call timeout")
    func hangTimesOut() throws {
        let started = ContinuousClock.now
        let (harness, fixture) = try openFixture("hang", limits: ExtensionLimits(callTimeout: 1.5))
        defer { fixture.remove() }
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(harness.log.contains("FixtureContent: didReceive(notification"))
        #expect(harness.model.log.entries.contains { $0.kind == .error && $0.text.contains("hung: no answer to didReceiveNotification within 1.5 s") }, "\(harness.log)")
        #expect(harness.model.expanded?.contentExtension == nil)
    }

    @Test("A program that cannot be started falls back to the default UI")
    func missingProgram() throws {
        let fixture = try FixtureWorkspace(contentMode: "respond")
        defer { fixture.remove() }
        var workspace = try fixture.workspace()
        workspace.extensions[0].run = ["notisim-no-such-program"]
        let harness = try ExtensionHarness(workspace: workspace) { $0.extensions.update(.serviceExtensionsEnabled(false)) }
        harness.push("note.apns")
        harness.keys("Down")
        #expect(harness.log.contains("FixtureContent: didReceive(notification"))
        #expect(harness.log.contains("could not start: notisim-no-such-program"))
        #expect(harness.model.expanded?.contentExtension == nil)
    }

    @Test("The memory limit is configurable and counts the extension's own memory, not its interpreter's")
    func memoryLimitConfigurable() throws {
        let limits = ExtensionLimits(callTimeout: 3, memoryBytes: 8 * 1024 * 1024)
        let (frugal, frugalFixture) = try openFixture("respond", limits: limits)
        defer { frugalFixture.remove() }
        #expect(!frugal.log.contains("over the memory limit"), "Python alone takes more than 8 MB; the extension itself far less")
        #expect(frugal.model.expanded?.contentExtension != nil)
        let (hog, hogFixture) = try openFixture("memory", limits: limits)
        defer { hogFixture.remove() }
        #expect(hog.log.contains("over the memory limit:") && hog.log.contains("limit 8 MB"))
    }

    // MARK: Service extensions in a child process

    private func pushToService(_ mode: String, limits: ExtensionLimits = ExtensionLimits(callTimeout: 3, expiryGrace: 0.3, serviceSettle: 1)) throws -> (ExtensionHarness, FixtureWorkspace) {
        let fixture = try FixtureWorkspace(contentMode: "respond", serviceMode: mode)
        let harness = try ExtensionHarness(workspace: try fixture.workspace(), limits: limits)
        harness.push("note.apns")
        return (harness, fixture)
    }

    private func title(_ harness: ExtensionHarness) -> String? {
        harness.model.system.app(FixtureWorkspace.app)?.delivered.first?.content.title
    }

    @Test("A child service extension's content is shown")
    func serviceRewrites() throws {
        let (harness, fixture) = try pushToService("service-ok")
        defer { fixture.remove() }
        #expect(title(harness) == "Hi (rewritten)")
    }

    @Test("A child extension is started with the simulated iOS version (NOTISIM_IOS_VERSION); after o the next push's extension gets the next version")
    func serviceToldTheIOSVersion() throws {
        let fixture = try FixtureWorkspace(contentMode: "respond", serviceMode: "service-ios-version")
        defer { fixture.remove() }
        let harness = try ExtensionHarness(workspace: try fixture.workspace(), limits: ExtensionLimits(callTimeout: 3, serviceSettle: 1)) { model in
            model.setOS(OSProfile(majorVersion: 13))
        }
        harness.push("note.apns")
        #expect(title(harness) == "Hi on iOS 13")
        harness.keys("o")
        harness.push("note.apns")
        #expect(title(harness) == "Hi on iOS 14")
    }

    @Test("A script waits up to 5 s of wall time for a service extension's answer, so a loaded machine does not change its outcome")
    func scriptWaitsForServiceAnswer() throws {
        let fixture = try FixtureWorkspace(contentMode: "respond", serviceMode: "service-slower")
        defer { fixture.remove() }
        let model = try Session.makeModel(workspace: try fixture.workspace(), os: nil, device: nil, theme: "mono", environment: [:],
                                          size: TerminalSize(cols: 100, rows: 40), now: DemoScript.start,
                                          timeZone: TimeZone(identifier: "UTC") ?? .current)
        let runner = ScriptRunner(model: model, clock: ManualClock(DemoScript.start), baseDirectory: fixture.url.appendingPathComponent("pushes"))
        // The fixture answers 2 s after the request: later than the centre's 1 s settle, within a script's.
        let outcome = runner.run(script: "push note.apns\nexpect \"Hi (slower)\"")
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")")
    }

    @Test("A child service extension answering after the first look is picked up on a later tick, before its budget")
    func serviceAnswersOnLaterTick() throws {
        let (harness, fixture) = try pushToService("service-slow", limits: ExtensionLimits(callTimeout: 3, serviceSettle: 0.05))
        defer { fixture.remove() }
        #expect(title(harness) == nil)
        // Ticks of the app loop without moving its clock, until the child's late answer is picked up.
        let deadline = Date().addingTimeInterval(5)
        while title(harness) == nil && Date() < deadline {
            usleep(10_000)
            harness.runner.tick()
        }
        #expect(title(harness) == "Hi (slow)")
        #expect(harness.model.extensions.serviceRuns.isEmpty)
    }

    @Test("A crashing child service extension shows the original content at once")
    func serviceCrash() throws {
        let (harness, fixture) = try pushToService("service-crash")
        defer { fixture.remove() }
        #expect(title(harness) == "Hi")
        #expect(harness.log.contains("FixtureService: didReceive(request") && harness.log.contains("crashed: exited with status 9; original content shown"))
    }

    @Test("A child service extension past its budget gets serviceExtensionTimeWillExpire and its late best attempt is shown")
    func serviceLate() throws {
        let (harness, fixture) = try pushToService("service-late", limits: ExtensionLimits(callTimeout: 3, expiryGrace: 2, serviceSettle: 0.2))
        defer { fixture.remove() }
        #expect(title(harness) == nil)
        harness.advance(30)
        #expect(title(harness) == "Hi [late]")
    }

    @Test("A child service extension that hangs past its budget is stopped and the original content shown")
    func serviceHang() throws {
        let (harness, fixture) = try pushToService("service-hang", limits: ExtensionLimits(callTimeout: 3, expiryGrace: 0.3, serviceSettle: 0.1))
        defer { fixture.remove() }
        harness.advance(30)
        #expect(title(harness) == "Hi")
        #expect(harness.log.contains("serviceExtensionTimeWillExpire() → handler not called: original content shown"))
    }

    @Test("A child service extension handing over no alert text gets the original shown")
    func serviceNoText() throws {
        let (harness, fixture) = try pushToService("service-no-text")
        defer { fixture.remove() }
        #expect(title(harness) == "Hi")
        #expect(harness.log.contains("contentHandler with no alert text: original content shown"))
    }
}
