import Foundation

/// Why a file of the project could not be read.
package struct FileReadError: Error, Sendable, Hashable {
    /// One line, e.g. `no such file` or `too many levels of symbolic links`.
    package var reason: String
    package init(_ reason: String) { self.reason = reason }

    /// The file does not exist.
    package static let missing = FileReadError("no such file")
}

/// Where the import reads project files from: the disk, or a table of contents in tests. Every file the import uses
/// is read through it, so the project cache knows what to stamp (docs/rules/xcode.md#project-cache).
package protocol ProjectFileReader: Sendable {
    /// The bytes of the file at `path` (absolute, or relative to the current folder).
    func read(_ path: String) -> Result<[UInt8], FileReadError>
    /// The names of the entries of the folder at `path`, or nil when it is not a readable folder.
    func entries(of path: String) -> [String]?
    /// The path with every symbolic link resolved, or nil when it cannot be resolved (a link loop, a dangling link).
    func canonicalPath(_ path: String) -> String?
    /// The file or folder `path` names as the disk spells it: `path` itself when it exists, else the one whose
    /// components match it ignoring case, as on macOS's default case-insensitive disks; nil when neither exists
    /// (docs/rules/xcode.md#paths-ignore-case-as-on-a-mac).
    func spelledOnDisk(_ path: String) -> String?
}

extension ProjectFileReader {
    /// Exact spellings only: a reader of files held in memory has no disk to look at.
    package func spelledOnDisk(_ path: String) -> String? {
        if entries(of: path) != nil { return path }
        if case .success = read(path) { return path }
        return nil
    }
}

/// Reads project files from the disk, refusing folders, files over a size limit and unreadable links before
/// reading a byte.
package struct DiskFileReader: ProjectFileReader {
    /// Files larger than this are refused (the largest `project.pbxproj` files are a few MB).
    package var maximumBytes: Int

    package init(maximumBytes: Int = 32_000_000) { self.maximumBytes = maximumBytes }

    package func read(_ path: String) -> Result<[UInt8], FileReadError> {
        var status = stat()
        var path = path
        if stat(path, &status) != 0 {
            let code = errno
            guard code == ENOENT, let spelled = CaseInsensitivePath.find(path), stat(spelled, &status) == 0 else {
                return .failure(code == ENOENT ? .missing : FileReadError(String(cString: strerror(code)).lowercased()))
            }
            path = spelled
        }
        if status.st_mode & S_IFMT == S_IFDIR { return .failure(FileReadError("is a folder, not a file")) }
        guard Int(status.st_size) <= maximumBytes else {
            return .failure(FileReadError("\(status.st_size) bytes is larger than the \(maximumBytes)-byte limit"))
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(FileReadError("cannot be read")) }
        return .success(Array(data))
    }

    package func entries(of path: String) -> [String]? {
        var isFolder: ObjCBool = false
        guard let path = spelledOnDisk(path), FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        return (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted()
    }

    package func spelledOnDisk(_ path: String) -> String? {
        var status = stat()
        if lstat(path, &status) == 0 { return path }
        return errno == ENOENT ? CaseInsensitivePath.find(path) : nil
    }

    package func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Finds a path on a case-sensitive disk the way macOS's default case-insensitive disks find it: each component that
/// does not exist as written is matched against its folder's entries ignoring case (docs/rules/xcode.md#paths-ignore-case-as-on-a-mac).
enum CaseInsensitivePath {
    /// At most this many components are matched, so a path built from a hostile setting cannot make the search long.
    static let maximumComponents = 64

    /// The path as the disk spells it, or nil when a component matches no entry even ignoring case. Where two entries
    /// differ only in case (possible on Linux only), the first in sorted order is taken.
    static func find(_ path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard components.count <= maximumComponents else { return nil }
        var found = path.hasPrefix("/") ? "" : "."
        var changed = false
        for component in components {
            let exact = found + "/" + component
            var status = stat()
            if component == "." || component == ".." || lstat(exact, &status) == 0 {
                found = exact
                continue
            }
            let folder = found.isEmpty ? "/" : found
            let wanted = component.lowercased()
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder),
                  let match = entries.sorted().first(where: { $0.lowercased() == wanted }) else { return nil }
            found += "/" + match
            changed = true
        }
        guard changed else { return nil }
        return path.hasPrefix("/") ? found : String(found.dropFirst(2))
    }
}

/// Path arithmetic on `/`-separated paths, without touching the disk.
enum ProjectPath {
    /// `path` relative to `folder` (an absolute `path` stays as it is), with `.` and `..` components resolved.
    static func join(_ folder: String, _ path: String) -> String {
        normalized(path.hasPrefix("/") ? path : (folder.isEmpty ? path : folder + "/" + path))
    }

    /// The folder holding `path`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(of path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." { components.removeLast(); continue }
            components.append(component)
        }
        let joined = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
