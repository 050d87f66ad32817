import Foundation
import Testing
import TestSupport

/// `notisim open` on the notes' project runs the content extension's own Swift code, built from the project's files
/// (docs/rules/extension-sources.md#project-content-extensions-run-their-own-code); the notes' three versions of the controller each as
/// a variant of the project's extension folder (Tests/Fixtures/NotesControllerVersions). Slow: the real compiler.
@Suite("A project's content extension built from its own sources, in a terminal (slow)", .serialized, .tags(.e2e), .slowTier)
struct ProjectExtensionBuildTests {
    static let versions = CommandLineTests.root.appendingPathComponent("Tests/Fixtures/NotesControllerVersions")

    /// A copy of the notes' project with the files of `version` (if any) over its extension folder's.
    static func variant(_ version: String?, in scratch: URL) throws -> URL {
        let project = try OpenProjectTests.projectCopy(in: scratch)
        guard let version else { return project }
        let extensionFolder = project.appendingPathComponent("LocalNotificationContentExtension")
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.versions.appendingPathComponent(version).path)
            where file.hasSuffix(".swift") || file.hasSuffix(".storyboard") {
            let destination = file.hasSuffix(".storyboard") ? "Base.lproj/\(file)" : file
            try? FileManager.default.removeItem(at: extensionFolder.appendingPathComponent(destination))
            try FileManager.default.copyItem(at: Self.versions.appendingPathComponent(version).appendingPathComponent(file),
                                            to: extensionFolder.appendingPathComponent(destination))
        }
        return project
    }

    /// notisim opened on `project` in tmux with `arguments`, with state and caches under `scratch`; the first launch's
    /// permission prompts (`prompts`: one per app of a project opened for the first time) are answered Allow.
    static func open(_ project: URL, scratch: URL, cols: Int = 110, prompts: Int = 1, arguments: [String] = []) throws -> Tmux {
        let tmux = try Tmux(cols: cols, rows: 44, environment: [
            "XDG_STATE_HOME": scratch.appendingPathComponent("state").path, "XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path,
            "TERM": "xterm-256color",
        ])
        let binary = try TmuxBuiltProducts.path(of: "notisim")
        let extra = arguments.map { " '\($0)'" }.joined()
        try tmux.start(command: "'\(binary)' open --os 15\(extra) '\(project.path)'; echo \"notisim exited $?\"; read line")
        try tmux.waitFor(text: "Event log")
        try tmux.allowPermissionPrompts(prompts)
        return tmux
    }

    /// Schedules the notes' Hello / Good Evening! notification (category CATEGORY_CUSTOM_UI, hello.png) and opens its long look.
    static func scheduleHelloAndExpand(_ tmux: Tmux, project: URL) throws {
        let hello = project.appendingPathComponent("LocalNotificationPractice/hello.png").path
        try tmux.send(keys: ":")
        try tmux.sendLiteral(text: "schedule Hello now app=com.example.LocalNotificationPractice title=Hello body=\"Good Evening!\" category=CATEGORY_CUSTOM_UI attach=\(hello)")
        try tmux.send(keys: "Enter")
        _ = try tmux.waitUntil("the banner shows") { OpenProjectTests.deviceRows($0, holding: "Good Evening!") }
        try tmux.send(keys: "Down")
    }

    /// The long look once the extension's view is up: built, loaded, and `text` inside the device (the default content
    /// is hidden, so it is the extension's own view that holds it).
    @discardableResult
    static func extensionView(_ tmux: Tmux, holding text: String = "Good Evening!", timeout: Duration = .seconds(240)) throws -> String {
        try tmux.waitUntil("the extension's view shows \(text)", timeout: timeout) {
            !$0.contains("building") && !$0.contains("↓/Space expand") && OpenProjectTests.deviceRows($0, holding: text)
        }
    }

    /// The built programs in the extension cache under `scratch`.
    static func builtPrograms(in scratch: URL) -> [String] {
        let base = scratch.appendingPathComponent("cache/notisim/extensions")
        return ((try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []).filter {
            FileManager.default.isExecutableFile(atPath: base.appendingPathComponent($0).appendingPathComponent("extension").path)
        }
    }

    /// When each built program in the extension cache under `scratch` was last written, by its folder.
    static func programDates(in scratch: URL) -> [String: Date] {
        let base = scratch.appendingPathComponent("cache/notisim/extensions")
        return Dictionary(uniqueKeysWithValues: builtPrograms(in: scratch).compactMap { name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: base.appendingPathComponent(name).appendingPathComponent("extension").path)
            return (attributes?[.modificationDate] as? Date).map { (name, $0) }
        })
    }

    @Test("notisim open on the notes' project builds its extension with the seconds counting on the status line; the labels show Hello / Good Evening! over the image, 1 makes the title Hello 👍 and 2 Hello 👎; a second start reuses the build")
    func notesProjectRunsItsOwnController() throws {
        let scratch = OpenProjectTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.variant(nil, in: scratch)
        do {
            let tmux = try Self.open(project, scratch: scratch)
            defer { tmux.kill() }
            try Self.scheduleHelloAndExpand(tmux, project: project)
            try tmux.waitUntil("the build counts its seconds", timeout: .seconds(60)) { $0.contains("building LocalNotificationContentExtension… 1 s") }
            let opened = try Self.extensionView(tmux)
            #expect(OpenProjectTests.deviceRows(opened, holding: "Hello") && !OpenProjectTests.deviceRows(opened, holding: "Title"), "\(opened)")
            #expect(opened.contains("1 Like") && !opened.contains("does not build"), "\(opened)")
            try tmux.send(keys: "1")
            let liked = try tmux.waitFor(text: "Hello 👍")
            #expect(OpenProjectTests.deviceRows(liked, holding: "Good Evening!"), "the interface stays up (.doNotDismiss): \(liked)")
            try tmux.send(keys: "2")
            _ = try tmux.waitFor(text: "Hello 👎")
        }
        #expect(Self.builtPrograms(in: scratch).count == 1)
        let built = Self.programDates(in: scratch)
        let tmux = try Self.open(project, scratch: scratch, prompts: 0)
        defer { tmux.kill() }
        try Self.scheduleHelloAndExpand(tmux, project: project)
        let reopened = try Self.extensionView(tmux, timeout: .seconds(30))
        #expect(!OpenProjectTests.deviceRows(reopened, holding: "Title"), "\(reopened)")
        #expect(Self.programDates(in: scratch) == built, "the cached program starts without a compile: it is not written again")
    }

    @Test("the notes' first version (Xcode's template: one label outlet, the body in it) compiles unmodified and shows the body instead of Hello World")
    func labelOnlyVersion() throws {
        let scratch = OpenProjectTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.variant("LabelOnly", in: scratch)
        let tmux = try Self.open(project, scratch: scratch)
        defer { tmux.kill() }
        try Self.scheduleHelloAndExpand(tmux, project: project)
        let opened = try Self.extensionView(tmux)
        #expect(!opened.contains("Hello World"), "\(opened)")
    }

    @Test("the notes' second version (image and two labels, preferredContentSize height 200) compiles unmodified: the labels hold the title and body, and the area grows from the ratio's height to 200 pt")
    func imageAndLabelsVersion() throws {
        let scratch = OpenProjectTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.variant("ImageAndLabels", in: scratch)
        let tmux = try Self.open(project, scratch: scratch)
        defer { tmux.kill() }
        try Self.scheduleHelloAndExpand(tmux, project: project)
        let opened = try Self.extensionView(tmux)
        #expect(!OpenProjectTests.deviceRows(opened, holding: "Title"), "\(opened)")
        // 200 pt against the 0.5 ratio's ~170 pt at this width: the storyboard-only long look of the same project is shorter.
        #expect(OpenProjectTests.notificationRows(opened) >= 14, "\(OpenProjectTests.notificationRows(opened)) rows: \(opened)")
    }

    @Test("an outlet the storyboard does not connect is nil: force-unwrapping it crashes the extension's process alone, the default UI shows, and the event log names the Swift error and the line")
    func nilOutletCrashShowsDefaultUI() throws {
        let scratch = OpenProjectTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.variant(nil, in: scratch)
        let storyboard = project.appendingPathComponent("LocalNotificationContentExtension/Base.lproj/MainInterface.storyboard")
        let text = try String(contentsOf: storyboard, encoding: .utf8)
            .replacingOccurrences(of: #"<outlet property="titleLable" destination="GcN-lo-r42" id="e9L-fq-Ny1"/>"#, with: "")
        try Data(text.utf8).write(to: storyboard)
        let tmux = try Self.open(project, scratch: scratch, cols: 220)
        defer { tmux.kill() }
        try Self.scheduleHelloAndExpand(tmux, project: project)
        let crashed = try tmux.waitFor(text: "Unexpectedly found nil while implicitly unwrapping", timeout: .seconds(240))
        #expect(crashed.contains("NotificationViewController.swift:25"), "\(crashed)")
        #expect(!OpenProjectTests.deviceRows(crashed, holding: "Title"), "the default UI, not the storyboard: \(crashed)")
        try tmux.send(keys: "x")
        #expect(try tmux.capture().contains("Event log"), "notisim keeps running")
    }

    @Test("a controller calling an API notisim lacks does not build: render names the project's file:line and the missing API, and draws the storyboard as it is")
    func buildFailureFallsBackToStoryboard() throws {
        let scratch = OpenProjectTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.variant(nil, in: scratch)
        let controller = project.appendingPathComponent("LocalNotificationContentExtension/NotificationViewController.swift")
        let text = try String(contentsOf: controller, encoding: .utf8)
            .replacingOccurrences(of: "\t\ttitleLable.text = notification.request.content.title",
                                  with: "\t\ttitleLable.text = notification.request.content.title; titleLable.adjustsFontForContentSizeCategory = true")
        try Data(text.utf8).write(to: controller)
        let push = scratch.appendingPathComponent("hello.apns")
        try Data(#"{"Simulator Target Bundle": "com.example.LocalNotificationPractice", "aps": {"alert": {"title": "Hello", "body": "Good Evening!"}, "category": "CATEGORY_CUSTOM_UI"}}"#.utf8).write(to: push)
        let result = try CommandLineTests.notisim(["render", "--workspace", project.path, "--format", "text", "--view", "expanded", push.path],
                                                  stateHome: scratch.appendingPathComponent("state").path,
                                                  environment: ["XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path])
        #expect(result.status == 0, "\(result.errors)")
        let realPath = controller.resolvingSymlinksInPath().path
        #expect(result.errors.contains("\(realPath):25:") || result.errors.contains("\(controller.path):25:"), "\(result.errors)")
        #expect(result.errors.contains("notisim's iOS subset has no UILabel.adjustsFontForContentSizeCategory yet"), "\(result.errors)")
        #expect(result.output.contains("Title"), "the storyboard's static view: \(result.output)")
    }
}
