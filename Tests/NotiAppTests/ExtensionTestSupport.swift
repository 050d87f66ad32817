import Foundation
import NotiTerminalPort
import Testing
import NotiCore
@testable import NotiApp
@testable import NotiAppCore
import NotiExtensions
import NotiWorkspace

/// Runs `notisim run` scripts on the demo workspace (pushes named relative to its `pushes` folder).
enum DemoScript {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// A fresh model on the demo, changed by `configure` before the script starts.
    static func model(configure: (inout AppModel) -> Void = { _ in }) throws -> AppModel {
        let workspace = try Session.loadWorkspace(nil)
        var model = try Session.makeModel(workspace: workspace, os: nil, device: nil, theme: "mono", environment: [:],
                                          size: TerminalSize(cols: 100, rows: 40), now: start,
                                          timeZone: TimeZone(identifier: "UTC") ?? .current)
        configure(&model)
        return model
    }

    /// Runs `script` and answers the runner (for its model and screen) with the outcome.
    static func run(_ script: String, configure: (inout AppModel) -> Void = { _ in }) throws -> (runner: ScriptRunner, outcome: ScriptRunner.Outcome) {
        let runner = ScriptRunner(model: try model(configure: configure), clock: ManualClock(start),
                                  baseDirectory: DemoWorkspace.url.appendingPathComponent("pushes"))
        let outcome = runner.run(script: script)
        return (runner, outcome)
    }

    /// The log lines of a model, one string.
    static func log(_ model: AppModel) -> String { model.log.entries.map(\.text).joined(separator: "\n") }
}

/// An app runner on a workspace with a chosen extension catalog and limits, driven like a script.
final class ExtensionHarness {
    let runner: AppRunner
    let clock = ManualClock(DemoScript.start)
    let pushes: URL

    /// A runner on `workspace` (the demo when nil), started as `notisim run` starts.
    /// `awaitsExtensions` false drives it as the interactive loop does: keys go on while extensions answer.
    init(workspace: Workspace? = nil, catalog: ExtensionCatalog = DemoExtensions.catalog, limits: ExtensionLimits = .standard,
         awaitsExtensions: Bool = true, configure: (inout AppModel) -> Void = { _ in }) throws {
        var model = try DemoScript.model(configure: configure)
        if let workspace {
            model = try Session.makeModel(workspace: workspace, os: nil, device: nil, theme: "mono", environment: [:],
                                          size: TerminalSize(cols: 100, rows: 40), now: DemoScript.start,
                                          timeZone: TimeZone(identifier: "UTC") ?? .current)
            configure(&model)
        }
        pushes = (workspace?.root ?? DemoWorkspace.url).appendingPathComponent("pushes")
        runner = AppRunner(model: model, backend: HeadlessTerminal(size: model.size), clock: clock, extensions: catalog, limits: limits,
                           awaitsExtensions: awaitsExtensions)
        runner.start(restoring: nil)
    }

    var model: AppModel { runner.model }
    var screen: String { runner.screen.text() }
    var log: String { DemoScript.log(runner.model) }

    /// Pushes a sample file of the workspace's `pushes` folder (or an absolute path).
    func push(_ name: String) {
        let path = name.hasPrefix("/") ? name : pushes.appendingPathComponent(name).path
        runner.run(.push(path: path, bundleID: nil))
        // The loop reads the file off its thread. Driven as a script, one tick waits for the read (and for what it starts)
        // on the runner's own bounded wait; as the interactive loop (the slow tier's harnesses), poll until it is in.
        if runner.awaitsExtensions { return runner.tick() }
        let deadline = Date().addingTimeInterval(15)
        while runner.pushFileLoadsOut > 0 && Date() < deadline {
            runner.tick()
            usleep(2_000)
        }
    }

    /// Presses keys given by their script names.
    func keys(_ names: String...) {
        for name in names {
            guard let key = Key(name: name) else { continue }
            runner.handle(.key(key))
        }
    }

    /// Moves the notisim clock on.
    func advance(_ seconds: Double) { runner.run(.advance(seconds: seconds)) }

    /// Boltz Messenger's delivered notifications, newest first.
    var boltzDelivered: [DeliveredNotification] { runner.model.system.app("com.fenrir-inc.BoltzMessenger").map { Array($0.delivered) } ?? [] }

