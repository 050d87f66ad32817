import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import Testing

/// An extension's own strings and asset catalogs in its built program (docs/rules/xcode.md#extension-resources).
@Suite("Extension resources in a built extension (slow)", .serialized, .tags(.process), .slowTier)
struct ExtensionResourcesBuildTests {
    static let target = SwiftExtensionTarget(
        name: "LocalizedService", point: .service,
        sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/Localization/NotificationService.swift").path],
        principalClass: "$(PRODUCT_MODULE_NAME).NotificationService")
    /// The strings folder and the locker widgets' asset catalog (its `LockerGlyph` image and `LockerAccent` colour).
    static let resources = ExtensionResources(
        stringsFolder: BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/Localization/strings").path, languages: ["en", "ko"],
        developmentLanguage: "en",
        assetCatalogs: [BuiltExtensions.tests.appendingPathComponent("WidgetFixtures/LockerProject/LockerWidgets/Assets.xcassets").path])

    /// The service extension's content for a push of `count` unread messages, with its strings chosen for `preferred`.
    static func content(count: Int, preferring preferred: String?) throws -> NotificationContent {
        let program = try #require(BuiltExtensions.builder().build(target).program)
        var launch = BuiltExtensions.launch(program, target)
        launch.resources = resources
        launch.resources.choose(preferring: preferred)
        let host = try OutOfProcessServiceExtensionHost(launching: launch, limits: .standard)
        defer { host.close() }
        var content = NotificationContent(title: "Mail", body: "New mail")
        content.userInfo = ["count": .number(JSONNumber(count))]
        try host.start(NotificationRequest(identifier: "push-1", content: content, trigger: .push))
        return try #require(try host.content(waitingUpTo: 10))
    }

    @Test("NSLocalizedString, Bundle.main.localizedString, String(localized:), a stringsdict plural through localizedStringWithFormat and String(format:), UIImage(named:) and UIColor(named:) find the extension's own resources; a missing key shows as itself")
    func extensionCodeFindsItsResources() throws {
        let content = try Self.content(count: 3, preferring: nil)
        #expect(content.title == "Good news")
        #expect(content.subtitle == "3 unread messages")
        #expect(content.body == "1 unread message | no.such.key | Only in English | Good morning | image 16 | color")
        #expect(try Self.content(count: 0, preferring: "en-GB").subtitle == "No unread messages")
    }

    @Test("The device's language picks the extension's table: ko-KR its Korean strings (Korean has only the other plural form), a key Korean lacks its development language's; ja, which it lacks, the development language's")
    func deviceLanguagePicksTheTable() throws {
        let korean = try Self.content(count: 1, preferring: "ko-KR")
        #expect(korean.title == "좋은 소식")
        #expect(korean.subtitle == "읽지 않은 메시지 1개")
        #expect(korean.body == "읽지 않은 메시지 1개 | no.such.key | Only in English | 좋은 아침 | image 16 | color")
        #expect(try Self.content(count: 2, preferring: "ja").title == "Good news")
    }

    @Test("Without resources the extension's code answers its keys, and finds no image or colour")
    func noResourcesAnswersTheKeys() throws {
        let program = try #require(BuiltExtensions.builder().build(Self.target).program)
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, Self.target), limits: .standard)
        defer { host.close() }
        try host.start(NotificationRequest(identifier: "push-1", content: NotificationContent(title: "Mail", body: "New mail"), trigger: .push))
        let content = try #require(try host.content(waitingUpTo: 10))
        #expect(content.title == "greeting.title")
        #expect(content.body == "unread.count | no.such.key | only.development | Good morning | no image | no color")
    }
}
