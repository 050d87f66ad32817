import Foundation
import NotiWorkspace

/// The built-in demo workspace, shipped as a resource of this module.
package enum DemoWorkspace {
    /// The folder holding the demo's `workspace.json`.
    package static var url: URL { bundledWorkspaceURL("DemoWorkspace") }

    /// Loads the demo.
    package static func load() -> WorkspaceLoadResult { WorkspaceLoader.load(directory: url) }

    /// Writes a copy of the demo into `folder` (`notisim init DIR`); refuses a non-empty folder.
    package static func copy(to folder: URL) throws(WorkspaceCopyError) {
        try WorkspaceCopier.copy(from: url, to: folder)
    }
}

/// The smallest useful workspace, for `notisim init --blank DIR`: one app with one category and a sample push, and
/// no launch requests, so nothing arrives that the user did not send or schedule.
package enum BlankWorkspace {
    /// The folder holding its `workspace.json`.
    package static var url: URL { bundledWorkspaceURL("BlankWorkspace") }

    /// Writes a copy into `folder`; refuses a non-empty folder.
    package static func copy(to folder: URL) throws(WorkspaceCopyError) {
        try WorkspaceCopier.copy(from: url, to: folder)
    }
}

/// The folder of a workspace shipped in this module's resources.
private func bundledWorkspaceURL(_ name: String) -> URL {
    Bundle.module.url(forResource: name, withExtension: nil) ?? Bundle.module.bundleURL.appendingPathComponent(name)
}
