import Foundation
import NotiExtensions
import TestSupport
import Testing
@testable import NotiApp
@testable import NotiAppCore

@Suite("Where a workspace's app groups keep their defaults", .tags(.process), .slowTier)
struct AppGroupNotesTests {
    @Test("Opening a workspace with saved state names, once per app group its extensions share, the file that group's defaults are kept in beside state.json")
    func appGroupDefaultsAreNamed() throws {
        let fixture = try FixtureWorkspace(contentMode: "respond")
        defer { fixture.remove() }
        var workspace = try fixture.workspace()
        for index in workspace.extensions.indices { workspace.extensions[index].appGroups = ["group.com.test.shared"] }
        let store = StateStore(fileURL: URL(fileURLWithPath: "/state/Fixture-0123/state.json"))
        #expect(ExtensionDataContainers.forRun(store: store).appGroupNotes(workspace)
            == ["app group group.com.test.shared: its defaults are /state/Fixture-0123/app-groups/group.com.test.shared/Library/Preferences/group.com.test.shared.plist"])
    }
}
