import Foundation
import Testing
import TestSupport

/// A workspace folder with one chat app and one content extension for the command-line extension tests.
struct ChatWorkspace {
    static let app = "com.example.chat"
    static let category = "CHAT"
    let folder: URL

    /// Writes the workspace: the extension runs `run` (none when nil); `limits` is the `extensionLimits` section.
    init(run: [String]?, files: [String: String] = [:], limits: String? = nil, kind: String = "content", hidesDefault: Bool = false) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-chat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ext"), withIntermediateDirectories: true)
        let runJSON = run.map { ", \"run\": [" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" } ?? ""
        let workspace = """
        {"apps": [{"bundleID": "\(Self.app)", "displayName": "Chat",
          "authorization": {"request": ["alert", "sound"], "answer": "allow"},
          "delegate": {"willPresent": ["banner", "list"]},
          "categories": [{"id": "\(Self.category)", "actions": [{"id": "LIKE", "title": "Like"}]}],
          "extensions": [{"name": "ChatExtension", "kind": "\(kind)", "bundleID": "\(Self.app).ChatExtension",
                          "infoPlist": "ext/Info.plist"\(runJSON)}]}]\(limits.map { ", \"extensionLimits\": \($0)" } ?? "")}
        """
        try Data(workspace.utf8).write(to: folder.appendingPathComponent("workspace.json"))
        try Data((kind == "content" ? Self.contentPlist([Self.category], hidesDefault: hidesDefault) : Self.servicePlist).utf8).write(to: plist)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    }

    var plist: URL { folder.appendingPathComponent("ext/Info.plist") }

    /// A content extension's Info.plist claiming `categories`, with a literal bundle id when given; `hidesDefault` hides
    /// the default content, so that what shows is the extension's alone.
    static func contentPlist(_ categories: [String], bundleID: String? = nil, hidesDefault: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        \(bundleID.map { "<key>CFBundleIdentifier</key><string>\($0)</string>" } ?? "")
        <key>NSExtension</key><dict>
        <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string>
        <key>NSExtensionAttributes</key><dict>
        <key>UNNotificationExtensionCategory</key><array>\(categories.map { "<string>\($0)</string>" }.joined())</array>
        <key>UNNotificationExtensionInitialContentSizeRatio</key><real>0.3</real>
        <key>UNNotificationExtensionDefaultContentHidden</key>\(hidesDefault ? "<true/>" : "<false/>")
        </dict></dict></dict></plist>
        """
    }

    static let servicePlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>NSExtension</key><dict>
    <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.service</string>
    </dict></dict></plist>
    """

    /// A push of the chat category.
    static let push = #"{"aps": {"alert": {"title": "Mina", "body": "See you at eight"}, "category": "CHAT", "mutable-content": 1}, "Simulator Target Bundle": "com.example.chat"}"#

    /// A Python content extension that shows `prefix` and the body; `setup` runs once after the handshake.
    static func pythonExtension(prefix: String, setup: String = "pass") -> String {
        """
        import json, sys
        kept = None
        for line in sys.stdin:
            call = json.loads(line)
            if call["method"] == "hello":
                result = {"protocol": 1}
            elif call["method"] == "didReceiveNotification":
                \(setup)
                result = {"view": {"text": "\(prefix) " + call["params"]["notification"]["content"]["body"]}}
            else:
                result = {}
            print(json.dumps({"id": call["id"], "result": result}), flush=True)
        """
    }
}

/// The commands that run or check extensions: render runs the workspace's extension, validate warns about one that
/// cannot run and reads Info.plists together, and the memory limit counts the extension's own memory.
@Suite("notisim commands and extensions", .tags(.e2e), .slowTier)
struct ExtensionCommandTests {
    static func notisim(_ arguments: [String], input: String? = nil) throws -> CommandLineTests.Result {
        try CommandLineTests.notisim(arguments, input: input)
    }

    /// The expanded view of the chat push as `render` draws it.
    static func render(_ workspace: ChatWorkspace, _ extra: [String] = []) throws -> CommandLineTests.Result {
        try notisim(["render", "-", "--workspace", workspace.folder.path, "--format", "text", "--width", "60"] + extra, input: ChatWorkspace.push)
    }

