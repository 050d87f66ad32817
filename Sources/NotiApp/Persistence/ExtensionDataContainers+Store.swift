import Foundation
import NotiExtensions
import NotiWorkspace

extension ExtensionDataContainers {
    /// The containers of a run: in the workspace's state folder beside `state.json`, so app groups keep their values
    /// between runs; a run without saved state (`--ephemeral`, scripts) gets a fresh temporary folder of its own, so
    /// app groups work but nothing stays (docs/rules/apple-frameworks.md#app-groups-and-shared-defaults).
    package static func forRun(store: StateStore?) -> ExtensionDataContainers {
        guard let store else {
            return ExtensionDataContainers(root: FileManager.default.temporaryDirectory
                .appendingPathComponent("notisim-containers-\(getpid())-\(UUID().uuidString.prefix(8))", isDirectory: true))
        }
        return ExtensionDataContainers(root: store.fileURL.deletingLastPathComponent())
    }

    /// One event log line for each app group the workspace's extensions share, naming the file its defaults are kept
    /// in, so a user or a script can write what the app would have stored there (docs/rules/apple-frameworks.md#app-groups-and-shared-defaults).
    package func appGroupNotes(_ workspace: Workspace) -> [String] {
        var seen = Set<String>()
        return workspace.extensions.flatMap(\.appGroups).filter { seen.insert($0).inserted }.map {
            "app group \($0): its defaults are \(appGroupDefaults($0).path)"
        }
    }
}
