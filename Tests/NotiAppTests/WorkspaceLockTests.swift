import Foundation
import Testing
@testable import NotiApp
@testable import NotiAppCore

@Suite("One notisim per workspace")
struct WorkspaceLockTests {
    static func stateHome() -> [String: String] {
        ["XDG_STATE_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("notisim-lock-\(UUID().uuidString)").path]
    }

    @Test("A second open of the same workspace is refused, naming the workspace and the pid that has it")
    func secondOpenRefusedNamingHolder() throws {
        let environment = Self.stateHome()
        let workspace = URL(fileURLWithPath: "/w/my-workspace")
        let first = try WorkspaceLock.acquire(workspaceAt: workspace, environment: environment)
        #expect(throws: WorkspaceLockError.self) { try WorkspaceLock.acquire(workspaceAt: workspace, environment: environment) }
        do {
            _ = try WorkspaceLock.acquire(workspaceAt: workspace, environment: environment)
        } catch {
            #expect(error.holder == getpid())
            #expect(error.description.hasPrefix("workspace /w/my-workspace is already open in notisim (pid \(getpid()));"))
            #expect(error.description.contains("notisim push --workspace /w/my-workspace"))
        }
        withExtendedLifetime(first) {}
    }

    @Test("Another workspace opens beside it, and the workspace opens again once its holder has let go")
    func otherWorkspacesAndRelease() throws {
        let environment = Self.stateHome()
        let one = URL(fileURLWithPath: "/w/one"), two = URL(fileURLWithPath: "/w/two")
        var first: WorkspaceLock? = try WorkspaceLock.acquire(workspaceAt: one, environment: environment)
        let other = try WorkspaceLock.acquire(workspaceAt: two, environment: environment)
        #expect(first?.file != other.file)
        first = nil
        let again = try WorkspaceLock.acquire(workspaceAt: one, environment: environment)
        withExtendedLifetime((first, other, again)) {}
    }
}
