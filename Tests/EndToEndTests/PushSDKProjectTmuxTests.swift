import Foundation
import Testing
import TestSupport

/// `notisim open` on an Xcode project whose three apps each embed a push SDK's service extension (Firebase's, CleverTap's
/// drop-in class, OneSignal 5's), pushed from the `:` line in tmux: what a user sees of each SDK's media and buttons, and
/// the SDK's lines in the event log (docs/rules/push-sdks.md#push-sdks-in-extensions). One start, three pushes: each first push
/// to an app builds its extension with the real compiler.
@Suite("Push SDK extensions in an Xcode project, in a terminal (slow)", .serialized, .tags(.e2e, .network), .slowTier)
struct PushSDKProjectTmuxTests {
    /// The project: Shop with FirebaseService, Deals with CleverTapService, News with OneSignalService, and a sample push per app.
    static let fixture = CommandLineTests.root.appendingPathComponent("Tests/Fixtures/PushSDKs/ShopProject")
    /// The host the sample pushes' media URLs name, replaced by the local server's in the test's copy.
    static let sampleMediaHost = "https://media.example.com"

    /// One sample push of the project and what a user sees of it.
    struct SamplePush {
        let file: String
        let appName: String
        let title: String
        /// The start of the body, on the banner's first text row.
        let bodyStart: String
        /// Texts the event log shows once the SDK's helper ran.
        let logLines: [String]
        /// The buttons the long look lists, numbered as drawn.
        var buttons: [String] = []
    }

