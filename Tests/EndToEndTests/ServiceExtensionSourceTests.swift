import Foundation
import Testing
import TestSupport

/// A `mutable-content` push runs the app's own service extension, built from its Swift source by `notisim run`
/// (slow: the real compiler). docs/rules/extension-sources.md#service-extensions-from-source
@Suite("A service extension given as Swift source, through notisim run (slow)", .serialized, .tags(.e2e), .slowTier)
struct ServiceExtensionSourceTests {
    static let fixtures = CommandLineTests.root.appendingPathComponent("Tests/Fixtures")
    static let helloPNG = CommandLineTests.root.appendingPathComponent("Tests/NotiUIKitHostTests/Fixtures/hello.png")

    /// A scratch folder holding `files`, with its own cache and state folders.
    static func scratch(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-service-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    /// `notisim run SCRIPT --workspace WORKSPACE` with the scratch folder's cache and state.
    static func run(_ folder: URL, workspace: String) throws -> CommandLineTests.Result {
        try CommandLineTests.notisim(["run", folder.appendingPathComponent("check.txt").path, "--workspace", workspace],
                                     stateHome: folder.appendingPathComponent("state").path,
                                     environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
    }

    /// The messenger post's push, its image_url pointing at `imageURL`.
    static func photoPush(_ imageURL: String) throws -> String {
        let post = try String(contentsOf: fixtures.appendingPathComponent("BoltzMessenger/photo.apns"), encoding: .utf8)
        return post.replacingOccurrences(of: "http://service.example.com/image/img10000.jpg", with: imageURL)
    }

    @Test("The messenger post's project, opened as it is: its NotificationService runs from its own source, never resumes its download, and at 30 s on the notisim clock serviceExtensionTimeWillExpire hands over the best attempt, which is shown")
    func notesProjectRunsItsOwnServiceExtension() throws {
        let server = try LocalHTTPServer(files: ["/image/img10000.png": try [UInt8](Data(contentsOf: Self.helloPNG))])
        defer { server.stop() }
        let folder = try Self.scratch(["photo.apns": try Self.photoPush(server.url("/image/img10000.png")), "check.txt": """
            push photo.apns
            expect-log "NotificationService: started for"
            expect-not "新しい写真がシェアされました"
            advance 29s
            expect-not "新しい写真がシェアされました"
            advance 1s
            expect-log "NotificationService: serviceExtensionTimeWillExpire() → contentHandler(title \\"新しい写真\\", body \\"新しい写真がシェアされました\\")"
            expect "新しい写真がシェアされました"
            """])
        let result = try Self.run(folder, workspace: Self.fixtures.appendingPathComponent("BoltzMessenger").path)
        #expect(result.status == 0, "\(result.output)\n\(result.errors)")
        let builds = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("cache/notisim/extensions").path)
        #expect(builds.contains { $0.hasPrefix("NotificationService-") }, "built from the project's source: \(builds)")
    }

    @Test("A service extension from source that resumes its download gets the image from a local HTTP server: the attachment arrives and its thumbnail is drawn")
    func downloadedAttachmentIsDrawn() throws {
        let server = try LocalHTTPServer(files: ["/image/img10000.png": try [UInt8](Data(contentsOf: Self.helloPNG))])
        defer { server.stop() }
        let service = Self.fixtures.appendingPathComponent("ExtensionSources/ResumingDownloadService.swift").path
        let folder = try Self.scratch([
            "photo.apns": try Self.photoPush(server.url("/image/img10000.png")),
            "Info.plist": ChatWorkspace.servicePlist,
            "workspace.json": """
                {"apps": [{"bundleID": "com.fenrir-inc.BoltzMessenger", "displayName": "Boltz",
                  "authorization": {"request": ["alert", "sound"], "answer": "allow"},
                  "extensions": [{"name": "NotificationService", "kind": "service", "bundleID": "com.fenrir-inc.BoltzMessenger.NotificationService",
                                  "infoPlist": "Info.plist", "swiftSources": ["\(service)"], "principalClass": "NotificationService"}]}]}
                """,
            "check.txt": """
                push photo.apns
                expect-log "contentHandler(title \\"新しい写真\\", body \\"新しい写真がシェアされました\\", attachments [image])"
                expect "新しい写真がシェアされました"
                snapshot photo
                """])
        let result = try Self.run(folder, workspace: folder.path)
        #expect(result.status == 0, "\(result.output)\n\(result.errors)")
        let banner = result.output.split(separator: "\n").first { $0.contains("新しい写真がシェアされました") } ?? ""
        #expect(banner.contains("▀"), "the thumbnail is drawn beside the text: \(result.output)")
    }
}

/// A chat app's service extension from Swift source that answers with `content.updating(from: INSendMessageIntent)`,
/// as Apple's "Implementing communication notifications" writes it (docs/rules/focus.md#communication-notifications).
@Suite("A service extension from Swift source answers with a communication intent, through notisim run (slow)", .serialized, .tags(.e2e), .slowTier)
struct CommunicationServiceSourceTests {
    static let avatar = CommandLineTests.root.appendingPathComponent("Sources/NotiApp/Resources/DemoWorkspace/avatars/yui.png")

