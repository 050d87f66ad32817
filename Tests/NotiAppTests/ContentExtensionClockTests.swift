import Foundation
import NotiCore
@testable import NotiApp
@testable import NotiAppCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// notisim's clock reaching an open content extension that follows it (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset).
@Suite("A content extension hears notisim's clock", .tags(.process), .slowTier)
struct ContentExtensionClockTests {
    /// The fixture notification's expanded view, its content extension the clock fixture in `mode`.
    /// `awaitsExtensions` false drives it as the interactive loop does, once the view has loaded.
    private static func open(_ mode: String, awaitsExtensions: Bool = true) throws -> (ExtensionHarness, FixtureWorkspace) {
        let fixture = try FixtureWorkspace(contentMode: mode, contentScript: "clock_extension")
        let harness = try ExtensionHarness(workspace: try fixture.workspace(), limits: ExtensionLimits(callTimeout: 3),
                                           awaitsExtensions: awaitsExtensions) { $0.extensions.update(.serviceExtensionsEnabled(false)) }
        harness.push("note.apns")
        harness.keys("Down")
        _ = harness.loopUntil { $0.expanded?.contentExtension?.loaded == true }
        return (harness, fixture)
    }

    @Test("An open content extension that declares the clock hears clockAdvanced once notisim's clock has moved a whole second on, with the seconds since its view loaded; a clock that has not moved sends nothing")
    func clockReachesTheOpenExtension() throws {
        let (harness, fixture) = try Self.open("clock")
        defer { fixture.remove() }
        #expect(harness.screen.contains("clock: loaded"))
        harness.advance(0.5)
        for _ in 0..<3 { harness.runner.tick() }
        #expect(harness.screen.contains("clock: loaded"))
        harness.advance(2.5)
        #expect(harness.screen.contains("clock: 3 s after 1 calls"))
        for _ in 0..<3 { harness.runner.tick() }
        harness.advance(1)
        #expect(harness.screen.contains("clock: 4 s after 2 calls"))
        #expect(harness.model.expanded?.contentExtension?.clockCallOut == false)
        #expect(!harness.log.contains("clockAdvanced"), "an answer that only redraws the view is not logged")
    }

    @Test("An extension written to the first form of the protocol declares no clock, is never sent clockAdvanced and is not faulted when the clock moves")
    func extensionWithoutClockIsNotCalled() throws {
        let (harness, fixture) = try Self.open("v1")
        defer { fixture.remove() }
        harness.advance(5)
        #expect(harness.screen.contains("clock: loaded"))
        #expect(harness.model.expanded?.contentExtension?.loaded == true)
        #expect(!harness.log.contains("failed"))
    }

    @Test("Never more than one clockAdvanced is under way: the clock moving on meanwhile sends none, and the next goes once the answer is in, with the seconds since the view loaded")
    func oneClockCallAtATime() throws {
        let (harness, fixture) = try Self.open("slow", awaitsExtensions: false)
        defer { fixture.remove() }
        harness.advance(1)
        #expect(harness.model.expanded?.contentExtension?.clockCallOut == true)
        harness.advance(1)
        #expect(harness.loopUntil { $0.expanded?.contentExtension?.clockCallOut == false })
        #expect(harness.screen.contains("clock: 1 s after 1 calls"))
        harness.runner.tick()
        #expect(harness.loopUntil { $0.expanded?.contentExtension?.clockCallOut == false })
        #expect(harness.screen.contains("clock: 2 s after 2 calls"))
    }

    /// A content extension's own Swift source: a button whose action changes a label, and a label that
    /// `asyncAfter(deadline: .now() + 2)` changes.
    static let swiftSource = """
        import UIKit
        import UserNotifications
        import UserNotificationsUI

        class NotificationViewController: UIViewController, UNNotificationContentExtension {
            let label = UILabel(), timed = UILabel()
            lazy var button = UIButton(type: .system, primaryAction: UIAction(title: "Press") { [weak self] _ in
                self?.label.text = "button pressed"
            })

            override func viewDidLoad() {
                super.viewDidLoad()
                for (row, subview) in [label, timed, button].enumerated() {
                    subview.frame = CGRect(x: 0, y: CGFloat(row) * 16, width: 200, height: 16)
                    view.addSubview(subview)
                }
            }

            func didReceive(_ notification: UNNotification) {
                label.text = "button waiting"
                timed.text = "timer waiting"
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.timed.text = "timer fired" }
            }
        }
        """

    @Test("A content extension built from its own Swift sources hears notisim's clock in the app: its asyncAfter(deadline: .now() + 2) redraws the custom area once the clock has moved 2 s on, and Tab (the custom area), Tab (its button), Enter press its own button")
    func builtExtensionRedrawsAsTheClockMoves() throws {
        let fixture = try FixtureWorkspace(contentMode: "clock", contentScript: "clock_extension")
        defer { fixture.remove() }
        let script = try #require(Bundle.module.url(forResource: "Fixtures/clock_extension", withExtension: "py"))
        let json = fixture.url.appendingPathComponent("workspace.json")
        let declared = try String(contentsOf: json, encoding: .utf8).replacingOccurrences(
            of: #""run": ["python3", "\#(script.path)", "clock"]"#, with: #""swiftSources": ["Clock.swift"], "principalClass": "NotificationViewController""#)
        try Data(declared.utf8).write(to: json)
        try Data(Self.swiftSource.utf8).write(to: fixture.url.appendingPathComponent("Clock.swift"))
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-clock-builds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let harness = try ExtensionHarness(workspace: try fixture.workspace(),
                                           catalog: ExtensionCatalog(builder: ExtensionBuilder(cacheDirectory: cache))) {
            $0.extensions.update(.serviceExtensionsEnabled(false))
        }
        harness.push("note.apns")
        harness.keys("Down")
        #expect(harness.screen.contains("timer waiting"), "\(harness.log)")
        harness.advance(1)
        #expect(harness.screen.contains("timer waiting"))
        harness.advance(1)
        #expect(harness.screen.contains("timer fired"))
        harness.keys("Tab", "Tab", "Enter")
        #expect(harness.screen.contains("button pressed"), "\(harness.log)")
    }
}
