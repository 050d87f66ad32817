import Foundation
import NotiCore
@testable import NotiApp
@testable import NotiAppCore
import NotiExtensions
import TestSupport
import Testing

/// A content extension without the response method.
private final class ViewOnlyExtension: NotificationViewController, NotificationContentExtension {
    func didReceive(_ notification: DeliveredNotification) {
        view = .text("view only: \(notification.content.body)", style: .body, wraps: true)
    }
}

@Suite("Content extension routing and responses")
struct ExtensionRoutingTests {
    @Test("An extension answering doNotDismiss keeps the view open and updates it: the title label is the notification's title with the last action's emoji (Like then Dislike reads \"Hello 👎\")")
    func doNotDismissKeepsViewAndSetsTitleWithLastEmoji() throws {
        let (runner, outcome) = try DemoScript.run("""
        push practice-custom-ui.apns
        key Down
        expect "Good Evening! (pushed"
        key 1
        expect "Hello 👍"
        key 2
        expect "Hello 👎"
        expect-not "Hello 👍"
        expect-log "LocalNotificationContentExtension: didReceive(response ACTION_LIKE) → doNotDismiss"
        expect-log "LocalNotificationContentExtension: didReceive(response ACTION_DISLIKE) → doNotDismiss"
        """)
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")\n\(runner.screenText)")
        #expect(runner.model.expanded?.contentExtension != nil)
        #expect(runner.model.system.allDelivered.count == 1, "the notification stays delivered")
        #expect(!DemoScript.log(runner.model).contains("didReceive(response) "), "the app delegate is not told")
    }

    @Test("An extension answering dismiss closes the view and the app is not told (Photos: Like, then Unlike)")
    func dismissClosesWithoutTellingApp() throws {
        let (runner, outcome) = try DemoScript.run("""
        push photos-album-1.apns
        key Down
        key 1
        expect "Unlike"
        key 1
        expect-log "PhotosContentExtension: didReceive(response unlike-action) → dismiss"
        """)
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")\n\(runner.screenText)")
        #expect(runner.model.expanded == nil)
        #expect(runner.model.system.allDelivered.isEmpty, "the handled notification leaves the centre")
        #expect(!DemoScript.log(runner.model).contains("didReceive(response) "), "the app delegate is not told")
    }

    @Test("An extension answering dismissAndForwardAction closes the view and the app delegate gets the action with its text")
    func dismissAndForwardReachesDelegate() throws {
        let (runner, outcome) = try DemoScript.run("""
        push photos-album-1.apns
        key Down
        key 2
        type "nice"
        key Enter
        expect-log "PhotosContentExtension: didReceive(response comment-action userText \\"nice\\") → dismissAndForwardAction"
        expect-log "action comment-action userText \\"nice\\""
        expect-log "com.example.photos: app opened"
        """)
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")\n\(runner.screenText)")
        #expect(runner.model.expanded == nil)
        let entries = runner.model.log.entries
        let extensionIndex = entries.firstIndex { $0.kind == .extension && $0.text.contains("dismissAndForwardAction") }
        let delegateIndex = entries.firstIndex { $0.kind == .delegate && $0.text.contains("comment-action") }
        #expect(extensionIndex != nil && delegateIndex != nil && extensionIndex! < delegateIndex!, "the extension answers before the delegate hears")
    }

    @Test("Without the response method an action goes straight to the app delegate and the notification is dismissed")
    func unimplementedResponseMethodGoesToApp() throws {
        var catalog = DemoExtensions.catalog
        catalog.contentExtensions["com.example.LocalNotificationPractice.LocalNotificationContentExtension"] = { _ in ViewOnlyExtension() }
        let harness = try ExtensionHarness(catalog: catalog)
        harness.push("practice-custom-ui.apns")
        harness.keys("Down")
        #expect(harness.screen.contains("view only: Good Evening!"))
        harness.keys("1")
        #expect(harness.log.contains("didReceive(response) \"") && harness.log.contains("action ACTION_LIKE"))
        #expect(!harness.log.contains("didReceive(response ACTION_LIKE)"), "the extension is not asked")
        #expect(harness.model.expanded == nil)
        #expect(harness.model.system.allDelivered.isEmpty, "the notification is dismissed")
    }

    @Test("Dynamic actions replace the visible buttons at once: like → [Unlike, Comment], rate → stars, a star → none")
    func dynamicActionsReplaceButtons() throws {
        let harness = try ExtensionHarness()
        harness.push("photos-album-1.apns")
        harness.keys("Down")
        #expect(harness.screen.contains("Rate"))
        harness.keys("1")
        #expect(harness.screen.contains("1 👎 Unlike") && harness.screen.contains("2 💬 ✎ Comment") && !harness.screen.contains("Rate"))
        #expect(harness.log.contains("notificationActions = [Unlike, Comment]"))
        harness.keys("Esc")
        harness.push("photos-album-2.apns")
        harness.keys("Down", "3")
        #expect(harness.screen.contains("1 ★") && harness.screen.contains("3 ★★★"))
        harness.keys("3")
        #expect(harness.log.contains("didReceive(response rate-3) → doNotDismiss; view updated; notificationActions = []"))
        #expect(!harness.screen.contains("1 ★"), "an empty list removes every button")
        #expect(harness.screen.contains("Rated ★★★"))
        #expect(harness.model.expanded != nil)
    }

    @Test("With the custom area focused a key calls performNotificationDefaultAction: the app opens with the default action")
    func defaultActionFromExtensionOpensApp() throws {
        let harness = try ExtensionHarness()
        harness.push("photos-album-1.apns")
        harness.keys("Down", "Tab")
        #expect(harness.model.expanded?.contentExtension?.customAreaFocused == true)
        harness.keys("o")
        #expect(harness.log.contains("PhotosContentExtension: key o → handled; performNotificationDefaultAction()"))
        #expect(harness.log.contains("action \(ResponseIdentifier.defaultAction)"))
        #expect(harness.log.contains("com.example.photos: app opened"))
        #expect(harness.model.expanded == nil)
        #expect(harness.model.system.allDelivered.isEmpty)
    }

    @Test("dismissNotificationContentExtension closes the view and the notification stays delivered")
    func dismissExtensionKeepsNotification() throws {
        let harness = try ExtensionHarness()
        harness.push("photos-album-1.apns")
        let id = try #require(harness.newestID)
        harness.keys("Down", "Tab", "d")
        #expect(harness.log.contains("dismissNotificationContentExtension()"))
        #expect(harness.model.expanded == nil)
        #expect(harness.model.system.delivered("com.example.photos", id) != nil)
        #expect(!harness.log.contains("didReceive(response) \"\(id)\""))
    }

    @Test("Tab in the focused custom area goes to the extension first; one with no further control to focus leaves it unused and the focus comes back")
    func tabInCustomAreaGoesToExtensionFirst() throws {
        let harness = try ExtensionHarness()
        harness.push("photos-album-1.apns")
        harness.keys("Down", "Tab")
        #expect(harness.model.expanded?.contentExtension?.customAreaFocused == true)
        harness.keys("Tab")
        #expect(harness.log.contains("PhotosContentExtension: key Tab → not handled"))
        #expect(harness.model.expanded?.contentExtension?.customAreaFocused == false)
    }

    @Test("Keys reach the custom area only with UserInteractionEnabled: Tab on a view without it selects actions")
    func focusNeedsUserInteraction() throws {
        let harness = try ExtensionHarness()
        harness.push("practice-custom-ui.apns")
        harness.keys("Down", "Tab")
        #expect(harness.model.expanded?.contentExtension?.customAreaFocused == false)
        #expect(harness.model.expanded?.selectedAction == 0)
    }

    @Test("A notification of the same thread arriving while the view is open calls didReceive(notification) again; another thread does not")
    func sameThreadRedelivery() throws {
        let harness = try ExtensionHarness()
        harness.push("photos-album-1.apns")
        harness.keys("Down")
        harness.push("photos-album-2.apns")
        let second = try #require(harness.newestID)
        #expect(harness.log.contains("PhotosContentExtension: didReceive(notification \"\(second)\")"))
        #expect(harness.model.expanded?.identifier == second)
        #expect(harness.screen.contains("Minji Kim"))
        harness.push("photos-other-album.apns")
        let other = try #require(harness.newestID)
        #expect(!harness.log.contains("didReceive(notification \"\(other)\")"))
        #expect(harness.model.expanded?.identifier == second)
    }

    @Test("With supportsContentExtensions off the default UI shows and actions go to the app")
    func contentExtensionsSwitchedOff() throws {
        let harness = try ExtensionHarness { $0.extensions.update(.contentExtensionsSupported(false)) }
        harness.push("practice-custom-ui.apns")
        harness.keys("Down")
        #expect(harness.model.expanded?.contentExtension == nil)
        #expect(!harness.log.contains("LocalNotificationContentExtension"))
        harness.keys("1")
        #expect(harness.log.contains("action ACTION_LIKE"))
        #expect(harness.model.system.allDelivered.isEmpty)
    }

    @Test("A category no extension claims shows the default UI")
    func unclaimedCategoryUsesDefaultUI() throws {
        let harness = try ExtensionHarness()
        harness.push("practice-image-posting.apns")
        harness.keys("Down")
        #expect(harness.model.expanded != nil && harness.model.expanded?.contentExtension == nil)
        #expect(harness.screen.contains("4 Setting"))
    }

    @Test("The custom area takes the preferred height once the extension answers")
    func preferredHeightAfterLoad() throws {
        let harness = try ExtensionHarness()
        harness.push("practice-custom-ui.apns")
        harness.keys("Down")
        let open = try #require(harness.model.expanded?.contentExtension)
        #expect(open.loaded && open.state.preferredHeightPoints == 200)
    }
}

