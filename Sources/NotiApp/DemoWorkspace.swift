import Foundation
import NotiWorkspace

/// The built-in demo workspace, shipped as a resource of this module.
public enum DemoWorkspace {
    /// The folder holding the demo's `workspace.json`.
    public static var url: URL {
        Bundle.module.url(forResource: "DemoWorkspace", withExtension: nil)
            ?? Bundle.module.bundleURL.appendingPathComponent("DemoWorkspace")
    }

    /// Loads the demo.
    public static func load() -> WorkspaceLoadResult { WorkspaceLoader.load(directory: url) }

    /// Writes a copy of the demo into `folder` (`notisim init DIR`); refuses a non-empty folder.
    public static func copy(to folder: URL) throws(WorkspaceCopyError) {
        try WorkspaceCopier.copy(from: url, to: folder)
    }
}