    /// Boltz Messenger's delivered notifications once its service extension has answered: the loop keeps ticking (the
    /// notisim clock does not move) for up to `seconds` of wall time, as the running app would on a busy machine.
    func boltzDeliveredAfterService(within seconds: Double = 15) -> [DeliveredNotification] {
        let deadline = Date().addingTimeInterval(seconds)
        while boltzDelivered.isEmpty && Date() < deadline {
            runner.tick()
            usleep(10_000)
        }
        return boltzDelivered
    }

    /// Lets the loop take in answers (the notisim clock does not move) until `condition` holds or `seconds` of wall time
    /// pass; answers whether it held.
    func loopUntil(within seconds: Double = 15, _ condition: (AppModel) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition(runner.model) && Date() < deadline {
            runner.tick()
            usleep(5_000)
        }
        return condition(runner.model)
    }

    /// The identifier of the notification delivered last.
    var newestID: String? { runner.model.system.allDelivered.first?.id }
}

/// A one-app workspace whose content and service extensions run the fixture extension in a given mode (the content
/// extension another script of the Fixtures folder when `contentScript` names one).
struct FixtureWorkspace {
    static let app = "com.test.app"
    let url: URL

    init(contentMode: String, serviceMode: String = "service-ok", contentScript: String = "fixture_extension") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-ext-\(UUID().uuidString)")
        let fixture = try #require(Bundle.module.url(forResource: "Fixtures/fixture_extension", withExtension: "py"))
        let content = try #require(Bundle.module.url(forResource: "Fixtures/\(contentScript)", withExtension: "py"))
        let json = """
        { "version": 1, "name": "fixture",
          "apps": [{
            "bundleID": "\(Self.app)", "displayName": "Fixture", "icon": "F",
            "authorization": { "request": ["alert", "sound", "badge"], "answer": "allow" },
            "categories": [{ "id": "cat", "actions": [
              { "id": "like", "title": "Like" }, { "id": "forward", "title": "Forward" }, { "id": "close", "title": "Close" } ] }],
            "extensions": [
              { "name": "FixtureContent", "kind": "content", "bundleID": "\(Self.app).Content",
                "infoPlist": "content.plist", "run": ["python3", "\(content.path)", "\(contentMode)"] },
              { "name": "FixtureService", "kind": "service", "bundleID": "\(Self.app).Service",
                "infoPlist": "service.plist", "run": ["python3", "\(fixture.path)", "\(serviceMode)"] }
            ] }] }
        """
        try FileManager.default.createDirectory(at: url.appendingPathComponent("pushes"), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url.appendingPathComponent("workspace.json"))
        try Data(Self.plist(bundleID: "\(Self.app).Content", point: "com.apple.usernotifications.content-extension", attributes: """
            <key>NSExtensionAttributes</key><dict>
              <key>UNNotificationExtensionCategory</key><string>cat</string>
              <key>UNNotificationExtensionInitialContentSizeRatio</key><real>0.5</real>
              <key>UNNotificationExtensionUserInteractionEnabled</key><true/>
              <key>UNNotificationExtensionOverridesDefaultTitle</key><true/>
            </dict>
            """).utf8).write(to: url.appendingPathComponent("content.plist"))
        try Data(Self.plist(bundleID: "\(Self.app).Service", point: "com.apple.usernotifications.service", attributes: "").utf8)
            .write(to: url.appendingPathComponent("service.plist"))
        try Data("""
        { "Simulator Target Bundle": "\(Self.app)",
          "aps": { "alert": { "title": "Hi", "body": "from the fixture" }, "category": "cat", "thread-id": "t", "mutable-content": 1 } }
        """.utf8).write(to: url.appendingPathComponent("pushes/note.apns"))
    }

    private static func plist(bundleID: String, point: String, attributes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>\(bundleID)</string>
        <key>NSExtension</key><dict>
          <key>NSExtensionPointIdentifier</key><string>\(point)</string>
          \(attributes)
        </dict>
        </dict></plist>
        """
    }

    func workspace() throws -> Workspace {
        let result = WorkspaceLoader.load(directory: url)
        return try #require(result.workspace, "\(result.diagnostics.map(\.description))")
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