    @Test("render runs the workspace's content extension (also when named by --extension) and draws what it shows")
    func renderRunsTheExtension() throws {
        let workspace = try ChatWorkspace(run: ["python3", "ext.py"], files: ["ext.py": ChatWorkspace.pythonExtension(prefix: "EXT:")])
        let routed = try Self.render(workspace)
        #expect(routed.status == 0, "\(routed.errors)")
        #expect(routed.output.contains("EXT: See you at eight"), "\(routed.output)")
        let named = try Self.render(workspace, ["--extension", workspace.plist.path])
        #expect(named.output.contains("EXT: See you at eight"), "\(named.output)")
    }

    @Test("render falls back to the default UI with one line naming the fault when the extension crashes")
    func renderFallsBack() throws {
        let workspace = try ChatWorkspace(run: ["python3", "ext.py"], files: ["ext.py": "import sys\nsys.stdin.readline()\nsys.exit(3)\n"])
        let result = try Self.render(workspace)
        #expect(result.status == 0)
        #expect(result.output.contains("See you at eight"), "the default UI shows the body")
        #expect(result.errors.contains("ChatExtension: didReceive(notification) failed: crashed: exited with status 3; showing the default UI"), "\(result.errors)")
    }

    @Test("validate warns about an extension that can never run: no run and no built-in one, or a missing program")
    func validateWarnsAboutExtensionsThatCannotRun() throws {
        let none = try ChatWorkspace(run: nil)
        let plain = try Self.notisim(["validate", none.folder.path])
        #expect(plain.status == 0)
        #expect(plain.output.contains("workspace.json: warning: apps[0].extensions[0]: ChatExtension has no \"run\" command line and notisim has no built-in com.example.chat.ChatExtension, so it never runs"), "\(plain.output)")
        #expect(try Self.notisim(["validate", "--strict", none.folder.path]).status == 1)
        let missing = try ChatWorkspace(run: ["./no-such-program"])
        let result = try Self.notisim(["validate", missing.folder.path])
        #expect(result.output.contains("ChatExtension cannot start: its program \"./no-such-program\" is not an executable file"), "\(result.output)")
        let fine = try ChatWorkspace(run: ["python3", "ext.py"], files: ["ext.py": ChatWorkspace.pythonExtension(prefix: "")])
        #expect(try Self.notisim(["validate", "--strict", fine.folder.path]).status == 0)
    }

    @Test("the event log says at start which extension can never run")
    func logSaysWhichExtensionCannotRun() throws {
        let none = try ChatWorkspace(run: nil)
        let result = try Self.notisim(["run", "-", "--workspace", none.folder.path],
                                      input: "expect-log \"ChatExtension has no \\\"run\\\" command line and notisim has no built-in com.example.chat.ChatExtension\"\n")
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test("Info.plists given together are one set: a category claimed by two is an error naming the category and both bundles")
    func validatePlistsTogether() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-plists-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let one = folder.appendingPathComponent("One.plist"), two = folder.appendingPathComponent("Two.plist")
        try Data(ChatWorkspace.contentPlist(["CHAT", "PHOTO"], bundleID: "com.example.chat.One").utf8).write(to: one)
        try Data(ChatWorkspace.contentPlist(["PHOTO"], bundleID: "com.example.chat.Two").utf8).write(to: two)
        #expect(try Self.notisim(["validate", one.path]).status == 0)
        let together = try Self.notisim(["validate", one.path, two.path])
        #expect(together.status == 1)
        #expect(together.output.contains("\(two.path): error: PHOTO: category \"PHOTO\" is claimed by two content extensions, com.example.chat.One and com.example.chat.Two; iOS would pick either"), "\(together.output)")
    }

