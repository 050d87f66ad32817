import Foundation

/// What the project cache compares of a file or folder: its size and modification time, or that it is missing
/// (a file that appears later changes the import too). docs/rules/xcode.md#project-cache
package struct FileStamp: Sendable, Hashable, Codable {
    /// The absolute path.
    package var path: String
    /// Its size in bytes; nil when it is missing.
    package var size: Int64?
    /// Its modification time in nanoseconds since 1970; nil when it is missing.
    package var modified: Int64?

    package init(path: String, size: Int64?, modified: Int64?) { self.path = path; self.size = size; self.modified = modified }

    /// The file's stamp now (symbolic links followed).
    package static func of(_ path: String) -> FileStamp {
        var status = stat()
        guard stat(path, &status) == 0 else { return FileStamp(path: path, size: nil, modified: nil) }
        #if canImport(Darwin)
        let time = status.st_mtimespec
        #else
        let time = status.st_mtim
        #endif
        return FileStamp(path: path, size: Int64(status.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// Whether the file is still as stamped.
    var isCurrent: Bool { Self.of(path) == self }
}
