import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing
@testable import NotiApp
@testable import NotiAppCore

@Suite("An extension's process is told its app groups, container, Info.plist and keychain", .tags(.process), .slowTier)
struct ExtensionContainersAppTests {
    @Test("A child extension started by notisim finds its shared app groups' folders, its own container, its Info.plist and its keychain access groups in its environment")
    func childIsToldItsContainers() throws {
        let fixture = try FixtureWorkspace(contentMode: "respond", serviceMode: "service-containers")
        defer { fixture.remove() }
        var workspace = try fixture.workspace()
        let service = try #require(workspace.extensions.firstIndex { $0.kind == .service })
        workspace.extensions[service].appGroups = ["group.com.test.shared"]
        workspace.extensions[service].keychainAccessGroups = ["TEAM.com.test.shared"]
        let harness = try ExtensionHarness(workspace: workspace, limits: ExtensionLimits(callTimeout: 3, serviceSettle: 1))
        harness.push("note.apns")
        let title = harness.model.system.app(FixtureWorkspace.app)?.delivered.first?.content.title
        #expect(title == "Hi group.com.test.shared@ com.test.app.Service service.plist TEAM.com.test.shared keychain")
    }
}
