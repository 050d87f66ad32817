import Foundation
import NotiCore
import Testing
@testable import NotiExtensions

/// The 24 Info.plists of notification extensions that ship in working apps (Fixtures/corpus, provenance in its
/// SOURCES.md): each loads as iOS loads it, and what iOS reads leniently is a warning saying what iOS does with it.
@Suite("Real Info.plists from shipping apps load as iOS loads them")
struct CorpusInfoPlistTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/corpus")
    static let attributes = "NSExtension.NSExtensionAttributes."

    /// The service extensions of the corpus; every other one is a content extension.
    static let services: Set<String> = [
        "Pushwoosh__pushwoosh-ios-sample__NotificationService", "RocketChat__Rocket.Chat.ReactNative__NotificationService",
        "chanify__chanify-ios__NotificationService", "designatednerd__iOS10NotificationSample__NotificationService",
        "home-assistant__iOS__NotificationService", "irccloud__ios__NotificationService", "macteo__push-catalog__ObjService",
        "uuneo__pushback__ServiceExtension",
    ]

    /// The warnings each plist gives; a plist not listed gives none.
    static let warnings: [String: [String]] = [
        "CleverTap__CTNotificationContent__ExampleSwift-NotificationContent": [
            "warning: \(attributes)UNNotificationExtensionUserInteractionEnabled: appears twice in one dictionary (again on line 44); "
                + "iOS's property-list reader keeps the last one, the boolean YES, and drops the string \"1\"",
        ],
        "designatednerd__iOS10NotificationSample__NotificationContent": [
            "warning: \(attributes)UNNotificationExtensionDefaultContentHidden: expected a boolean, got the string \"YES\"; iOS reads it as YES",
        ],
        "home-assistant__iOS__NotificationContent": [
            "warning: \(attributes)UNNotificationExtensionInitialContentSizeRatio: the integer 0: iOS opens the custom area with no height "
                + "until the extension sets preferredContentSize",
        ],
    ]

    static func load(_ name: String) -> InfoPlistCheck {
        InfoPlistLoader.load(path: folder.appendingPathComponent(name).appendingPathComponent("Info.plist").path)
    }

    @Test("all 24 load without errors, as the right kind of extension, with exactly the expected warnings")
    func everyPlistLoads() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent($0).appendingPathComponent("Info.plist").path) }
            .sorted()
        #expect(names.count == 24)
        for name in names {
            let check = Self.load(name)
            #expect(check.info?.point == (Self.services.contains(name) ? .service : .content), "\(name): \(check.diagnostics)")
            #expect(check.diagnostics.map(\.description) == Self.warnings[name] ?? [], "\(name)")
        }
    }

    @Test("each lenient value is read as iOS reads it")
    func lenientValues() throws {
        let hidden = try #require(Self.load("designatednerd__iOS10NotificationSample__NotificationContent").info?.contentAttributes)
        #expect(hidden.defaultContentHidden, "<string>YES</string> is YES")
        let zero = try #require(Self.load("home-assistant__iOS__NotificationContent").info?.contentAttributes)
        #expect(zero.initialContentSizeRatio == 0)
        let twice = try #require(Self.load("CleverTap__CTNotificationContent__ExampleSwift-NotificationContent").info?.contentAttributes)
        #expect(twice.userInteractionEnabled, "the last of the two values, <true/>")
    }
}
