import Foundation
import NotiCore
@testable import NotiApp
@testable import NotiAppCore
import NotiExtensions
import TestSupport
import Testing

@Suite("What an extension tells notisim, in the app", .tags(.process), .slowTier)
struct ExtensionNoticeAppTests {
    @Test("A category a service extension registers is the app's before its content is shown, and its log lines are in the event log")
    func registeredCategoryIsThereForItsPush() throws {
        let fixture = try FixtureWorkspace(contentMode: "respond", serviceMode: "service-buttons")
        defer { fixture.remove() }
        let harness = try ExtensionHarness(workspace: try fixture.workspace())
        harness.push("note.apns")
        #expect(harness.loopUntil { !$0.system.allDelivered.isEmpty })
        let record = try #require(harness.model.system.app(FixtureWorkspace.app))
        #expect(record.registeredCategories.map(\.identifier) == ["cat", "sdk"], "the app's own category stays beside the SDK's")
        #expect(record.category("sdk")?.actions.map(\.title) == ["Reply"])
        #expect(harness.model.system.allDelivered.first?.content.categoryIdentifier == "sdk")
        #expect(harness.log.contains("FixtureService: FixtureSDK [would send]: receipt"))
        #expect(harness.log.contains("setNotificationCategories [cat, sdk]"))
        let logged = harness.log
        let receipt = try #require(logged.range(of: "FixtureSDK [would send]: receipt"))
        let answer = try #require(logged.range(of: "contentHandler("))
        #expect(receipt.lowerBound < answer.lowerBound, "the notices come before the answer they came with")
    }
}
