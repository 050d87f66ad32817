import Foundation
import NotiExtensions

extension ExtensionDataContainers {
    /// The containers of a run: in the workspace's state folder beside `state.json`, so app groups keep their values
    /// between runs; a run without saved state (`--ephemeral`, scripts) gets a fresh temporary folder of its own, so
    /// app groups work but nothing stays (docs/rules.md#app-groups-and-shared-defaults).
    static func forRun(store: StateStore?) -> ExtensionDataContainers {
        guard let store else {
            return ExtensionDataContainers(root: FileManager.default.temporaryDirectory
                .appendingPathComponent("notisim-containers-\(getpid())-\(UUID().uuidString.prefix(8))", isDirectory: true))
        }
        return ExtensionDataContainers(root: store.fileURL.deletingLastPathComponent())
    }
}