    /// A copy of the project in `scratch` whose sample pushes name `server`'s media.
    static func projectCopy(in scratch: URL, server: LocalHTTPServer) throws -> URL {
        let copy = scratch.appendingPathComponent("ShopProject")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: copy)
        for file in try FileManager.default.contentsOfDirectory(atPath: copy.path) where file.hasSuffix(".apns") {
            let push = copy.appendingPathComponent(file)
            let text = try String(contentsOf: push, encoding: .utf8).replacingOccurrences(of: sampleMediaHost, with: server.url(""))
            try Data(text.utf8).write(to: push)
        }
        return copy
    }

    /// The part of each screen row inside the device's frame (left of the event log).
    static func deviceLines(_ screen: String) -> [String] {
        screen.split(separator: "\n").filter { $0.hasPrefix("│") }.map { String($0.components(separatedBy: "│ ╭").first ?? "") }
    }

    /// Whether the banner shows `push`'s title, and its body's first row ends in the thumbnail's half blocks.
    static func bannerWithThumbnail(_ screen: String, _ push: SamplePush) -> Bool {
        let lines = deviceLines(screen)
        return lines.contains { $0.contains(push.title) } && lines.contains { $0.contains(push.bodyStart) && $0.contains("▀▀▀") }
    }

    /// The long look's rows drawn as the image: full-width runs of half blocks.
    static func imageRows(_ screen: String) -> Int {
        deviceLines(screen).filter { $0.contains(String(repeating: "▀", count: 30)) }.count
    }

    /// Pushes `push` from the `:` line, then checks its banner, its long look and its SDK's log lines, and closes it.
    static func pushAndLook(_ tmux: Tmux, _ push: SamplePush) throws {
        try tmux.send(keys: ":")
        try tmux.sendLiteral(text: "push \(push.file)")
        try tmux.send(keys: "Enter")
        let banner = try tmux.waitUntil("the \(push.appName) banner shows its thumbnail", timeout: .seconds(240)) { bannerWithThumbnail($0, push) }
        #expect(!banner.contains("does not build"), "\(banner)")
        for line in push.logLines {
            try tmux.waitFor(text: line)
        }
        try tmux.send(keys: "Down")
        let longLook = try tmux.waitUntil("the \(push.appName) long look shows the image") { screen in
            OpenProjectTests.deviceRows(screen, holding: "◼ \(push.appName)") && imageRows(screen) >= 4
                && push.buttons.allSatisfy { OpenProjectTests.deviceRows(screen, holding: $0) }
        }
        #expect(OpenProjectTests.deviceRows(longLook, holding: push.title), "\(longLook)")
        try tmux.send(keys: "Escape")
        try tmux.waitUntil("the \(push.appName) long look is closed") { OpenProjectTests.notificationRows($0) == 0 }
    }

    @Test("notisim open on a project whose apps embed Firebase's, CleverTap's and OneSignal's service extensions: each push from the : line builds its app's extension, its banner draws the SDK's downloaded image as a thumbnail, the long look shows the image and OneSignal's buttons, and the event log has each SDK's lines; an FCM message with an image, sent to the Shop app's registration token through open --fcm, is attached by its Firebase extension")
    func pushSDKExtensionsInAProject() throws {
        let server = try LocalHTTPServer(files: [
            "/push/sale.png": try [UInt8](Data(contentsOf: ServiceExtensionSourceTests.helloPNG)),
            "/push/sneakers.png": try [UInt8](Data(contentsOf: ServiceExtensionSourceTests.helloPNG)),
            "/push/briefing.png": try [UInt8](Data(contentsOf: ServiceExtensionSourceTests.helloPNG)),
            "/push/flash.png": try [UInt8](Data(contentsOf: ServiceExtensionSourceTests.helloPNG)),
        ])
        defer { server.stop() }
        let scratch = OpenProjectTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = try Self.projectCopy(in: scratch, server: server)
        let check = try CommandLineTests.notisim(["import", "--check", project.path], stateHome: scratch.appendingPathComponent("state").path,
                                                 environment: ["XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path])
        #expect(check.status == 0, "\(check.errors)")
        for uses in ["service extension FirebaseService: com.example.Shop.FirebaseService", "uses Firebase Messaging",
                     "service extension CleverTapService: com.example.Deals.CleverTapService", "whose CTNotificationServiceExtension is the principal class",
                     "service extension OneSignalService: com.example.News.OneSignalService", "uses OneSignal iOS SDK (OneSignalExtension)"] {
            #expect(check.output.contains(uses), "\(check.output)")
        }
        let fcmPort = try Self.freePort()
        let tmux = try ProjectExtensionBuildTests.open(project, scratch: scratch, cols: 200, prompts: 3, arguments: ["--fcm", "127.0.0.1:\(fcmPort)"])
        defer { tmux.kill() }
        let pushes = [
            SamplePush(file: "shop-sale.apns", appName: "Shop", title: "Spring sale", bodyStart: "Everything 20% off", logLines: [
                "FirebaseService: FirebaseMessaging [would send]: delivery metrics to BigQuery: message 1764201600123456",
                "FirebaseService: FirebaseMessaging [push]: attached \(server.url("/push/sale.png")) as public.png",
            ]),
            SamplePush(file: "deals-sneakers.apns", appName: "Deals", title: "Your cart misses you", bodyStart: "The sneakers", logLines: [
                "CleverTapService: CTNotificationService [push]: attached \(server.url("/push/sneakers.png")) as public.png",
            ]),
            SamplePush(file: "news-briefing.apns", appName: "News", title: "Morning briefing", bodyStart: "Five stories", logLines: [
                "OneSignalService: OneSignal [would send]: confirmed delivery: PUT notifications/0c3b7d2e-61a4-4c55-a0f2-93e8b1d4c7aa",
                "OneSignalService: OneSignal [push]: buttons Save for later, Read now as category __onesignal__dynamic__",
                "OneSignalService: OneSignal [push]: attached \(server.url("/push/briefing.png")) as public.png",
            ], buttons: ["1 Save for later", "2 Read now"]),
        ]
        #expect(ProjectExtensionBuildTests.builtPrograms(in: scratch).isEmpty, "nothing is built before a push needs it")
        for (index, push) in pushes.enumerated() {
            try Self.pushAndLook(tmux, push)
            #expect(ProjectExtensionBuildTests.builtPrograms(in: scratch).count == index + 1, "\(push.appName)'s push built its extension")
        }

        // The same Shop app reached through the FCM endpoint, as a backend sends through Firebase: the message's
        // notification.image comes to the app's own Firebase service extension as FCM translates it, which attaches it.
        let environment = ["XDG_STATE_HOME": scratch.appendingPathComponent("state").path, "XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path]
        let tokens = try CommandLineTests.notisim(["tokens", "--fcm", "--workspace", project.path], stateHome: environment["XDG_STATE_HOME"], environment: environment)
        let shop = try #require(tokens.output.split(separator: "\n").first { $0.hasPrefix("com.example.Shop ") }?.split(separator: " ").last)
        let bearer = try Self.fcmAccessToken(project: project, port: fcmPort, environment: environment)
        let accountProject = try Self.serviceAccount(project: project, environment: environment)["project_id"] as? String ?? ""
        let message = #"{"message": {"token": "\#(shop)", "notification": {"title": "Flash sale", "body": "Through Firebase", "image": "\#(server.url("/push/flash.png"))"}}}"#
        let answer = try Self.curl(["-H", "Authorization: Bearer \(bearer)", "-H", "Content-Type: application/json", "--data-binary", message,
                                    "http://127.0.0.1:\(fcmPort)/v1/projects/\(accountProject)/messages:send"])
        #expect(answer.contains("\"name\":\"projects/\(accountProject)/messages/"), "\(answer)")
        try Self.pushAndLookSent(tmux, SamplePush(file: "", appName: "Shop", title: "Flash sale", bodyStart: "Through Firebase", logLines: [
            "FirebaseService: FirebaseMessaging [push]: attached \(server.url("/push/flash.png")) as public.png",
        ]))
    }

    /// Checks a push already sent (its banner with the thumbnail, the SDK's log lines), as ``pushAndLook(_:_:)`` does
    /// after sending one from the `:` line.
    static func pushAndLookSent(_ tmux: Tmux, _ push: SamplePush) throws {
        let banner = try tmux.waitUntil("the \(push.appName) banner shows its thumbnail", timeout: .seconds(60)) { bannerWithThumbnail($0, push) }
        #expect(!banner.contains("does not build"), "\(banner)")
        for line in push.logLines {
            try tmux.waitFor(text: line)
        }
    }

    /// A TCP port nothing listens on now.
    static func freePort() throws -> Int {
        let answer = try Process.output("/usr/bin/env", ["python3", "-c", "import socket; s=socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])"])
        return try #require(Int(answer.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// The project's Firebase service account, as `notisim fcm-credentials` writes it.
    static func serviceAccount(project: URL, environment: [String: String]) throws -> [String: Any] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-sa-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let written = try CommandLineTests.notisim(["fcm-credentials", "--workspace", project.path, "--out", file.path], stateHome: environment["XDG_STATE_HOME"], environment: environment)
        #expect(written.status == 0, "\(written.errors)")
        return try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
    }

    /// An access token from the FCM endpoint's token endpoint, for a JWT the service account signs (RS256, by openssl).
    static func fcmAccessToken(project: URL, port: Int, environment: [String: String]) throws -> String {
        let account = try serviceAccount(project: project, environment: environment)
        func base64URL(_ data: Data) -> String {
            data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        }
        let now = Int(Date().timeIntervalSince1970)
        let header = base64URL(Data(#"{"alg":"RS256","typ":"JWT","kid":"\#(account["private_key_id"] as? String ?? "")"}"#.utf8))
        let claims = base64URL(Data(#"{"iss":"\#(account["client_email"] as? String ?? "")","scope":"https://www.googleapis.com/auth/firebase.messaging","aud":"\#(account["token_uri"] as? String ?? "")","iat":\#(now),"exp":\#(now + 3600)}"#.utf8))
        let key = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-key-\(UUID().uuidString).pem")
        defer { try? FileManager.default.removeItem(at: key) }
        try Data((account["private_key"] as? String ?? "").utf8).write(to: key)
        let signature = try Process.outputData("/usr/bin/env", ["openssl", "dgst", "-sha256", "-sign", key.path], input: Data("\(header).\(claims)".utf8))
        let answer = try curl(["--data-urlencode", "grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer",
                               "--data-urlencode", "assertion=\(header).\(claims).\(base64URL(signature))", "http://127.0.0.1:\(port)/token"])
        let document = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any]
        return try #require(document?["access_token"] as? String, "\(answer)")
    }

    /// What curl prints for a request (silent, at most 10 s).
    static func curl(_ arguments: [String]) throws -> String {
        try Process.output("/usr/bin/env", ["curl", "-s", "--max-time", "10"] + arguments)
    }
}

extension Process {
    /// The standard output of `executable` run with `arguments` and `input` on its standard input.
    static func outputData(_ executable: String, _ arguments: [String], input: Data? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// ``outputData(_:_:input:)`` as text.
    static func output(_ executable: String, _ arguments: [String], input: Data? = nil) throws -> String {
        String(decoding: try outputData(executable, arguments, input: input), as: UTF8.self)
    }
}