    @Test("render - and validate - read standard input like push - and run -")
    func standardInput() throws {
        let validated = try Self.notisim(["validate", "-"], input: #"{"aps": {"alert": "Hi", "badge": "3"}}"#)
        #expect(validated.output.contains("-: warning: aps.badge"), "\(validated.output)")
        let plist = try Self.notisim(["validate", "--json", "-"], input: ChatWorkspace.contentPlist(["CHAT"]))
        #expect(plist.output.contains("\"kind\":\"Info.plist\""), "\(plist.output)")
        let rendered = try Self.notisim(["render", "-", "--view", "banner", "--format", "text"], input: ChatWorkspace.push)
        #expect(rendered.status == 0, "\(rendered.errors)")
        #expect(rendered.output.contains("See you at eight"))
    }

    /// A script that opens the chat push's expanded view and expects `text` on screen.
    static func expandScript(expecting text: String) -> String {
        """
        schedule n1 in 1s app=\(ChatWorkspace.app) title="Mina" body="See you at eight" category=\(ChatWorkspace.category)
        advance 1s
        key Down
        expect "\(text)"
        """
    }

    @Test("the memory limit counts an extension's own memory above its runtime's, and is set by the workspace or --extension-memory")
    func memoryLimitAboveTheRuntime() throws {
        // 16 MB of its own: within iOS's 24 MB although the interpreter's own memory comes on top.
        let modest = try ChatWorkspace(run: ["python3", "ext.py"], files: ["ext.py": ChatWorkspace.pythonExtension(
            prefix: "EXT:", setup: "kept = bytearray(16 * 1024 * 1024); kept[::4096] = b'x' * len(kept[::4096])")])
        let within = try Self.notisim(["run", "-", "--workspace", modest.folder.path], input: Self.expandScript(expecting: "EXT: See you at eight"))
        #expect(within.status == 0, "\(within.errors)")
        // 40 MB of its own: over the default limit, within a 64 MB one (flag) and within the workspace's 64 MB.
        let greedyCode = ChatWorkspace.pythonExtension(prefix: "EXT:", setup: "kept = bytearray(40 * 1024 * 1024); kept[::4096] = b'x' * len(kept[::4096])")
        let greedy = try ChatWorkspace(run: ["python3", "ext.py"], files: ["ext.py": greedyCode])
        let over = try Self.notisim(["run", "-", "--workspace", greedy.folder.path], input: Self.expandScript(expecting: "EXT: See you at eight"))
        #expect(over.status == 1)
        let killed = try Self.notisim(["run", "-", "--workspace", greedy.folder.path],
                                      input: Self.expandScript(expecting: "See you at eight") + "\nexpect-log \"over the memory limit\"\n")
        #expect(killed.status == 0, "\(killed.errors)")
        let flagged = try Self.notisim(["run", "-", "--workspace", greedy.folder.path, "--extension-memory", "64"],
                                       input: Self.expandScript(expecting: "EXT: See you at eight"))
        #expect(flagged.status == 0, "\(flagged.errors)")
        let configured = try ChatWorkspace(run: ["python3", "ext.py"], files: ["ext.py": greedyCode], limits: #"{"memoryMB": 64}"#)
        let roomy = try Self.notisim(["run", "-", "--workspace", configured.folder.path], input: Self.expandScript(expecting: "EXT: See you at eight"))
        #expect(roomy.status == 0, "\(roomy.errors)")
    }

    @Test("the service extension's budget comes from the workspace's extensionLimits, and --service-budget overrides it")
    func serviceBudgetSettings() throws {
        let silent = "import json, sys\nfor line in sys.stdin:\n    call = json.loads(line)\n    if call['method'] == 'hello':\n        print(json.dumps({'id': call['id'], 'result': {'protocol': 1}}), flush=True)\n"
        let workspace = try ChatWorkspace(run: ["python3", "ext.py"], files: ["ext.py": silent], limits: #"{"serviceBudget": "5s"}"#, kind: "service")
        let push = workspace.folder.appendingPathComponent("chat.apns")
        try Data(ChatWorkspace.push.utf8).write(to: push)
        let fromWorkspace = try Self.notisim(["run", "-", "--workspace", workspace.folder.path], input: "push \(push.path)\nexpect-log \"budget 5 s on the notisim clock\"\n")
        #expect(fromWorkspace.status == 0, "\(fromWorkspace.errors)")
        let fromFlag = try Self.notisim(["run", "-", "--workspace", workspace.folder.path, "--service-budget", "12s"],
                                        input: "push \(push.path)\nexpect-log \"budget 12 s on the notisim clock\"\n")
        #expect(fromFlag.status == 0, "\(fromFlag.errors)")
        let bad = try Self.notisim(["run", "-", "--service-budget", "soon"], input: "")
        #expect(bad.status == 2)
    }
}
