import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// App groups in an extension's own sources (docs/rules/apple-frameworks.md#app-groups-and-shared-defaults): a service extension built
/// and run as a child, reading what the app keeps in the group's defaults and container and writing back.
@Suite("App groups and shared defaults in a built extension (slow)", .serialized, .tags(.process), .slowTier)
struct AppGroupsExtensionTests {
    static let target = SwiftExtensionTarget(
        name: "AppGroupsService", point: .service,
        sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/AppGroups/NotificationService.swift").path],
        principalClass: "$(PRODUCT_MODULE_NAME).NotificationService")
    static let group = "group.com.example.notes"

    @Test("An extension's UserDefaults(suiteName:) and containerURL of an app group in both entitlements read what the app stored and write back to the group's folder; a group not in both has no container and its defaults are the extension's own")
    func sharedDefaultsAndContainer() throws {
        let containers = ExtensionDataContainers(root: FileManager.default.temporaryDirectory
            .appendingPathComponent("notisim-containers-\(UUID().uuidString)", isDirectory: true))
        defer { try? FileManager.default.removeItem(at: containers.root) }
        let defaultsFile = containers.appGroupDefaults(Self.group)
        try FileManager.default.createDirectory(at: defaultsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let stored: [String: Any] = ["greeting": "Hello from the app", "unread": 4, "vip": "YES"]
        try PropertyListSerialization.data(fromPropertyList: stored, format: .xml, options: 0).write(to: defaultsFile)
        try Data("left by the app\n".utf8).write(to: containers.appGroupFolder(Self.group).appendingPathComponent("note.txt"))

        let program = try #require(BuiltExtensions.builder().build(Self.target).program)
        var launch = BuiltExtensions.launch(program, Self.target)
        let groups = ExtensionDataContainers.sharedAppGroups(app: [Self.group, "group.com.example.notes.app-only"],
                                                             extension: [Self.group, "group.com.example.notes.extension-only"])
        #expect(groups == [Self.group])
        containers.apply(to: &launch, appGroups: groups, keychainAccessGroups: [])
        let host = try OutOfProcessServiceExtensionHost(launching: launch, limits: .standard)
        defer { host.close() }
        try host.start(NotificationRequest(identifier: "push-7", content: NotificationContent(title: "Mail", body: "New mail"), trigger: .push))
        let content = try #require(try host.content(waitingUpTo: 10))
        let notices = host.takeNotices()

        #expect(content.body == "Hello from the app | chime | true | left by the app | no container | private | own id is nil | true", "\(notices)")
        #expect(content.badge == 5)
        let written = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: defaultsFile), format: nil) as? [String: Any])
        #expect(written["unread"] as? Int == 5 && written["lastPush"] as? String == "push-7" && written["greeting"] as? String == "Hello from the app")
        #expect((written["details"] as? [String: Any])?["ok"] as? Bool == true && written["sound"] == nil)
        let seen = try String(contentsOf: containers.appGroupFolder(Self.group).appendingPathComponent("seen.txt"), encoding: .utf8)
        #expect(seen == "seen push-7\n")
        let own = containers.ownContainer(launch.bundleID).appendingPathComponent("Library/Preferences")
        #expect(FileManager.default.fileExists(atPath: own.appendingPathComponent("group.com.example.notes.extension-only.plist").path))
        #expect(FileManager.default.fileExists(atPath: own.appendingPathComponent("com.example.notes.AppGroupsService.plist").path))
        #expect(!FileManager.default.fileExists(atPath: containers.appGroupFolder("group.com.example.notes.extension-only").path))
        #expect(notices.contains { notice in
            if case let .log(subsystem, _, message) = notice { subsystem == "UserDefaults" && message.contains("extension-only is not an app group") } else { false }
        })
    }
}
