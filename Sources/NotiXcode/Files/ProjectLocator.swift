/// Finds the `.xcodeproj` folders a path stands for: the `.xcodeproj` itself, the projects an `.xcworkspace`
/// lists, or those in a folder (its own `.xcodeproj` folders and those of its `.xcworkspace`).
struct ProjectLocator {
    var reader: any ProjectFileReader

    init(reader: any ProjectFileReader = DiskFileReader()) { self.reader = reader }

    /// The projects, each once, and one problem per path that could not be used.
    func projects(at path: String) -> (projects: [String], problems: [ImportProblem]) {
        let path = ProjectPath.normalized(path)
        if path.hasSuffix(".xcodeproj") { return ([path], []) }
        if path.hasSuffix(".xcworkspace") { return workspaceProjects(path) }
        guard let entries = reader.entries(of: path) else {
            return ([], [ImportProblem(file: path, reason: "no such folder")])
        }
        var projects = entries.filter { $0.hasSuffix(".xcodeproj") }.map { ProjectPath.join(path, $0) }
        var problems: [ImportProblem] = []
        for workspace in entries where workspace.hasSuffix(".xcworkspace") {
            let found = workspaceProjects(ProjectPath.join(path, workspace))
            projects += found.projects.filter { !projects.contains($0) }
            problems += found.problems
        }
        if projects.isEmpty, problems.isEmpty {
            problems.append(ImportProblem(file: path, reason: "holds no .xcodeproj or .xcworkspace"))
        }
        return (projects, problems)
    }

    /// The folders of the Swift packages the workspaces at `path` list (a `FileRef` to a folder holding
    /// `Package.swift`), joined to `path`.
    func workspacePackages(at path: String) -> [String] {
        let path = ProjectPath.normalized(path)
        let workspaces = path.hasSuffix(".xcworkspace") ? [path]
            : path.hasSuffix(".xcodeproj") ? [] : (reader.entries(of: path) ?? []).filter { $0.hasSuffix(".xcworkspace") }.map { ProjectPath.join(path, $0) }
        return workspaces.flatMap { workspace -> [String] in
            guard case .success(let bytes) = reader.read(workspace + "/contents.xcworkspacedata") else { return [] }
            let folder = ProjectPath.folder(of: workspace)
            return WorkspaceContents.fileLocations(String(decoding: bytes, as: UTF8.self))
                .map { ProjectPath.join(folder, $0) }
                .filter { !$0.hasSuffix(".xcodeproj") && reader.entries(of: $0)?.contains("Package.swift") == true }
        }
    }

    private func workspaceProjects(_ workspace: String) -> (projects: [String], problems: [ImportProblem]) {
        let file = workspace + "/contents.xcworkspacedata"
        switch reader.read(file) {
        case .failure(let error): return ([], [ImportProblem(file: file, reason: error.reason)])
        case .success(let bytes):
            let locations = WorkspaceContents.projectLocations(String(decoding: bytes, as: UTF8.self))
            let folder = ProjectPath.folder(of: workspace)
            return (locations.map { ProjectPath.join(folder, $0) }, [])
        }
    }
}

/// Reads `contents.xcworkspacedata`: `<FileRef location = "group:App.xcodeproj">` inside nested `<Group>`s.
enum WorkspaceContents {
    /// The `.xcodeproj` paths it lists, relative to the workspace's folder (`self:` and `container:` entries
    /// are relative to it too; `absolute:` ones are absolute).
    static func projectLocations(_ xml: String) -> [String] { fileLocations(xml).filter { $0.hasSuffix(".xcodeproj") } }

    /// Every file or folder it lists (projects, packages, loose files), relative to the workspace's folder.
    static func fileLocations(_ xml: String) -> [String] {
        var groups: [String] = []
        var result: [String] = []
        var rest = Substring(xml)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("/Group") { _ = groups.popLast(); continue }
            let isGroup = tag.hasPrefix("Group")
            guard isGroup || tag.hasPrefix("FileRef"), let location = attribute("location", in: tag) else { continue }
            let path = resolve(location, in: groups.last ?? "")
            if isGroup {
                if !tag.hasSuffix("/") { groups.append(path) }
            } else {
                result.append(path)
            }
        }
        return result
    }

    private static func resolve(_ location: String, in group: String) -> String {
        guard let colon = location.firstIndex(of: ":") else { return location }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return group.isEmpty ? path : ProjectPath.join(group, path)
        default: return path
        }
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.range(of: name) else { return nil }
        var rest = tag[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(rest[rest.index(after: rest.startIndex)..<end])
    }
}

/// Imports every project a path stands for.
package enum XcodeImport {
    /// The apps of the projects at `path` (see `ProjectLocator`), in the build configuration `configuration`, with the
    /// files the import read.
    package static func run(path: String, configuration: String = "Debug", reader: any ProjectFileReader = DiskFileReader()) -> ProjectImport {
        var result = ProjectImport()
        // Every path the project names is joined to the project's folder: a relative or linked argument is made the
        // absolute, resolved path first, so `$(SRCROOT)` is that folder whatever the argument was.
        let path = reader.canonicalPath(path) ?? path
        let recording = RecordingFileReader(reader)
        let located = ProjectLocator(reader: recording).projects(at: path)
        result.problems += located.problems
        let importer = ProjectImporter(reader: recording, configuration: configuration)
        for project in located.projects { importer.importProject(at: project, into: &result) }
        ProjectSurroundings(reader: recording).read(around: path, into: &result)
        result.attachModules(reader: recording)
        result.inputs = recording.paths
        let differences = recording.caseDifferences
        if let first = differences.first {
            let others = differences.count > 1 ? " (and \(differences.count - 1) more)" : ""
            result.warnings.append(ImportProblem(file: first.asked, reason: "found as \(first.found)\(others): the project names files in another "
                + "case than the disk spells them; they are read as a Mac's case-insensitive disk reads them"))
        }
        return result
    }
}