@Suite("Extension calls in the event log")
struct ExtensionLogTests {
    @Test("Extension calls reach --log-json as JSON lines with time, kind, app, notification, call and answer")
    func logJSON() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-log-\(UUID().uuidString).jsonl")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let sink = try FileHandle(forWritingTo: file)
        let runner = ScriptRunner(model: try DemoScript.model(), clock: ManualClock(DemoScript.start),
                                  baseDirectory: DemoWorkspace.url.appendingPathComponent("pushes"), logFile: EventLogFile(handle: sink, name: file.path))
        let outcome = runner.run(script: "push practice-custom-ui.apns\nkey Down\nkey 1\nkey Esc\n")
        try sink.close()
        #expect(outcome.passed)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map { try JSONParser.parse(String($0)) }
        let calls = lines.filter { $0["kind"]?.stringValue == "extension" }
        let response = try #require(calls.first { $0["text"]?.stringValue?.contains("didReceive(response ACTION_LIKE) → doNotDismiss") == true })
        #expect(response["app"]?.stringValue == "com.example.LocalNotificationPractice")
        #expect(response["notification"]?.stringValue == runner.model.system.allDelivered.first { $0.content.categoryIdentifier == "CATEGORY_CUSTOM_UI" }?.id)
        #expect(response["time"]?.stringValue == "2023-11-14T22:13:20Z")
        #expect(calls.contains { $0["text"]?.stringValue == "LocalNotificationContentExtension: unloaded" }, "closing the view unloads the extension")
    }

    @Test("A service extension's start, and its answer, are logged; the demo's failing URL gives \" [modified]\"", .tags(.process), .slowTier)
    func serviceStartLogged() throws {
        let (runner, outcome) = try DemoScript.run("""
        push boltz-image-failing.apns
        expect-log "NotificationService: started for"
        expect-log "(budget 30 s on the notisim clock)"
        expect-log "→ contentHandler(title \\"新しい写真 [modified]\\""
        """)
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")")
        #expect(runner.model.system.app("com.fenrir-inc.BoltzMessenger")?.delivered.first?.content.title == "新しい写真 [modified]")
    }
}

@Suite("Switching content extensions")
struct ContentExtensionSwitchTests {
    @Test("Switching content extensions off while a view is open unloads it and shows the default UI")
    func switchOffWhileOpen() throws {
        let harness = try ExtensionHarness()
        harness.push("practice-custom-ui.apns")
        harness.keys("Down")
        #expect(harness.model.expanded?.contentExtension != nil)
        harness.runner.setContentExtensionsSupported(false)
        #expect(harness.model.expanded != nil && harness.model.expanded?.contentExtension == nil)
        #expect(harness.log.contains("LocalNotificationContentExtension: unloaded"))
        harness.keys("1")
        #expect(harness.log.contains("action ACTION_LIKE"), "the action goes straight to the app")
    }
}
