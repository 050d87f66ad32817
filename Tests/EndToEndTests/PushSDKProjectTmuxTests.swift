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

    @Test("notisim open on a project whose apps embed Firebase's, CleverTap's and OneSignal's service extensions: each push from the : line builds its app's extension, its banner draws the SDK's downloaded image as a thumbnail, the long look shows the image and OneSignal's buttons, and the event log has each SDK's lines")
    func pushSDKExtensionsInAProject() throws {
        let server = try LocalHTTPServer(files: [
            "/push/sale.png": try [UInt8](Data(contentsOf: ServiceExtensionSourceTests.helloPNG)),
            "/push/sneakers.png": try [UInt8](Data(contentsOf: ServiceExtensionSourceTests.helloPNG)),
            "/push/briefing.png": try [UInt8](Data(contentsOf: ServiceExtensionSourceTests.helloPNG)),
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
        let tmux = try ProjectExtensionBuildTests.open(project, scratch: scratch, cols: 200, prompts: 3)
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
    }
}