    /// A push from `sender` whose extension donates the intent unless `donate` is false.
    static func push(_ identifier: String, body: String, donate: Bool = true) -> String {
        """
        {"aps": {"alert": {"title": "Chat", "body": "\(body)"}, "mutable-content": 1},
         "sender": {"id": "@yui", "name": "田中ゆい", "avatar": "avatars/yui.png"}, "conversation": "chat-yui"\(donate ? "" : #", "donate": false"#)}
        """
    }

    /// The chat app with the communication entitlement and its service extension from CommunicationService.swift;
    /// Sleep allows `@yui`.
    static func workspace() -> String {
        let service = ServiceExtensionSourceTests.fixtures.appendingPathComponent("ExtensionSources/CommunicationService.swift").path
        return """
            {"focusModes": [{"name": "Sleep", "allowedPeople": ["@yui"]}],
             "apps": [{"bundleID": "jp.example.chat", "displayName": "Chat", "entitlements": ["communication"],
              "authorization": {"request": ["alert", "sound"], "answer": "allow"},
              "extensions": [{"name": "NotificationService", "kind": "service", "bundleID": "jp.example.chat.NotificationService",
                              "infoPlist": "Info.plist", "swiftSources": ["\(service)"], "principalClass": "NotificationService"}]}]}
            """
    }

    @Test("A Swift service extension that donates an INSendMessageIntent and calls updating(from:) shows the sender's avatar and name, and the allowed person breaks through Sleep")
    func donatedIntentIsACommunicationNotification() throws {
        let folder = try ServiceExtensionSourceTests.scratch([
            "yui.apns": Self.push("yui", body: "今夜どう？"), "quiet.apns": Self.push("quiet", body: "寝てる？", donate: false),
            "Info.plist": ChatWorkspace.servicePlist, "workspace.json": Self.workspace(),
            "check.txt": """
                focus Sleep
                push yui.apns
                expect-log "contentHandler(title \\"Chat\\", body \\"今夜どう？\\", INSendMessageIntent from \\"田中ゆい\\")"
                expect-log "田中ゆい is an allowed person: breaks through Sleep"
                expect "今夜どう？"
                snapshot chat
                push quiet.apns
                expect-log "the INSendMessageIntent was not donated: an ordinary notification"
                expect-log "silenced by Sleep"
                """])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("avatars"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.avatar, to: folder.appendingPathComponent("avatars/yui.png"))
        let result = try ServiceExtensionSourceTests.run(folder, workspace: folder.path)
        #expect(result.status == 0, "\(result.output)\n\(result.errors)")
        let snapshot = result.output.components(separatedBy: "--- snapshot chat ---").last ?? ""
        let banner = snapshot.split(separator: "\n").filter { $0.contains("田中ゆい") }
        #expect(!banner.isEmpty, "the sender is the title: \(snapshot)")
        #expect(snapshot.contains("▀") || snapshot.contains("▄"), "the avatar is drawn as half blocks: \(snapshot)")
    }
}
