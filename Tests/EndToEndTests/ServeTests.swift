import Foundation
import Testing
import TestSupport

/// `notisim serve` with a real HTTP/2 client (curl): pushes go through the same delivery path as local ones.
@Suite("notisim serve", .serialized, .tags(.e2e, .network), .slowTier)
struct ServeTests {
    /// A running `notisim serve` on an h2c port, and what it printed.
    final class Server {
        let process = Process()
        let output = Pipe()
        let logFile: String
        /// Its XDG_STATE_HOME (where it announces itself to `notisim push`).
        let stateHome: String
        var port = 0

        /// Starts serve on the demo, or on `workspace`, with its state under `stateHome` (a fresh folder by default)
        /// and any further `arguments`; `--ephemeral` unless `keepingState`; its event log in `logFile` unless not
        /// `logged` (as the README starts it).
        init(workspace: String? = nil, stateHome: String? = nil, keepingState: Bool = false, logged: Bool = true, arguments: [String] = [],
             environment extra: [String: String] = [:]) throws {
            let state = stateHome.map { URL(fileURLWithPath: $0) }
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("notisim-serve-\(UUID().uuidString)")
            self.stateHome = state.path
            logFile = state.appendingPathComponent("log-\(UUID().uuidString).jsonl").path
            try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
            process.executableURL = URL(fileURLWithPath: try TmuxBuiltProducts.path(of: "notisim"))
            process.arguments = ["serve"] + (keepingState ? [] : ["--ephemeral"]) + ["--apns-h2c", "127.0.0.1:0"] + (logged ? ["--log-json", logFile] : [])
                + (workspace.map { ["--workspace", $0] } ?? []) + arguments
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_STATE_HOME"] = state.path
            environment.merge(extra) { _, given in given }
            process.environment = environment
            process.standardOutput = output
            process.standardError = output
            try process.run()
            var seen = ""
            let deadline = Date().addingTimeInterval(20)
            while port == 0 && Date() < deadline {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                seen += String(decoding: data, as: UTF8.self)
                if let range = seen.range(of: #"\(h2c\) on port (\d+)"#, options: .regularExpression), seen.contains("notisim push reaches") {
                    port = Int(seen[range].split(separator: " ").last ?? "") ?? 0
                }
            }
            guard port > 0 else { throw TmuxError("notisim serve did not report its port: \(seen)") }
        }

        /// The event log written so far.
        var log: String { (try? String(contentsOfFile: logFile, encoding: .utf8)) ?? "" }

        /// What the stopped server printed after its port, up to its last line (`notisim: stopped; …`).
        func outputAfterStop() -> String {
            var seen = ""
            while !seen.contains("notisim: stopped;") {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                seen += String(decoding: data, as: UTF8.self)
            }
            return seen
        }

        /// Stops the server with SIGINT, as a user's Ctrl-C would; SIGKILL if it does not stop within 10 s.
        func stop() {
            guard process.isRunning else { return }
            process.interrupt()
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
    }

    /// Sends one push with curl over h2c; answers the status line and body.
    static func curl(port: Int, token: String, topic: String, body: String, headers: [String] = []) throws -> String {
        try curlH2C(["-X", "POST", "-H", "apns-topic: \(topic)"] + headers.flatMap { ["-H", $0] }
            + ["--data-binary", body, "http://127.0.0.1:\(port)/3/device/\(token)"])
    }

    /// Runs curl over h2c (`-s -i --http2-prior-knowledge` and `arguments`); answers the status line, headers and body.
    static func curlH2C(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-s", "-i", "--http2-prior-knowledge"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func token(for bundleID: String) throws -> String {
        let result = try CommandLineTests.notisim(["tokens"])
        let line = result.output.split(separator: "\n").first { $0.hasPrefix(bundleID + " ") }
        return String(line?.split(separator: " ").dropFirst(2).first ?? "")  // BUNDLE DEVICE TOKEN ENVIRONMENT
    }

    @Test("tokens prints a stable 64-hex token per app install")
    func tokens() throws {
        let first = try CommandLineTests.notisim(["tokens"]).output
        #expect(first == (try CommandLineTests.notisim(["tokens"]).output))
        let token = try Self.token(for: "com.example.photos")
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
    }

