import Foundation
import Testing
import TestSupport

/// The real `notisim` in tmux with a content extension that never answers `didReceiveNotification`: however notisim
/// ends, its child ends with it (docs/rules/terminal.md#no-child-outlives-notisim).
@Suite("notisim's extension children end with it", .serialized, .tags(.e2e), .slowTier)
struct ChildLifetimeTests {
    /// How the test ends notisim: the `q` key or a signal sent to it.
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case quitKey = "q", interrupt = "SIGINT", terminate = "SIGTERM", hangUp = "SIGHUP", kill = "SIGKILL"

        var testDescription: String { rawValue }

        var signal: Int32? {
            switch self {
            case .quitKey: nil
            case .interrupt: SIGINT
            case .terminate: SIGTERM
            case .hangUp: SIGHUP
            case .kill: SIGKILL
            }
        }
    }

    /// A one-app workspace whose content extension answers `hello` and then never answers again.
    static func hangingWorkspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-children-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("pushes"), withIntermediateDirectories: true)
        try Data("""
        import json, sys, time
        for line in sys.stdin:
            message = json.loads(line)
            if message["method"] == "hello":
                sys.stdout.write(json.dumps({"id": message["id"], "result": {"protocol": 1}}) + "\\n")
                sys.stdout.flush()
            else:
                while True:
                    time.sleep(3600)
        """.utf8).write(to: folder.appendingPathComponent("hang.py"))
        try Data("""
        { "version": 1, "name": "children",
          "apps": [{ "bundleID": "com.test.hang", "displayName": "Hang", "icon": "H",
            "authorization": { "request": ["alert", "sound"], "answer": "allow" },
            "categories": [{ "id": "cat", "actions": [{ "id": "like", "title": "Like" }] }],
            "extensions": [{ "name": "Hang", "kind": "content", "bundleID": "com.test.hang.Content",
                             "infoPlist": "content.plist", "run": ["python3", "\(folder.path)/hang.py"] }] }] }
        """.utf8).write(to: folder.appendingPathComponent("workspace.json"))
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>com.test.hang.Content</string>
        <key>NSExtension</key><dict>
          <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string>
          <key>NSExtensionAttributes</key><dict><key>UNNotificationExtensionCategory</key><string>cat</string>
            <key>UNNotificationExtensionInitialContentSizeRatio</key><real>0.5</real></dict>
        </dict></dict></plist>
        """.utf8).write(to: folder.appendingPathComponent("content.plist"))
        try Data(#"{ "Simulator Target Bundle": "com.test.hang", "aps": { "alert": { "title": "Hi", "body": "HangingBody" }, "category": "cat" } }"#.utf8)
            .write(to: folder.appendingPathComponent("pushes/note.apns"))
        return folder
    }

    /// The running processes whose command line names `marker`, with their parent and blocked signals.
    static func processes(naming marker: String) -> [(pid: Int32, parent: Int32, blocked: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> (pid: Int32, parent: Int32, blocked: String)? in
            guard let pid = Int32(entry),
                  let command = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                  String(decoding: command, as: UTF8.self).contains(marker),
                  let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8) else { return nil }
            let fields = Dictionary(status.split(separator: "\n").compactMap { line -> (String, String)? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }, uniquingKeysWith: { first, _ in first })
            guard fields["State"]?.hasPrefix("Z") == false, let parent = fields["PPid"].flatMap({ Int32($0) }) else { return nil }
            return (pid, parent, fields["SigBlk"] ?? "")
        }
    }

    /// Polls `condition` every 20 ms until it holds or `seconds` pass; answers whether it held.
    static func eventually(within seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    @Test("No child outlives notisim, however it ends", arguments: Ending.allCases)
    func noChildOutlivesNotisim(ending: Ending) throws {
        let workspace = try Self.hangingWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let marker = workspace.appendingPathComponent("hang.py").path
        let tmux = try Tmux(cols: 110, rows: 34, environment: ["TERM": "xterm-256color"])
        defer { tmux.kill() }
        try tmux.start(command: "cd '\(workspace.path)' && env SWIFT_BACKTRACE=enable=no '\(try TmuxBuiltProducts.notisim())' --ephemeral --workspace .")
        try tmux.waitFor(text: "Event log")
        try tmux.send(keys: ":")
        try tmux.sendLiteral(text: "push pushes/note.apns")
        try tmux.send(keys: "Enter")
        try tmux.waitFor(text: "HangingBody")
        try tmux.send(keys: "Down")
        var children: [(pid: Int32, parent: Int32, blocked: String)] = []
        #expect(Self.eventually(within: 10) {
            children = Self.processes(naming: marker)
            return !children.isEmpty
        }, "the extension never started")
        let child = try #require(children.first)
        // The interpreter blocks signals for moments of its own start; what the child inherited stays.
        var blocked = child.blocked
        #expect(Self.eventually(within: 3) {
            blocked = Self.processes(naming: marker).first?.blocked ?? ""
            return blocked == "0000000000000000"
        }, "the child runs with signals blocked: \(blocked)")
        if let signal = ending.signal {
            #expect(kill(child.parent, signal) == 0)
        } else {
            try tmux.send(keys: "q")
        }
        #expect(Self.eventually(within: 10) { kill(child.parent, 0) != 0 || Self.isZombie(child.parent) }, "notisim did not end")
        #expect(Self.eventually(within: 5) { kill(child.pid, 0) != 0 || Self.isZombie(child.pid) },
                "the extension (pid \(child.pid)) outlived notisim ended by \(ending.rawValue)")
        if kill(child.pid, 0) == 0 && !Self.isZombie(child.pid) { kill(child.pid, SIGKILL) }
    }

    /// Whether `pid` has ended and waits to be collected.
    static func isZombie(_ pid: Int32) -> Bool {
        ((try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? "").split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? false
    }
}
