import Foundation
import Testing
import TestSupport

/// `notisim open PROJECT` and `--workspace PROJECT`: an Xcode project opened as it is, through its cached workspace
/// (docs/rules/xcode.md#opening-an-xcode-project, docs/rules/xcode.md#project-cache).
@Suite("notisim open on an Xcode project", .tags(.e2e), .slowTier)
struct OpenProjectTests {
    /// The source notes' Local Notification Practice project.
    static let notesProject = CommandLineTests.root.appendingPathComponent("Tests/Fixtures/LocalNotificationPractice")

    /// A scratch folder for one test's state and cache.
    static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("notisim-open-\(UUID().uuidString)")
    }

    /// A copy of the notes' project that a test may change.
    static func projectCopy(in folder: URL) throws -> URL {
        let copy = folder.appendingPathComponent("LocalNotificationPractice")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: notesProject, to: copy)
        return copy
    }

    /// Runs `script` with `notisim run --workspace project`, the state and cache under `scratch`.
    static func run(_ script: String, project: URL, scratch: URL) throws -> CommandLineTests.Result {
        let file = scratch.appendingPathComponent("script-\(UUID().uuidString).txt")
        try script.write(to: file, atomically: true, encoding: .utf8)
        return try CommandLineTests.notisim(["run", "--workspace", project.path, file.path], stateHome: scratch.appendingPathComponent("state").path,
                                            environment: ["XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path])
    }

    /// The one cache entry's `key.json` under `scratch`.
    static func keyFile(in scratch: URL) throws -> URL {
        let base = scratch.appendingPathComponent("cache/notisim/projects")
        let entries = try FileManager.default.contentsOfDirectory(atPath: base.path).filter { !$0.contains(".build-") && !$0.contains(".old-") }
        let entry = try #require(entries.count == 1 ? entries.first : nil, "one cache entry expected: \(entries)")
        return base.appendingPathComponent(entry).appendingPathComponent("key.json")
    }

    /// Whether a row inside the device's frame (left of the event log) holds `text`.
    static func deviceRows(_ screen: String, holding text: String) -> Bool {
        screen.split(separator: "\n").contains { $0.hasPrefix("│") && ($0.components(separatedBy: "│ ╭").first ?? "").contains(text) }
    }

    /// The rows of the notification box drawn inside the device (`││`).
    static func notificationRows(_ screen: String) -> Int {
        screen.split(separator: "\n").filter { $0.hasPrefix("││") }.count
    }

    static func modified(_ file: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
    }

    @Test("notisim open on the notes' project in tmux: the Hello / Good Evening! banner names the app, pulling it down opens the long look")
    func notesProjectBannerAndLongLook() throws {
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let tmux = try Tmux(cols: 110, rows: 40, environment: [
            "XDG_STATE_HOME": scratch.appendingPathComponent("state").path, "XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path,
            "TERM": "xterm-256color",
        ])
        defer { tmux.kill() }
        let binary = try TmuxBuiltProducts.path(of: "notisim")
        try tmux.start(command: "'\(binary)' open --os 14 '\(Self.notesProject.path)'; echo \"notisim exited $?\"; read line")
        try tmux.waitFor(text: "Event log")
        try tmux.allowPermissionPrompts(1)
        // The notes' schedule(_:) action: Hello / Good Evening! with the app's hello.png, category CATEGORY_CUSTOM_UI.
        let hello = Self.notesProject.appendingPathComponent("LocalNotificationPractice/hello.png").path
        try tmux.send(keys: ":")
        try tmux.sendLiteral(text: "schedule Hello now app=com.example.LocalNotificationPractice title=Hello body=\"Good Evening!\" category=CATEGORY_CUSTOM_UI attach=\(hello)")
        try tmux.send(keys: "Enter")
        // The banner: the app's display name from the project's INFOPLIST_KEY_CFBundleDisplayName (in the header row
        // iOS 14 keeps; docs/rules/presentation.md#card-layout-by-version), the title and body.
        let banner = try tmux.waitUntil("the banner shows") { Self.deviceRows($0, holding: "Good Evening!") && Self.deviceRows($0, holding: "LOCAL NOTIFICATION PRACTICE") }
        #expect(Self.deviceRows(banner, holding: "Hello"), "\(banner)")
        try tmux.send(keys: "Down")
        let longLook = try tmux.waitUntil("the long look opens") { !$0.contains("↓/Space expand") && Self.deviceRows($0, holding: "Good Evening!") }
        // The long look (content extension area of height 200 pt) is far taller than the 3-line banner.
        #expect(Self.notificationRows(longLook) >= Self.notificationRows(banner) + 8, "\(longLook)")
        #expect(Self.deviceRows(longLook, holding: "Hello"), "\(longLook)")
    }

    @Test("the notes' project rendered on iOS 13 and 15: the Hello / Good Evening! long look runs the project's own controller: the title and body in the storyboard's labels over the attached image and dimming layer, 200 pt high, over the categories read from AppDelegate.swift", arguments: ["13", "15"])
    func notesProjectLongLookGolden(os: String) throws {
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        // The notification the notes' schedule(_:) makes, with the app's hello.png attached.
        let push = scratch.appendingPathComponent("hello.apns")
        try Data(#"{"Simulator Target Bundle": "com.example.LocalNotificationPractice", "aps": {"alert": {"title": "Hello", "body": "Good Evening!"}, "category": "CATEGORY_CUSTOM_UI"}}"#.utf8).write(to: push)
        let hello = Self.notesProject.appendingPathComponent("LocalNotificationPractice/hello.png").path
        var pictures: [String] = []
        for view in ["banner", "expanded"] {
            let result = try CommandLineTests.notisim(["render", "--workspace", Self.notesProject.path, "--os", os, "--format", "text", "--view", view,
                                                       "--attach", hello, push.path],
                                                      stateHome: scratch.appendingPathComponent("state").path,
                                                      environment: ["XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path])
            #expect(result.status == 0, "\(result.errors)")
            pictures.append("--- \(view)\n" + result.output)
        }
        assertGolden(pictures.joined(separator: "\n"), named: "notes-project-ios\(os)")
    }

    @Test("opening a project twice takes it from the cache (key.json untouched); a touched Info.plist is imported again")
    func cacheHitAndInvalidation() throws {
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.projectCopy(in: scratch)
        let first = try Self.run("expect-log \"read the Xcode project\"\nexpect-log \"(not in the cache yet)\"\n", project: project, scratch: scratch)
        #expect(first.status == 0, "\(first.errors)")
        let key = try Self.keyFile(in: scratch)
        let written = try Self.modified(key)

        let second = try Self.run("expect-log \"from the cache\"\n", project: project, scratch: scratch)
        #expect(second.status == 0, "\(second.errors)")
        #expect(try Self.modified(key) == written)

        let plist = project.appendingPathComponent("LocalNotificationContentExtension/Info.plist")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: plist.path)
        let third = try Self.run("expect-log \"(LocalNotificationContentExtension/Info.plist changed)\"\n", project: project, scratch: scratch)
        #expect(third.status == 0, "\(third.errors)")
        #expect(try Self.modified(Self.keyFile(in: scratch)) != written)
    }

    @Test("p on a project without .apns files offers one sample push per category, which arrives with the category's actions")
    func categorySamplePushes() throws {
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.projectCopy(in: scratch)
        let result = try Self.run("""
            size 120x40
            key p
            expect "CATEGORY_IMAGE_POSTING"
            expect "CATEGORY_CUSTOM_UI"
            key 1
            expect "A sample of CATEGORY_IMAGE_POSTING"
            key Down
            expect "Unfollow"
            """, project: project, scratch: scratch)
        #expect(result.status == 0, "\(result.output)\n\(result.errors)")
    }

    @Test("a relative path on the : line of a project names a file of the project's folder, not of notisim's cache")
    func commandLinePathsInTheProjectFolder() throws {
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.projectCopy(in: scratch)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Payloads"), withIntermediateDirectories: true)
        try Data(#"{ "Simulator Target Bundle": "com.example.LocalNotificationPractice", "aps": { "alert": { "title": "From the project", "body": "Pushed by path" } } }"#.utf8)
            .write(to: project.appendingPathComponent("Payloads/mine.apns"))
        let result = try Self.run("""
            key :
            type "push Payloads/mine.apns"
            key Enter
            expect "Pushed by path"
            """, project: project, scratch: scratch)
        #expect(result.status == 0, "\(result.output)\n\(result.errors)")
    }

    @Test(":reload in tmux reads a changed project again: the new display name shows, the delivered notification stays")
    func reloadPicksUpAChange() throws {
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.projectCopy(in: scratch)
        let tmux = try Tmux(cols: 110, rows: 40, environment: [
            "XDG_STATE_HOME": scratch.appendingPathComponent("state").path, "XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path,
            "TERM": "xterm-256color",
        ])
        defer { tmux.kill() }
        let binary = try TmuxBuiltProducts.path(of: "notisim")
        try tmux.start(command: "'\(binary)' open '\(project.path)'; echo \"notisim exited $?\"; read line")
        try tmux.waitFor(text: "Event log")
        try tmux.allowPermissionPrompts(1)
        try tmux.send(keys: ":")
        // No title: on iOS 15+ the app's name takes the title's place in the centre row (docs/rules/presentation.md#card-layout-by-version).
        try tmux.sendLiteral(text: "schedule Hello now app=com.example.LocalNotificationPractice body=\"Good Evening!\"")
        try tmux.send(keys: "Enter")
        try tmux.waitFor(text: "Good Evening!")
        let pbxproj = project.appendingPathComponent("LocalNotificationPractice.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
        try text.replacingOccurrences(of: "\"Local Notification Practice\"", with: "\"Practice Renamed\"").write(to: pbxproj, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: pbxproj.path)
        try tmux.send(keys: ":")
        try tmux.sendLiteral(text: "reload")
        try tmux.send(keys: "Enter")
        try tmux.send(keys: "L")
        let log = try tmux.waitFor(text: "project.pbxproj changed")
        #expect(log.contains("reloaded the workspace"), "\(log)")
        try tmux.send(keys: "L")
        try tmux.send(keys: "c")
        let centre = try tmux.waitFor(text: "Practice Renamed")
        #expect(centre.contains("Good Evening!"), "\(centre)")
    }

    @Test("a project's notifications survive reopening it in tmux, and nothing is written into the project folder")
    func stateSurvivesOutsideTheProject() throws {
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.projectCopy(in: scratch)
        func listing() -> [String] { (FileManager.default.enumerator(atPath: project.path)?.allObjects as? [String] ?? []).sorted() }
        let before = listing()
        let environment = ["XDG_STATE_HOME": scratch.appendingPathComponent("state").path,
                           "XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path, "TERM": "xterm-256color"]
        let binary = try TmuxBuiltProducts.path(of: "notisim")
        let first = try Tmux(cols: 110, rows: 40, environment: environment)
        defer { first.kill() }
        try first.start(command: "'\(binary)' open '\(project.path)'")
        try first.waitFor(text: "Event log")
        try first.allowPermissionPrompts(1)
        try first.send(keys: ":")
        try first.sendLiteral(text: "schedule Kept now app=com.example.LocalNotificationPractice title=Kept body=\"Still here tomorrow\"")
        try first.send(keys: "Enter")
        _ = try first.waitUntil("the banner shows") { Self.deviceRows($0, holding: "Still here tomorrow") }
        try first.send(keys: "q")
        #expect(try first.waitForExit() == 0)
        let second = try Tmux(cols: 110, rows: 40, environment: environment)
        defer { second.kill() }
        try second.start(command: "'\(binary)' open '\(project.appendingPathComponent("LocalNotificationPractice.xcodeproj").path)'")
        try second.waitFor(text: "Event log")
        try second.send(keys: "c")
        _ = try second.waitUntil("the centre lists the kept notification") { Self.deviceRows($0, holding: "Still here tomorrow") }
        #expect(listing() == before)
    }

    @Test("a folder holding both workspace.json and a project opens the workspace, with a one-line note")
    func workspaceWinsOverProject() throws {
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.projectCopy(in: scratch)
        try Data(#"{"version": 1, "name": "Both", "apps": [{"bundleID": "com.example.both", "displayName": "Both App"}]}"#.utf8)
            .write(to: project.appendingPathComponent("workspace.json"))
        let opened = try Self.run("expect-log \"holds both workspace.json and the Xcode project LocalNotificationPractice.xcodeproj: opening workspace.json\"\n",
                                  project: project, scratch: scratch)
        #expect(opened.status == 0, "\(opened.errors)")
        let named = try Self.run("expect-log \"read the Xcode project\"\n", project: project.appendingPathComponent("LocalNotificationPractice.xcodeproj"), scratch: scratch)
        #expect(named.status == 0, "\(named.errors)")
    }

    @Test("a project with no usable app exits 1 with the import's one-line problems")
    func nothingUsable() throws {
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.projectCopy(in: scratch)
        try Data("{ not a project".utf8).write(to: project.appendingPathComponent("LocalNotificationPractice.xcodeproj/project.pbxproj"))
        let opened = try Self.run("expect \"never\"\n", project: project, scratch: scratch)
        #expect(opened.status == 1)
        #expect(opened.errors.contains("no app could be read from the Xcode project"), "\(opened.errors)")
        #expect(opened.errors.contains("could not use \(project.path)/LocalNotificationPractice.xcodeproj/project.pbxproj: "), "\(opened.errors)")
        let validated = try CommandLineTests.notisim(["validate", project.path])
        #expect(validated.status == 1)
        #expect(validated.output.contains("no app could be read from the Xcode project"), "\(validated.output)")
    }

    @Test("one notisim per project: serve on the folder holds it, a second on its .xcodeproj is refused, push --workspace FOLDER reaches it")
    func oneNotisimPerProject() throws {
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.projectCopy(in: scratch)
        let state = scratch.appendingPathComponent("state").path
        let cache = ["XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path]
        let server = try ServeTests.Server(workspace: project.path, stateHome: state, environment: cache)
        defer { server.stop() }
        let named = project.appendingPathComponent("LocalNotificationPractice.xcodeproj").path
        let second = try #require(try ServeTests.exitWithin(20, ["serve", "--ephemeral", "--apns-h2c", "127.0.0.1:0", "--workspace", named],
                                                            stateHome: state, environment: cache), "a second notisim started on the project")
        #expect(second.status == 1)
        #expect(second.errors.contains("workspace \(named) is already open in notisim (pid \(server.process.processIdentifier))"), "\(second.errors)")
        let payload = scratch.appendingPathComponent("hello.apns")
        try Data(#"{"aps":{"alert":{"title":"Hello","body":"Good Evening!"}}}"#.utf8).write(to: payload)
        let pushed = try CommandLineTests.notisim(["push", "--workspace", project.path, "com.example.LocalNotificationPractice", payload.path],
                                                  stateHome: state, environment: cache)
        #expect(pushed.status == 0, "\(pushed.errors)")
    }

    @Test("validate reads the notes' project as open does: an Xcode project with nothing to report")
    func validateReadsAProject() throws {
        let validated = try CommandLineTests.notisim(["validate", "--strict", Self.notesProject.path])
        #expect(validated.status == 0, "\(validated.output)")
    }
}
