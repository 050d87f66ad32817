import Foundation
import NotiCore
import NotiLayout
import NotiTerminalPort
import NotiWorkspace
import Testing
import TestSupport
@testable import NotiApp
@testable import NotiAppCore

/// docs/rules/xcode.md#localisation: a loc-key push shows the app's own text in the workspace's language.
@Suite("Loc-key pushes in the app's language")
struct LocalisedPushTests {
    static let bundleID = "com.example.alarm"
    static let payload = Array(#"""
    {"Simulator Target Bundle": "com.example.alarm",
     "aps": {"alert": {"title-loc-key": "ALARM_TITLE", "title-loc-args": ["7:00"], "loc-key": "ALARM_BODY", "loc-args": ["Mina", "3"],
                       "subtitle-loc-key": "MISSING_KEY"}}}
    """#.utf8)

    /// A workspace of the Alarm app with English and Korean strings, in `language`.
    static func workspace(language: String?) throws -> (workspace: Workspace, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-l10n-\(UUID().uuidString)")
        let files = [
            "workspace.json": """
            {"name": "Alarm", \(language.map { "\"language\": \"\($0)\", " } ?? "")"apps": [{"bundleID": "\(bundleID)", "displayName": "Alarm",
              "icon": "⏰", "strings": "strings/alarm", "developmentLanguage": "en", "displayNames": {"ko": "알람"}}]}
            """,
            "strings/alarm/en.json": #"{"ALARM_TITLE": "Alarm at %@", "ALARM_BODY": "%1$@ set %2$@ alarms"}"#,
            "strings/alarm/ko.json": #"{"ALARM_TITLE": "%@ 기상 알람", "ALARM_BODY": "%1$@님이 알람 %2$@개를 맞췄어요"}"#,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let loaded = WorkspaceLoader.load(directory: folder)
        #expect(loaded.diagnostics.isEmpty)
        return (try #require(loaded.workspace), folder)
    }

    /// The push decoded for its app with that app's strings, drawn as a banner 44 columns wide.
    static func banner(_ workspace: Workspace) throws -> (text: String, push: LoadedPush) {
        let push = try PushLoader.decode(payload, source: "alarm.apns", bundleID: nil, knownApps: workspace.apps.map(\.bundleID), identifier: "alarm",
                                         strings: workspace.strings(for:)).get()
        let app = try #require(workspace.app(bundleID))
        let notification = DeliveredNotification(bundleID: bundleID, request: NotificationRequest(identifier: "alarm", content: push.content),
                                                 date: Date(timeIntervalSince1970: 1_700_000_000))
        let device = DeviceProfile(id: "test-44", displayName: "Test", screenWidthPoints: 44 * 8 + 16, screenHeightPoints: 852)
        let context = RenderContext(device: device, now: Date(timeIntervalSince1970: 1_700_000_000), imageCellStyle: .shading, loadImage: TestAttachments.loadImage)
        return (BannerView.render(BannerModel(notification: notification, app: app), context: context).grid.text(), push)
    }

    @Test("In ko (the workspace's language) the banner shows the Korean strings, the app's Korean name, and a missing key as itself")
    func korean() throws {
        let (workspace, folder) = try Self.workspace(language: "ko")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (text, push) = try Self.banner(workspace)
        assertGolden(text, named: "loc-key-push-ko")
        #expect(push.content.title == "7:00 기상 알람" && push.content.subtitle == "MISSING_KEY")
        #expect(push.warnings.contains { $0.message.contains("\"MISSING_KEY\" is not in the strings table; iOS shows the key itself") })
    }

    @Test("--language en over the workspace's ko: the English strings")
    func englishOverride() throws {
        var (workspace, folder) = try Self.workspace(language: "ko")
        defer { try? FileManager.default.removeItem(at: folder) }
        workspace.choose(language: "en")
        let (text, push) = try Self.banner(workspace)
        workspace.choose(language: "fr")
        #expect(workspace.app(Self.bundleID)?.displayName == "Alarm")
        assertGolden(text, named: "loc-key-push-en")
        #expect(push.content.body == "Mina set 3 alarms")
    }

    @Test("With no language anywhere, the app's development language")
    func developmentLanguage() throws {
        let (workspace, folder) = try Self.workspace(language: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.banner(workspace).push.content.title == "Alarm at 7:00")
    }

    @Test("A push from the endpoint is formatted with the app's strings too")
    func inbound() throws {
        let (workspace, folder) = try Self.workspace(language: "ko-KR")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = try Session.makeModel(workspace: workspace, os: nil, device: nil, theme: "mono", environment: [:],
                                          size: TerminalSize(cols: 100, rows: 40), now: Date(timeIntervalSince1970: 1_700_000_000),
                                          timeZone: TimeZone(identifier: "UTC") ?? .current)
        let runner = AppRunner(model: model, backend: HeadlessTerminal(), clock: ManualClock(Date(timeIntervalSince1970: 1_700_000_000)))
        runner.start(restoring: nil)
        let push = InboundPush(bundleID: Self.bundleID, payload: Self.payload, pushType: .alert, collapseID: nil, apnsID: "A")
        #expect(runner.deliverInbound(push) == .success("A"))
        #expect(runner.model.system.app(Self.bundleID)?.delivered.first?.content.title == "7:00 기상 알람")
    }

    /// The Korean workspace with the test icon image as its app's icon.
    static func workspaceWithIconImage() throws -> (Workspace, URL) {
        var (workspace, folder) = try Self.workspace(language: "ko")
        workspace.apps[0].iconImagePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("NotiLayoutTests/Fixtures/app-icon.png").path
        return (workspace, folder)
    }

    /// A headless app loop on `workspace` in `theme` at 100×40, started at the test's fixed instant.
    static func startedRunner(_ workspace: Workspace, theme: String) throws -> AppRunner {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let model = try Session.makeModel(workspace: workspace, os: nil, device: nil, theme: theme, environment: [:],
                                          size: TerminalSize(cols: 100, rows: 40), now: now, timeZone: TimeZone(identifier: "UTC") ?? .current)
        let runner = AppRunner(model: model, backend: HeadlessTerminal(), clock: ManualClock(now))
        runner.start(restoring: nil)
        return runner
    }

    @Test("The app's icon image is drawn on the banner the running app shows; the mono theme draws the glyph")
    func iconOnScreen() throws {
        let (workspace, folder) = try Self.workspaceWithIconImage()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (theme, expected) in [("dark", "▀"), ("mono", "⏰")] {
            let runner = try Self.startedRunner(workspace, theme: theme)
            let push = InboundPush(bundleID: Self.bundleID, payload: Self.payload, pushType: .alert, collapseID: nil, apnsID: "A")
            #expect(runner.deliverInbound(push) == .success("A"))
            let screen = runner.screen
            let row = try #require((0..<screen.height).first { y in (0..<screen.width).map { screen[$0, y].grapheme }.joined().contains("알람") })
            let text = (0..<screen.width).map { screen[$0, row].grapheme }.joined()
            // iOS 15+: the larger icon (4 × 2 cells) at the left of the title line.
            #expect(text.contains(expected == "▀" ? "▀▀▀▀ 7:00 기상 알람" : "⏰  7:00 기상 알람"), "\(theme): \(text)")
        }
    }

    @Test("The home screen draws the app's icon image as its banners do; the mono theme draws the glyph")
    func iconOnHomeScreen() throws {
        let (workspace, folder) = try Self.workspaceWithIconImage()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(workspace.apps[0].displayName.prefix(4))
        for (theme, expected) in [("dark", "▀▀"), ("mono", "⏰")] {
            let runner = try Self.startedRunner(workspace, theme: theme)
            let screen = runner.screen
            let line = { (y: Int) in (0..<screen.width).map { screen[$0, y].grapheme }.joined() }
            let nameRow = try #require((1..<screen.height).first { line($0).contains(name) })
            #expect(line(nameRow - 1).contains(expected), "\(theme): \(line(nameRow - 1))")
        }
    }

    @Test("A strings file of the workspace that is not an object of strings is one line naming the file and key; the app still loads")
    func badStringsFile() throws {
        let (_, folder) = try Self.workspace(language: "ko")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"ALARM_TITLE": 3}"#.utf8).write(to: folder.appendingPathComponent("strings/alarm/ko.json"))
        let loaded = WorkspaceLoader.load(directory: folder)
        #expect(loaded.diagnostics.map(\.description) == ["strings/alarm/ko.json: error: ALARM_TITLE: expected a string, got the number 3"])
        #expect(loaded.workspace?.app(Self.bundleID)?.localizations.tables.keys.sorted() == ["en"])
    }
}
