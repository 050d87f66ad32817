import Foundation
import Testing
import TestSupport

/// `notisim push` against a running notisim, with `simctl push` habits.
@Suite("notisim push", .serialized, .tags(.e2e, .network), .slowTier)
struct PushCommandTests {
    static let pushes = NotisimEndToEndTests.demo.appendingPathComponent("pushes")

    /// A payload file written for one test (with an optional sidecar), in a fresh folder.
    static func payloadFile(_ json: String, name: String = "payload.apns", headers: String? = nil) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-push-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(json.utf8).write(to: file)
        if let headers { try Data(headers.utf8).write(to: file.deletingPathExtension().appendingPathExtension("headers.json")) }
        return file.path
    }

    /// Waits until the event log holds `text` (the app loop delivers between its ticks).
    static func waitForLog(_ server: ServeTests.Server, _ text: String) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if server.log.contains(text) { return true }
            usleep(20_000)
        }
        return false
    }

    /// How many notifications of `app` the event log shows delivered.
    static func deliveredCount(_ server: ServeTests.Server, app: String) -> Int {
        server.log.split(separator: "\n").filter { $0.contains(#""app":"\#(app)""#) && $0.contains(#"\#(app): delivered \""#) }.count
    }

    @Test("push FILE reaches the running notisim: the file's Simulator Target Bundle picks the app and it is delivered")
    func sendsFile() throws {
        let server = try ServeTests.Server()
        defer { server.stop() }
        let result = try CommandLineTests.notisim(["push", Self.pushes.appendingPathComponent("alarm-loc-keys.apns").path], stateHome: server.stateHome)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("Notification sent to com.example.alarm on "))
        let apnsID = try #require(result.output.split(separator: " ").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        #expect(Self.waitForLog(server, #""app":"com.example.alarm","notification":"\#(apnsID)""#))
    }

    @Test("--server production sends a development build's push as to api.push.apple.com: refused 400 BadDeviceToken; --server sandbox is delivered")
    func serverNamesTheEnvironment() throws {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-env-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace) }
        try Data(#"""
        {"name": "Environments", "apps": [{"bundleID": "com.example.dev", "displayName": "Dev", "apsEnvironment": "development",
                                            "authorization": {"request": ["alert"], "answer": "allow"}}]}
        """#.utf8).write(to: workspace.appendingPathComponent("workspace.json"))
        let server = try ServeTests.Server(workspace: workspace.path)
        defer { server.stop() }
        let file = try Self.payloadFile(#"{"aps": {"alert": "which server"}}"#)
        let production = try CommandLineTests.notisim(["push", "--server", "production", "com.example.dev", file], stateHome: server.stateHome)
        #expect(production.status == 1 && production.errors.contains("notisim push: refused: 400 BadDeviceToken"), "\(production.errors)")
        let sandbox = try CommandLineTests.notisim(["push", "--server", "sandbox", "com.example.dev", file], stateHome: server.stateHome)
        #expect(sandbox.status == 0, "\(sandbox.errors)")
        #expect(Self.waitForLog(server, "com.example.dev: delivered"))
        let unknown = try CommandLineTests.notisim(["push", "--server", "staging", "com.example.dev", file], stateHome: server.stateHome)
        #expect(unknown.status != 0 && unknown.errors.contains("--server: expected sandbox or production, got \"staging\""), "\(unknown.errors)")
    }

    @Test("push --fcm sends an FCM message file as the APNs request FCM makes of it, to the install its token names or to BUNDLE; validate checks FCM messages")
    func fcmMessageFile() throws {
        let server = try ServeTests.Server()
        defer { server.stop() }
        let tokens = try CommandLineTests.notisim(["tokens", "--fcm"], stateHome: server.stateHome)
        #expect(tokens.status == 0, "\(tokens.errors)")
        let photos = try #require(tokens.output.split(separator: "\n").first { $0.hasPrefix("com.example.photos ") }?.split(separator: " ").last)
        let file = try Self.payloadFile(#"{"message": {"token": "\#(photos)", "notification": {"title": "From FCM", "body": "translated"}, "data": {"k": "v"}}}"#,
                                        name: "message.json")
        let sent = try CommandLineTests.notisim(["push", "--fcm", file], stateHome: server.stateHome)
        #expect(sent.status == 0 && sent.output.hasPrefix("Notification sent to com.example.photos "), "\(sent.output)\(sent.errors)")
        #expect(Self.waitForLog(server, "com.example.photos: delivered"))

        let topic = try Self.payloadFile(#"{"message": {"topic": "news", "notification": {"title": "To a topic"}}}"#, name: "topic.json")
        let nobody = try CommandLineTests.notisim(["push", "--fcm", topic], stateHome: server.stateHome)
        #expect(nobody.status == 1 && nobody.errors.contains("give a bundle id to send it to one"), "\(nobody.errors)")
        #expect(try CommandLineTests.notisim(["push", "--fcm", "com.example.news", topic], stateHome: server.stateHome).status == 0)
        #expect(Self.waitForLog(server, "com.example.news: delivered"))

        let bad = try Self.payloadFile(#"{"message": {"token": "\#(photos)", "data": {"score": 12}}}"#, name: "bad.json")
        let refused = try CommandLineTests.notisim(["push", "--fcm", bad], stateHome: server.stateHome)
        #expect(refused.status == 1 && refused.errors.contains("message.data[0].value: Invalid value at 'message.data[0].value' (TYPE_STRING), 12"), "\(refused.errors)")
        let valid = try CommandLineTests.notisim(["validate", file])
        #expect(valid.status == 0 && valid.output.contains("ok (FCM message)"), "\(valid.output)")
        let invalid = try CommandLineTests.notisim(["validate", bad])
        #expect(invalid.status == 1 && invalid.output.contains("error: message.data[0].value: INVALID_ARGUMENT"), "\(invalid.output)")
    }

    @Test("a bundle id argument wins over the file's Simulator Target Bundle; - reads the payload from standard input")
    func bundleArgumentAndStdin() throws {
        let server = try ServeTests.Server()
        defer { server.stop() }
        let file = try Self.payloadFile(#"{"Simulator Target Bundle": "com.example.alarm", "aps": {"alert": {"title": "Overridden", "body": "to photos"}}}"#)
        let byArgument = try CommandLineTests.notisim(["push", "com.example.photos", file], stateHome: server.stateHome)
        #expect(byArgument.status == 0, "\(byArgument.errors)")
        #expect(byArgument.output.hasPrefix("Notification sent to com.example.photos "))

        let fromStdin = try CommandLineTests.notisim(["push", "com.example.news", "-"], input: #"{"aps": {"alert": "从 stdin"}}"#, stateHome: server.stateHome)
        #expect(fromStdin.status == 0, "\(fromStdin.errors)")
        #expect(Self.waitForLog(server, "com.example.photos: delivered") && Self.waitForLog(server, "com.example.news: delivered"))
    }

    @Test("the sidecar NAME.headers.json sends its headers: the collapse id becomes the notification's identifier")
    func sidecarHeaders() throws {
        let server = try ServeTests.Server()
        defer { server.stop() }
        let result = try CommandLineTests.notisim(["push", Self.pushes.appendingPathComponent("news-live-score-1.apns").path], stateHome: server.stateHome)
        #expect(result.status == 0, "\(result.errors)")
        #expect(Self.waitForLog(server, #"delivered \"live-match-42\""#))
    }

    @Test("a refused push exits 1 with the status and APNs reason; nothing is delivered")
    func refusal() throws {
        let server = try ServeTests.Server()
        defer { server.stop() }
        let before = Self.deliveredCount(server, app: "com.example.photos")
        let big = #"{"aps": {"alert": "\#(String(repeating: "x", count: 4200))"}}"#
        let tooLarge = try CommandLineTests.notisim(["push", "com.example.photos", "-"], input: big, stateHome: server.stateHome)
        #expect(tooLarge.status == 1)
        #expect(tooLarge.errors == "notisim push: refused: 413 PayloadTooLarge\n")
        let badHeader = try Self.payloadFile(#"{"aps": {"alert": "x"}}"#, headers: #"{"apns-priority": "7"}"#)
        let refusedHeader = try CommandLineTests.notisim(["push", "com.example.photos", badHeader], stateHome: server.stateHome)
        #expect(refusedHeader.status == 1)
        #expect(refusedHeader.errors.contains("apns-priority: expected 10, 5 or 1 (BadPriority)"))
        // A push accepted after the refused ones is delivered after them: once it shows, they would have too.
        let marker = try CommandLineTests.notisim(["push", "com.example.photos", "-"], input: #"{"aps": {"alert": "after the refused ones"}}"#,
                                                  stateHome: server.stateHome)
        #expect(marker.status == 0, "\(marker.errors)")
        let deadline = Date().addingTimeInterval(10)
        while Self.deliveredCount(server, app: "com.example.photos") == before && Date() < deadline { usleep(20_000) }
        #expect(Self.deliveredCount(server, app: "com.example.photos") == before + 1, "only the accepted push is delivered")
    }

    @Test("without a bundle, with an app not installed, or with no notisim running: a one-line error and exit 1; bad usage exits 2")
    func errors() throws {
        let server = try ServeTests.Server()
        defer { server.stop() }
        let noBundle = try CommandLineTests.notisim(["push", "-"], input: #"{"aps": {"alert": "x"}}"#, stateHome: server.stateHome)
        #expect(noBundle.status == 1)
        #expect(noBundle.errors == "notisim push: -: no app named: give a bundle id or a \"Simulator Target Bundle\" key\n")
        let notInstalled = try CommandLineTests.notisim(["push", "com.example.missing", "-"], input: #"{"aps": {"alert": "x"}}"#, stateHome: server.stateHome)
        #expect(notInstalled.status == 1)
        #expect(notInstalled.errors.hasPrefix("notisim push: com.example.missing is not installed in "))
        let notJSON = try CommandLineTests.notisim(["push", "com.example.photos", "-"], input: "{nope", stateHome: server.stateHome)
        #expect(notJSON.status == 1 && notJSON.errors.hasPrefix("notisim push: -: ") && notJSON.errors.split(separator: "\n").count == 1)

        let nobody = try CommandLineTests.notisim(["push", "com.example.photos", "-"], input: #"{"aps": {"alert": "x"}}"#)
        #expect(nobody.status == 1)
        #expect(nobody.errors == "notisim push: no running notisim found; start notisim (or notisim serve) first\n")
        #expect(try CommandLineTests.notisim(["push"]).status == 2)
        #expect(try CommandLineTests.notisim(["push", "a", "b", "c"]).status == 2)
    }

    @Test("with two notisims running, push lists each one's --device identifier and --workspace, and either picks one")
    func twoInstances() throws {
        let demo = try ServeTests.Server()
        defer { demo.stop() }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-ws-\(UUID().uuidString)").path
        #expect(try CommandLineTests.notisim(["init", copy]).status == 0)
        let other = try ServeTests.Server(workspace: copy, stateHome: demo.stateHome)
        defer { other.stop() }
        let demoBefore = Self.deliveredCount(demo, app: "com.example.photos")
        let payload = #"{"aps": {"alert": "which one?"}}"#
        let ambiguous = try CommandLineTests.notisim(["push", "com.example.photos", "-"], input: payload, stateHome: demo.stateHome)
        #expect(ambiguous.status == 1)
        #expect(ambiguous.errors.contains("2 notisims are running") && ambiguous.errors.contains("choose one with --device or --workspace"))
        let chosen = try CommandLineTests.notisim(["push", "--workspace", copy, "com.example.photos", "-"], input: payload, stateHome: demo.stateHome)
        #expect(chosen.status == 0, "\(chosen.errors)")
        #expect(Self.waitForLog(other, #"com.example.photos: delivered"#))
        #expect(Self.deliveredCount(demo, app: "com.example.photos") == demoBefore)
        // The listing names each one's own device identifier, and --device with it picks that one.
        let listed = ambiguous.errors.matches(of: /--device (\S+) or --workspace/).map { String($0.output.1) }
        #expect(listed.count == 2 && Set(listed).count == 2, "\(ambiguous.errors)")
        let copyDevice = try #require(listed.first { $0.hasPrefix(URL(fileURLWithPath: copy).lastPathComponent) })
        let otherBefore = Self.deliveredCount(other, app: "com.example.photos")
        let byDevice = try CommandLineTests.notisim(["push", "--device", copyDevice, "com.example.photos", "-"], input: payload, stateHome: demo.stateHome)
        #expect(byDevice.status == 0, "\(byDevice.errors)")
        #expect(byDevice.output.contains("(pid \(other.process.processIdentifier))"))
        let deadline = Date().addingTimeInterval(10)
        while Self.deliveredCount(other, app: "com.example.photos") == otherBefore && Date() < deadline { usleep(20_000) }
        #expect(Self.deliveredCount(other, app: "com.example.photos") == otherBefore + 1)
        #expect(Self.deliveredCount(demo, app: "com.example.photos") == demoBefore)
    }

    @Test("push reaches the interactive notisim in a terminal: the banner shows")
    func interactive() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-push-tty-\(UUID().uuidString)").path
        let tmux = try Tmux(cols: 110, rows: 34, environment: ["XDG_STATE_HOME": state, "TERM": "xterm-256color"])
        defer { tmux.kill() }
        try tmux.start(command: "'\(try TmuxBuiltProducts.path(of: "notisim"))' --ephemeral")
        try tmux.waitFor(text: "Event log")
        let result = try CommandLineTests.notisim(["push", "--device", "booted", "com.example.photos", "-"],
                                                  input: #"{"aps": {"alert": {"title": "From push", "body": "사진이 도착했어요"}}}"#, stateHome: state)
        #expect(result.status == 0, "\(result.errors)")
        let screen = try tmux.waitFor(text: "사진이 도착했어요")
        #expect(screen.contains("From push"))
    }

    @Test("with the network off (n), a push sent by notisim push is accepted and held; n again delivers it")
    func offlineDeviceHoldsThePush() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-push-offline-\(UUID().uuidString)").path
        let tmux = try Tmux(cols: 110, rows: 34, environment: ["XDG_STATE_HOME": state, "TERM": "xterm-256color"])
        defer { tmux.kill() }
        try tmux.start(command: "'\(try TmuxBuiltProducts.path(of: "notisim"))' --ephemeral")
        try tmux.waitFor(text: "Event log")
        try tmux.send(keys: ["n"])
        try tmux.waitFor(text: "offline")
        let result = try CommandLineTests.notisim(["push", "--device", "booted", "com.example.photos", "-"],
                                                  input: #"{"aps": {"alert": {"title": "Held", "body": "기다리는 사진"}}}"#, stateHome: state)
        #expect(result.status == 0, "APNs accepts what it stores: \(result.errors)")
        let held = try tmux.waitFor(text: "stored: the device is offline")
        #expect(!held.contains("기다리는 사진"))
        try tmux.send(keys: ["n"])
        let screen = try tmux.waitFor(text: "기다리는 사진")
        #expect(screen.contains("Held"))
    }

    @Test("certs writes a provider certificate and its key for an app of the workspace, PEM or PKCS#12; an unknown app, environment or file type is a one-line error")
    func certs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-certs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = folder.appendingPathComponent("state").path
        let out = folder.appendingPathComponent("photos.pem").path
        let made = try CommandLineTests.notisim(["certs", "com.example.photos", "--out", out], stateHome: state)
        #expect(made.status == 0, "\(made.errors)")
        #expect(made.output.contains("provider certificate for com.example.photos (production and sandbox), signed by"))
        let pem = String(decoding: FileManager.default.contents(atPath: out) ?? Data(), as: UTF8.self)
        #expect(pem.contains("-----END CERTIFICATE-----\n-----BEGIN PRIVATE KEY-----"), "\(pem)")
        let unknown = try CommandLineTests.notisim(["certs", "com.example.nope", "--out", out], stateHome: state)
        #expect(unknown.status == 1 && unknown.errors.hasPrefix("notisim: certs: no app \"com.example.nope\" in the workspace"), "\(unknown.errors)")
        let environment = try CommandLineTests.notisim(["certs", "com.example.photos", "--out", out, "--environment", "staging"], stateHome: state)
        #expect(environment.status == 2 && environment.errors.contains("--environment: expected sandbox, production or both"), "\(environment.errors)")
        let p12 = try CommandLineTests.notisim(["certs", "com.example.photos", "--out", folder.appendingPathComponent("a.p12").path, "--password", "pw"],
                                               stateHome: state)
        #expect(p12.status == 0, "\(p12.errors)")
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("a.p12").path)?.first == 0x30, "a DER SEQUENCE")
        let text = try CommandLineTests.notisim(["certs", "com.example.photos", "--out", folder.appendingPathComponent("a.txt").path], stateHome: state)
        #expect(text.status == 2 && text.errors.contains("give a FILE.p12 (PKCS#12) or a FILE.pem"), "\(text.errors)")
    }
}
