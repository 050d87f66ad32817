import Foundation
import NotiCore

/// The workspace `notisim open` derives from an Xcode project, kept between runs so a project opens as fast as a
/// workspace: `$XDG_CACHE_HOME/notisim/projects/NAME-HASH/` (`~/.cache` when unset) holds `workspace/` (what
/// `notisim import --out` writes) and `key.json`, the size and modification time of every file the import read.
/// While every one of them is as stamped the import does not run again (docs/rules/xcode.md#project-cache).
package struct ProjectWorkspaceCache: Sendable {
    /// The format of `key.json` and of the folder; an entry of another format is imported again.
    package static let format = 1

    /// The project as the user named it (a folder, an `.xcodeproj` or an `.xcworkspace`), absolute.
    package let projectPath: String
    /// The build configuration whose settings apply.
    package let configuration: String
    /// Files besides the project's whose change makes the entry stale: the notisim program itself, since a newer
    /// notisim may read more of a project.
    package let extraInputs: [String]
    /// This project's entry folder.
    package let folder: URL

    /// The entry for the project at `projectPath` (absolute) in `configuration`, under `baseDirectory`.
    package init(projectPath: String, configuration: String, extraInputs: [String] = [], baseDirectory: URL) {
        self.projectPath = projectPath; self.configuration = configuration; self.extraInputs = extraInputs
        folder = baseDirectory.appendingPathComponent(
            NotisimFolder.entryName(ProjectName.of(projectPath), fallback: "project", identity: projectPath + "\n" + configuration))
    }

    /// `$XDG_CACHE_HOME/notisim/projects` (`~/.cache/notisim/projects` when XDG_CACHE_HOME is unset or relative).
    package static func baseDirectory(environment: [String: String]) -> URL {
        NotisimFolder.cache.url(environment: environment, home: NSHomeDirectory()).appendingPathComponent("projects")
    }

    /// The derived workspace's folder.
    var workspaceFolder: URL { folder.appendingPathComponent("workspace") }
    /// The stamps of the files the import read.
    package var keyFile: URL { folder.appendingPathComponent("key.json") }

    /// The cached workspace when its key is current; otherwise the project imported and written into the entry.
    /// Fails with the import's one-line problems when no app could be read, or when the entry cannot be written.
    package func derive(reader: any ProjectFileReader = DiskFileReader()) -> Result<DerivedWorkspace, ProjectOpenError> {
        let check = currentKey()
        if let key = check.key { return .success(DerivedWorkspace(folder: workspaceFolder, notes: key.notes, imported: nil)) }
        let result = XcodeImport.run(path: projectPath, configuration: configuration, reader: reader)
        guard !result.isEmpty else {
            return .failure(ProjectOpenError(lines: ["\(projectPath): no app could be read from the Xcode project"] + result.problemLines))
        }
        let key = CacheKey(format: Self.format, projectPath: projectPath, configuration: configuration,
                           inputs: (result.inputs + extraInputs).map(FileStamp.of), notes: result.problemLines)
        do { try write(result, key: key) } catch { return .failure(ProjectOpenError(lines: [error.description])) }
        return .success(DerivedWorkspace(folder: workspaceFolder, notes: key.notes, imported: check.staleReason))
    }

    /// The stored key when every file it stamps is unchanged; otherwise why not.
    package func currentKey() -> (key: CacheKey?, staleReason: String) {
        guard let data = FileManager.default.contents(atPath: keyFile.path),
              let key = try? JSONDecoder().decode(CacheKey.self, from: data) else { return (nil, "not in the cache yet") }
        guard key.format == Self.format, key.projectPath == projectPath, key.configuration == configuration,
              FileManager.default.fileExists(atPath: workspaceFolder.appendingPathComponent("workspace.json").path) else {
            return (nil, "the cached copy is of another format")
        }
        guard let changed = key.inputs.first(where: { !$0.isCurrent }) else { return (key, "") }
        let name = changed.path.hasPrefix(projectFolderPrefix) ? String(changed.path.dropFirst(projectFolderPrefix.count)) : changed.path
        return (nil, "\(name) changed")
    }

    /// The folder the project's relative file names start from, with a trailing slash.
    private var projectFolderPrefix: String {
        let path = projectPath.hasSuffix(".xcodeproj") || projectPath.hasSuffix(".xcworkspace") ? ProjectPath.folder(of: projectPath) : projectPath
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// Writes the entry beside the old one and swaps it in with renames, so a reader sees the old or the new entry whole.
    private func write(_ result: ProjectImport, key: CacheKey) throws(WorkspaceExportError) {
        let manager = FileManager.default
        let building = URL(fileURLWithPath: folder.path + ".build-\(getpid())")
        let retired = URL(fileURLWithPath: folder.path + ".old-\(getpid())")
        try? manager.removeItem(at: building)
        try WorkspaceExport.write(result, name: ProjectName.of(projectPath), to: building.appendingPathComponent("workspace"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do {
            try encoder.encode(key).write(to: building.appendingPathComponent("key.json"))
        } catch {
            throw WorkspaceExportError("\(building.path)/key.json: cannot write: \(error.localizedDescription)")
        }
        if manager.fileExists(atPath: folder.path) {
            guard rename(folder.path, retired.path) == 0 else {
                throw WorkspaceExportError("\(folder.path): cannot replace the cached workspace: \(String(cString: strerror(errno)))")
            }
        }
        guard rename(building.path, folder.path) == 0 else {
            throw WorkspaceExportError("\(folder.path): cannot write the cached workspace: \(String(cString: strerror(errno)))")
        }
        try? manager.removeItem(at: retired)
    }
}

/// What `key.json` holds: the files the import read with their stamps, and the import's problem lines to show at
/// every start.
package struct CacheKey: Sendable, Hashable, Codable {
    package var format: Int
    package var projectPath: String
    package var configuration: String
    package var inputs: [FileStamp]
    package var notes: [String]
}

/// The workspace derived from a project, ready to load.
package struct DerivedWorkspace: Sendable, Hashable {
    /// The folder holding its `workspace.json`.
    package var folder: URL
    /// The import's lines about files it could not use and its warnings.
    package var notes: [String]
    /// Why the project was imported (`AppDelegate.swift changed`, `not in the cache yet`); nil when it came from the cache.
    package var imported: String?
}

/// Why a project could not be opened: the import's one-line problems.
package struct ProjectOpenError: Error, Sendable, Hashable, CustomStringConvertible {
    package var lines: [String]
    package init(lines: [String]) { self.lines = lines }
    package var description: String { lines.joined(separator: "\n") }
}
