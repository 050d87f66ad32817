import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// Klaviyo's service-extension helper (KlaviyoSwiftExtension), compiled into an extension written as Klaviyo's guide
/// shows it and run as a child (docs/rules/push-sdks.md#klaviyo).
@Suite("Klaviyo in a service extension (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKKlaviyoTests {
    static let service = PushSDKFixtures.target("KlaviyoService", "Klaviyo/NotificationService.swift")
    static let appGroup = "group.com.example.notes.klaviyo"

    /// A workspace state folder for one test and an Info.plist naming `klaviyo_app_group`, as Klaviyo's guide has the
    /// extension's; `configure` gives a launch the group and the Info.plist.
    struct SharedGroup {
        let containers = ExtensionDataContainers(root: FileManager.default.temporaryDirectory
            .appendingPathComponent("notisim-containers-\(UUID().uuidString)", isDirectory: true))
        var infoPlist: URL { containers.root.appendingPathComponent("Info.plist") }

        init() throws {
            try FileManager.default.createDirectory(at: containers.root, withIntermediateDirectories: true)
            try PropertyListSerialization.data(fromPropertyList: ["klaviyo_app_group": PushSDKKlaviyoTests.appGroup], format: .xml, options: 0)
                .write(to: infoPlist)
        }

        func configure(_ launch: inout ExtensionLaunch) {
            containers.apply(to: &launch, appGroups: [PushSDKKlaviyoTests.appGroup], keychainAccessGroups: [])
            launch.infoPlistPath = infoPlist.path
        }

        /// `badgeCount` in the group's defaults file.
        func storedCount() throws -> Int? {
            let data = try Data(contentsOf: containers.appGroupDefaults(PushSDKKlaviyoTests.appGroup))
            return (try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])?["badgeCount"] as? Int
        }

        func remove() { try? FileManager.default.removeItem(at: containers.root) }
    }

    @Test("handleNotificationServiceDidReceivedRequest attaches rich-media typed by its bytes, sets the badge_value of set_count and registers a Klaviyo push's action_buttons as its own category; a failing download leaves the content; a push without body._k gets its media but no buttons; at expiry the buttons stay without the media")
    func richMediaAndButtons() throws {
        let png = try PushSDKFixtures.png()
        let server = try LocalHTTPServer(files: ["/push/shirt": png])
        defer { server.stop() }
        let group = try SharedGroup()
        defer { group.remove() }
        let (content, notices) = try PushSDKFixtures.run(Self.service, try PushSDKFixtures.push("klaviyo-image.apns", server: server),
                                                         configure: group.configure)
        let handed = try #require(content)
        #expect(handed.title == "Back in stock" && handed.badge == 3)
        let category = "com.klaviyo.dynamic.eyJjIjogIjAxSkRFWEFNUExFIn0="
        #expect(handed.categoryIdentifier == category)
        let attachment = try #require(handed.attachments.first)
        #expect(attachment.kind == .image && attachment.typeHint == "public.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: attachment.path)) == Data(png))
        let registered = try #require(PushSDKFixtures.registered(notices)?.first { $0.identifier == category })
        #expect(registered.actions.map(\.title) == ["Shop now", "Maybe later"])
        #expect(registered.actions.map(\.identifier) == ["com.klaviyo.action.shop", "com.klaviyo.action.later"])
        let lines = PushSDKFixtures.lines(notices, of: "KlaviyoSwiftExtension")
        #expect(lines.first == "push: buttons Shop now, Maybe later registered as category \(category)")
        #expect(lines.contains { $0.hasPrefix("push: attached http://127.0.0.1") })

        let missing = try PushSDKFixtures.push("klaviyo-image.apns", server: server, replacing: [("push/shirt", "push/gone")])
        let failed = try #require(try PushSDKFixtures.run(Self.service, missing).content)
        #expect(failed.title == "Back in stock" && failed.body == "The linen shirt is here again" && failed.attachments.isEmpty)

        let foreign = try PushSDKFixtures.push("klaviyo-image.apns", server: server, replacing: [("\"_k\"", "\"k\"")])
        let (other, otherNotices) = try PushSDKFixtures.run(Self.service, foreign)
        let notKlaviyos = try #require(other)
        #expect(notKlaviyos.attachments.count == 1 && notKlaviyos.categoryIdentifier.isEmpty)
        #expect((PushSDKFixtures.registered(otherNotices) ?? []).isEmpty)

        let slow = try PushSDKFixtures.push("klaviyo-image.apns", server: server, replacing: [("push/shirt", "slow/shirt")])
        let atExpiry = try #require(try PushSDKFixtures.run(Self.service, slow, expiring: true, configure: group.configure).content)
        #expect(atExpiry.categoryIdentifier == category && atExpiry.badge == 3 && atExpiry.attachments.isEmpty)
    }

    @Test("badge_config increment_one adds one to badgeCount in the defaults of the app group the extension's Info.plist names in klaviyo_app_group, and set_count stores badge_value there; without klaviyo_app_group the badge is the payload's")
    func badgeCountInTheAppGroup() throws {
        let group = try SharedGroup()
        defer { group.remove() }
        let setCount = try PushSDKFixtures.push("klaviyo-image.apns", server: nil, replacing: [("\"rich-media\"", "\"no-media\"")])
        #expect(try PushSDKFixtures.run(Self.service, setCount, configure: group.configure).content?.badge == 3)
        #expect(try group.storedCount() == 3)
        let increment = try PushSDKFixtures.push("klaviyo-image.apns", server: nil,
                                                 replacing: [("\"rich-media\"", "\"no-media\""), ("\"set_count\"", "\"increment_one\"")])
        #expect(try PushSDKFixtures.run(Self.service, increment, configure: group.configure).content?.badge == 4)
        #expect(try PushSDKFixtures.run(Self.service, increment, configure: group.configure).content?.badge == 5)
        #expect(try group.storedCount() == 5)

        let (alone, notices) = try PushSDKFixtures.run(Self.service, increment)
        #expect(try #require(alone).badge == nil)
        #expect(PushSDKFixtures.lines(notices, of: "KlaviyoSwiftExtension")
            .contains("push: badge_config increment_one: the extension's Info.plist names no klaviyo_app_group; the badge is the payload's"))
    }
}
