import Foundation

/// Why a workspace could not be written to a folder.
package struct WorkspaceCopyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One line naming the folder and the reason.
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// Copies a workspace folder (such as the built-in demo) to a new place, for `notisim init DIR`.
package enum WorkspaceCopier {
    /// Copies every file of `source` into `destination`, creating it when missing.
    /// Refuses a destination that is a file or a folder that already holds anything.
    package static func copy(from source: URL, to destination: URL) throws(WorkspaceCopyError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: destination.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw WorkspaceCopyError("\(destination.path) is a file, not a folder") }
            let contents = (try? manager.contentsOfDirectory(atPath: destination.path)) ?? []
            guard contents.isEmpty else {
                throw WorkspaceCopyError("\(destination.path) is not empty (\(contents.count) entries); choose a new or empty folder")
            }
        }
        let items: [String]
        do {
            try manager.createDirectory(at: destination, withIntermediateDirectories: true)
            items = try manager.contentsOfDirectory(atPath: source.path)
        } catch {
            throw WorkspaceCopyError("cannot create \(destination.path) or read \(source.path): \(error.localizedDescription)")
        }
        for item in items.sorted() {
            do {
                try manager.copyItem(at: source.appendingPathComponent(item), to: destination.appendingPathComponent(item))
            } catch {
                throw WorkspaceCopyError("cannot copy \(item) to \(destination.path): \(error.localizedDescription)")
            }
        }
    }
}
