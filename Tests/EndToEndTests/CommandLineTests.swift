import Foundation
import Testing
import TestSupport

/// notisim's non-interactive commands, run as a user runs them: exit status and output.
@Suite("notisim commands", .tags(.e2e), .slowTier)
struct CommandLineTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let payloads = root.appendingPathComponent("Tests/NotiCoreTests/Fixtures/payloads")
    static let demo = root.appendingPathComponent("Sources/NotiApp/Resources/DemoWorkspace")

    struct Result { var status: Int32; var output: String; var errors: String }

    /// Runs the built notisim with `arguments` and returns its exit status and output.
    static func notisim(_ arguments: [String], input: String? = nil, stateHome: String? = nil, environment extra: [String: String] = [:],
                        directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxBuiltProducts.path(of: "notisim"))
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = stateHome ?? FileManager.default.temporaryDirectory.appendingPathComponent("notisim-cli-\(UUID().uuidString)").path
        environment.merge(extra) { _, given in given }
        process.environment = environment
        let output = Pipe(), errors = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self))
    }

    @Test("validate prints the key path and reason of each problem; warnings alone exit 0, with --strict 1")
    func validateWarnings() throws {
        let korean = Self.payloads.appendingPathComponent("korean.apns").path
        let plain = try Self.notisim(["validate", korean])
        #expect(plain.status == 0)
        #expect(plain.output.contains("korean.apns: warning: aps.badge: expected an integer, got the string \"3\""))
        #expect(try Self.notisim(["validate", "--strict", korean]).status == 1)
    }

    @Test("validate reports every file, never stopping at the first; an error exits 1")
    func validateEveryFile() throws {
        let files = ["empty.apns", "invalid-utf8.json", "glucose-critical.apns"].map { Self.payloads.appendingPathComponent($0).path }
        let result = try Self.notisim(["validate"] + files)
        #expect(result.status == 1)
        for name in ["empty.apns", "invalid-utf8.json", "glucose-critical.apns"] { #expect(result.output.contains(name)) }
    }

    @Test("validate detects Info.plists and workspaces by content, and --json gives one object per file")
    func validateKinds() throws {
        let plist = Self.demo.appendingPathComponent("extensions/LocalNotificationContentExtension/Info.plist").path
        let result = try Self.notisim(["validate", "--json", plist, Self.demo.path])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].contains("\"kind\":\"Info.plist\""))
        #expect(lines[1].contains("\"kind\":\"workspace\""))
    }

    @Test("validate without files is a usage error (exit 2)")
    func validateUsage() throws {
        #expect(try Self.notisim(["validate"]).status == 2)
    }

    @Test("render prints the snapshot text; bad inputs give one clear line and exit 1")
    func render() throws {
        let push = Self.demo.appendingPathComponent("pushes/korean-alarm.apns").path
        let pushFile = FileManager.default.fileExists(atPath: push) ? push : Self.demo.appendingPathComponent("pushes/alarm-loc-keys.apns").path
        let ok = try Self.notisim(["render", pushFile, "--view", "banner", "--format", "text", "--os", "13", "--device", "iphone-se"])
        #expect(ok.status == 0)
        #expect(ok.output.contains("ALARM"), "iOS 13 capitalises app names")
        let json = try Self.notisim(["render", pushFile, "--format", "json"])
        #expect(json.output.contains("\"role\""))
        for bad in [["render", "/no/such.apns"], ["render", pushFile, "--os", "99"], ["render", pushFile, "--device", "nokia"],
                    ["render", pushFile, "--theme", "neon"]] {
            let result = try Self.notisim(bad)
            #expect(result.status == 1, "\(bad)")
            #expect(result.errors.split(separator: "\n").count == 1, "\(bad): \(result.errors)")
        }
    }

    @Test("render runs the app's service extension on a mutable-content push before laying it out: the demo's downloads the image_url into an attachment, and says so on standard error; without mutable-content nothing runs")
    func renderRunsTheServiceExtension() throws {
        let push = Self.demo.appendingPathComponent("pushes/boltz-image.apns").path
        // A temporary folder with a space in its name holds the push on its way through the loop.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("notisim render \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let served = try Self.notisim(["render", push, "--default-ui", "--format", "json"], environment: ["TMPDIR": temporary.path])
        #expect(served.status == 0, "\(served.errors)")
        #expect(served.output.contains("\"role\":\"attachment\""), "\(served.output)")
        #expect(served.errors.contains("NotificationService: didReceive(request ") && served.errors.contains("→ contentHandler(title \"新しい写真\""), "\(served.errors)")
        let text = try String(contentsOfFile: push, encoding: .utf8).replacingOccurrences(of: "\"mutable-content\": 1,", with: "")
        let plain = try Self.notisim(["render", "-", "--default-ui", "--format", "json"], input: text)
        #expect(plain.status == 0 && !plain.output.contains("\"role\":\"attachment\"") && plain.errors.isEmpty, "\(plain.output)\(plain.errors)")
    }

    @Test("render --view lock knows the iOS 16 Display As styles: count prints \"1 Notification\", list the card; a bad style is one line")
    func renderLockStyles() throws {
        let push = Self.demo.appendingPathComponent("pushes/alarm-loc-keys.apns").path
        let count = try Self.notisim(["render", push, "--view", "lock", "--os", "16", "--display-as", "count", "--format", "text"])
        #expect(count.status == 0 && count.output.contains("1 Notification") && !count.output.contains("╭"), "\(count.errors)")
        let list = try Self.notisim(["render", push, "--view", "lock", "--os", "16", "--display-as", "list", "--format", "text"])
        #expect(list.status == 0 && list.output.contains("╭") && !list.output.contains("1 Notification"))
        let bad = try Self.notisim(["render", push, "--view", "lock", "--display-as", "grid"])
        #expect(bad.status == 1 && bad.errors == "notisim: --display-as: unknown display-as style \"grid\"; valid: count, stack, list\n", "\(bad.errors)")
    }

    @Test("run exits 0 when every expectation holds and 1 with the failing line and the screen otherwise")
    func runScripts() throws {
        let passing = try Self.notisim(["run", "-"], input: "advance 5s\nexpect \"Good Evening!\"\n")
        #expect(passing.status == 0, "\(passing.errors)")
        let failing = try Self.notisim(["run", "-"], input: "advance 5s\nexpect \"Good Morning!\"\n")
        #expect(failing.status == 1)
        #expect(failing.errors.contains("-:2: expect \"Good Morning!\""))
        #expect(failing.errors.contains("Good Evening!"), "the screen is printed")
    }

    @Test("an attachment download that fails leaves no file in the temporary folder")
    func failedDownloadLeavesNoFile() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-tmpdir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        // The demo's failing image URL is a closed local port: the download fails at once.
        let push = Self.demo.appendingPathComponent("pushes/boltz-image-failing.apns").path
        let run = try Self.notisim(["run", "-"], input: "push \(push)\nexpect-log \"→ contentHandler(title\"\n",
                                   environment: ["TMPDIR": temporary.path])
        #expect(run.status == 0, "\(run.errors)")
        let left = FileManager.default.enumerator(atPath: temporary.path)?.allObjects as? [String] ?? []
        #expect(!left.contains { $0.hasSuffix(".tmp") }, "left behind: \(left)")
    }

    @Test("init writes the demo workspace and refuses a folder that is not empty")
    func initWorkspace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-init-\(UUID().uuidString)").path
        let first = try Self.notisim(["init", folder])
        #expect(first.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/workspace.json"))
        #expect(try Self.notisim(["validate", folder]).status == 0)
        let second = try Self.notisim(["init", folder])
        #expect(second.status == 1)
        #expect(second.errors.contains(folder) || second.errors.contains("empty"))
    }

    @Test("init --blank writes one app with one category and no launch requests: it validates and a script sees only what it schedules")
    func initBlank() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-blank-\(UUID().uuidString)").path
        let written = try Self.notisim(["init", "--blank", folder])
        #expect(written.status == 0, "\(written.errors)")
        #expect(written.output.contains("wrote a blank workspace to \(folder)"))
        #expect(try Self.notisim(["validate", "--strict", folder]).status == 0)
        let script = """
            advance 1h
            expect-log "setNotificationCategories [MESSAGE]"
            push pushes/message.apns
            expect "Hello from my workspace"
            """
        try Data(script.utf8).write(to: URL(fileURLWithPath: folder + "/check.txt"))
        let log = folder + "/log.jsonl"
        let run = try Self.notisim(["run", "--workspace", folder, "--log-json", log, folder + "/check.txt"])
        #expect(run.status == 0, "\(run.errors)")
        let events = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(!events.contains(#"add \""#), "nothing is scheduled at launch: \(events)")
    }

    @Test("run --no-launch-requests: the demo's apps and categories without the banners they schedule at launch")
    func runWithoutLaunchRequests() throws {
        let script = """
            advance 5s
            expect-not "Good Evening!"
            expect-log "setNotificationCategories [CATEGORY_IMAGE_POSTING, CATEGORY_CUSTOM_UI]"
            schedule mine in 5s app=com.example.LocalNotificationPractice title="Mine" body="only this one" category=CATEGORY_CUSTOM_UI
            advance 5s
            expect "only this one"
            """
        let result = try Self.notisim(["run", "--no-launch-requests", "-"], input: script)
        #expect(result.status == 0, "\(result.errors)")
        let demo = try Self.notisim(["run", "-"], input: "advance 5s\nexpect-not \"Good Evening!\"\n")
        #expect(demo.status == 1, "without the flag the demo's Hello fires")
    }
}

