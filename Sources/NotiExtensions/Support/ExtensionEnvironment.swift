import Foundation

/// Where an extension runs: the folder its relative paths resolve against (the workspace folder, also the
/// working directory of out-of-process extensions) and a folder for the files it downloads.
package struct ExtensionEnvironment: Sendable, Hashable {
    /// The workspace folder.
    package var directory: URL
    /// A folder the extension may write attachment files to.
    package var temporaryDirectory: URL

    package init(directory: URL, temporaryDirectory: URL = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-attachments")) {
        self.directory = directory
        self.temporaryDirectory = temporaryDirectory
    }
}