    @Test("a push accepted with 200 is a delivered notification in the event log; unknown and malformed tokens are refused")
    func pushesReachTheCentre() throws {
        let server = try Server()
        defer { server.stop() }
        let token = try Self.token(for: "com.example.photos")
        let ok = try Self.curl(port: server.port, token: token, topic: "com.example.photos",
                               body: #"{"aps":{"alert":{"title":"New Photo","body":"Jane Doe posted a new photo"}}}"#,
                               headers: ["apns-collapse-id: album-1"])
        #expect(ok.hasPrefix("HTTP/2 200"))
        #expect(ok.lowercased().contains("apns-id:"))
        let unknown = try Self.curl(port: server.port, token: String(repeating: "ab", count: 32), topic: "com.example.photos", body: #"{"aps":{"alert":"x"}}"#)
        #expect(unknown.hasPrefix("HTTP/2 410"))
        #expect(unknown.contains(#""reason":"Unregistered""#) && unknown.contains("timestamp"))
        let malformed = try Self.curl(port: server.port, token: "xyz", topic: "com.example.photos", body: #"{"aps":{"alert":"x"}}"#)
        #expect(malformed.hasPrefix("HTTP/2 400") && malformed.contains("BadDeviceToken"))
        server.stop()
        #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0, "SIGINT stops serve cleanly")
        let log = (try? String(contentsOfFile: server.logFile, encoding: .utf8)) ?? ""
        #expect(log.contains(#"delivered \"album-1\""#), "the collapse id becomes the notification's identifier")
        #expect(server.outputAfterStop().hasSuffix("notisim: stopped; this run delivered 1 notification to Notification Centre\n"),
                "its last line counts what the centre received (the refused pushes never reached it)")
    }

    @Test("serve without --log-json, as the README starts it, keeps only the event log's counts: its last line still counts every push the centre received")
    func serveWithoutLogFileCountsDeliveries() throws {
        let server = try Server(logged: false)
        defer { server.stop() }
        let token = try Self.token(for: "com.example.photos")
        for identifier in ["one", "two", "one"] {
            let ok = try Self.curl(port: server.port, token: token, topic: "com.example.photos", body: #"{"aps":{"alert":"x"}}"#,
                                   headers: ["apns-collapse-id: \(identifier)"])
            #expect(ok.hasPrefix("HTTP/2 200"), "\(ok)")
        }
        let refused = try Self.curl(port: server.port, token: token, topic: "com.example.photos", body: #"{"aps":"#)
        #expect(refused.hasPrefix("HTTP/2 400"))
        server.stop()
        #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: server.logFile), "no event log file is written")
        #expect(server.outputAfterStop().hasSuffix("notisim: stopped; this run delivered 3 notifications to Notification Centre\n"))
    }

    /// Runs notisim and answers its exit status and standard error, or nil when it was still running after
    /// `seconds` (it is then killed): a second notisim on a workspace must end at once, not start.
    static func exitWithin(_ seconds: Double, _ arguments: [String], stateHome: String, environment extra: [String: String] = [:]) throws -> (status: Int32, errors: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxBuiltProducts.path(of: "notisim"))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = stateHome
        environment.merge(extra) { _, given in given }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return (process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test("serve --fcm alone serves FCM only, and names the CA its TLS clients and proxied SDKs trust")
    func fcmAlone() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-fcm-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxBuiltProducts.path(of: "notisim"))
        process.arguments = ["serve", "--ephemeral", "--fcm", "127.0.0.1:0"]
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": state.path]) { _, given in given }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) }; process.waitUntilExit() }
        var seen = ""
        let deadline = Date().addingTimeInterval(20)
        while !seen.contains("FCM clients trust") && Date() < deadline {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            seen += String(decoding: data, as: UTF8.self)
        }
        #expect(seen.contains("FCM endpoint (HTTP/1.1, and HTTPS_PROXY for Google's API hosts) on port"), "\(seen)")
        let trusted = try #require(seen.split(separator: "\n").first { $0.contains("FCM clients trust ") }?.components(separatedBy: "trust ").last)
        #expect(FileManager.default.contents(atPath: trusted).map { String(decoding: $0, as: UTF8.self).contains("BEGIN CERTIFICATE") } == true)
        #expect(!seen.contains("APNs endpoint (TLS"), "no APNs listener was asked for: \(seen)")
        kill(process.processIdentifier, SIGINT)
    }

    @Test("one notisim per workspace: a second serve, the interactive centre, or a reset of its state, on the same workspace is refused naming the first's pid")
    func secondNotisimOnWorkspaceRefused() throws {
        let server = try Server()
        defer { server.stop() }
        let pid = server.process.processIdentifier
        for arguments in [["serve", "--ephemeral", "--apns-h2c", "127.0.0.1:0"], ["--ephemeral"]] {
            let second = try #require(try Self.exitWithin(20, arguments, stateHome: server.stateHome), "\(arguments): a second notisim started")
            #expect(second.status == 1, "\(arguments)")
            #expect(second.errors.hasPrefix("notisim: workspace ") && second.errors.contains("is already open in notisim (pid \(pid))"), "\(second.errors)")
        }
        let reset = try CommandLineTests.notisim(["reset"], stateHome: server.stateHome)
        #expect(reset.status == 1 && reset.errors.contains("is open in notisim (pid \(pid)); quit it before forgetting its state"), "\(reset.errors)")
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-ws-\(UUID().uuidString)").path
        #expect(try CommandLineTests.notisim(["init", "--blank", other]).status == 0)
        let beside = try Server(workspace: other, stateHome: server.stateHome)
        beside.stop()
        #expect(beside.process.terminationStatus == 0, "another workspace opens beside it")
    }

    @Test("serve --no-launch-requests launches the workspace's apps without the requests they schedule at launch")
    func noLaunchRequests() throws {
        let server = try Server(arguments: ["--no-launch-requests"])
        server.stop()
        #expect(server.log.contains("setNotificationCategories [CATEGORY_IMAGE_POSTING, CATEGORY_CUSTOM_UI]"))
        #expect(!server.log.contains(#"add \"Hello\""#), "\(server.log)")
        let plain = try Server()
        plain.stop()
        #expect(plain.log.contains(#"add \"Hello\""#), "without the flag the demo's launch requests are scheduled")
    }

    @Test("a --token-rate-limit that is neither COUNT/SECONDS nor off is one line naming the flag and the value, exit 1")
    func badTokenRateLimit() throws {
        let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-state-\(UUID().uuidString)").path
        for value in ["fast", "0/10", "10/0", "10"] {
            let result = try #require(try Self.exitWithin(20, ["serve", "--ephemeral", "--token-rate-limit", value, "--apns-h2c", "127.0.0.1:0"],
                                                          stateHome: stateHome), "\(value): serve started")
            #expect(result.status == 1, "\(value)")
            #expect(result.errors == "notisim: --token-rate-limit: expected COUNT/SECONDS such as 1000/10, or off, got \"\(value)\"\n", "\(result.errors)")
        }
    }
}