/// What `scripts/install.sh` installs beside the `notisim` link, made from the built program itself.
@Suite("notisim's man page, completions and version", .tags(.e2e), .slowTier)
struct InstallArtifactTests {
    @Test("--version prints the version; the man page scripts/manpage.py makes from --experimental-dump-help names every command, and bash, zsh and fish completions are printed")
    func manPageAndCompletions() throws {
        let version = try CommandLineTests.notisim(["--version"])
        #expect(version.status == 0 && version.output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3, "\(version.output)")
        let help = try CommandLineTests.notisim(["--experimental-dump-help"])
        #expect(help.status == 0)
        let page = try Self.manPage(help: help.output, version: version.output.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(page.hasPrefix(".TH NOTISIM 1") || page.contains("\n.TH NOTISIM 1"), "\(page.prefix(300))")
        for command in ["open", "run", "validate", "import", "render", "serve", "push", "build\\-extensions", "tokens", "init", "reset"] {
            #expect(page.contains(".SH NOTISIM \(command.uppercased())"), "no section for \(command)")
        }
        for shell in ["bash", "zsh", "fish"] {
            let script = try CommandLineTests.notisim(["--generate-completion-script", shell])
            #expect(script.status == 0 && script.output.contains("build-extensions"), "\(shell)")
        }
    }

    /// The man page `scripts/manpage.py` writes from the help description.
    static func manPage(help: String, version: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", CommandLineTests.root.appendingPathComponent("scripts/manpage.py").path, version]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(help.utf8))
        try input.fileHandleForWriting.close()
        let page = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return page
    }
}
