import Foundation
import NotiApp
import NotiWorkspace
import NotiXcode

/// What `--workspace PATH` (and `notisim open PATH`) names: a notisim workspace folder, or an Xcode project — the
/// folder holding `NAME.xcodeproj` or an `.xcworkspace`, or either of them — whose workspace is derived and cached
/// (docs/rules/xcode.md#opening-an-xcode-project).
enum WorkspaceSource: Equatable {
    /// No path: the built-in demo.
    case demo
    case workspace(String)
    /// The project's absolute path, symbolic links resolved.
    case project(String)

    /// How `path` is read, with a one-line note when a folder holds both a `workspace.json` and a project: the
    /// workspace wins (it is what someone wrote for notisim), and naming the `.xcodeproj` opens the project.
    static func of(_ path: String?) -> (source: WorkspaceSource, note: String?) {
        guard let path else { return (.demo, nil) }
        if isProjectName(path) { return (.project(canonical(path)), nil) }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let projects = entries.filter(isProjectName).sorted()
        guard let project = projects.first else { return (.workspace(path), nil) }
        guard entries.contains("workspace.json") else { return (.project(canonical(path)), nil) }
        return (.workspace(path), "\(path) holds both workspace.json and the Xcode project \(project): opening workspace.json "
                + "(name the project, \((path as NSString).appendingPathComponent(project)), to open it instead)")
    }

    /// What `path` is not, in one line, when it can be neither a workspace nor a project: no such folder, a file, or a
    /// folder holding neither `workspace.json` nor an Xcode project (docs/rules/xcode.md#what-a-workspace-path-names).
    static func problem(with path: String) -> String? {
        var isFolder: ObjCBool = false
        let accepted = "notisim opens a workspace folder (holding workspace.json), a folder holding NAME.xcodeproj, or a .xcodeproj or .xcworkspace"
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "\(path): no such folder; \(accepted)" }
        guard isFolder.boolValue else { return "\(path) is a file, not a folder; \(accepted)" }
        if isProjectName(path) { return nil }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        guard entries.contains("workspace.json") || entries.contains(where: isProjectName) else {
            return "\(path) is a folder with neither workspace.json nor an Xcode project; \(accepted)"
        }
        return nil
    }

    /// What a project's saved state, lock, device tokens and announcement are keyed by: the project itself, so the
    /// folder and the one `.xcworkspace` (else `.xcodeproj`) in it are one project; a folder of several is itself.
    static func stateRoot(ofProject path: String) -> String {
        if isProjectName(path) { return path }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        for suffix in [".xcworkspace", ".xcodeproj"] {
            let named = entries.filter { $0.hasSuffix(suffix) }
            if named.count == 1 { return (path as NSString).appendingPathComponent(named[0]) }
            if named.count > 1 { break }
        }
        return path
    }

    /// The folder state and running notisims are found under for `path` (`notisim push --workspace`, `notisim reset`).
    static func stateRootPath(_ path: String) -> String {
        if case .project(let project) = of(path).source { return stateRoot(ofProject: project) }
        return path
    }

    private static func isProjectName(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.hasSuffix(".xcodeproj") || trimmed.hasSuffix(".xcworkspace")
    }

    private static func canonical(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard let resolved = realpath(absolute, nil) else { return absolute }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// A workspace ready to open, with the lines to show once at start: how a project was read (imported, or from the
/// cache) and every file its import could not use.
struct ResolvedWorkspace {
    var workspace: Workspace
    /// How it was read: a project imported or taken from the cache, or a folder holding both.
    var origin: [String]
    /// The import's `could not use …` and `warning: …` lines.
    var problems: [String]

    /// Everything to log at start.
    var notes: [String] { origin + problems }

    /// The workspace `path` names (the demo when nil); a project is derived through its cache in `configuration`.
    static func load(_ path: String?, configuration: String, environment: [String: String]) throws(SessionError) -> ResolvedWorkspace {
        if let path, let problem = WorkspaceSource.problem(with: path) { throw SessionError(problem) }
        let (source, note) = WorkspaceSource.of(path)
        guard case .project(let project) = source else {
            return ResolvedWorkspace(workspace: try Session.loadWorkspace(path), origin: note.map { [$0] } ?? [], problems: [])
        }
        let cache = ProjectWorkspaceCache(projectPath: project, configuration: configuration, extraInputs: programFiles,
                                          baseDirectory: ProjectWorkspaceCache.baseDirectory(environment: environment))
        let derived: DerivedWorkspace
        switch cache.derive() {
        case .failure(let error): throw SessionError(error.description)
        case .success(let success): derived = success
        }
        var workspace: Workspace
        do { workspace = try Session.loadWorkspace(derived.folder.path) } catch {
            // The derived workspace is notisim's own copy: its errors are said of the project, never of the cache.
            let cachePrefix = derived.folder.path + "/"
            throw SessionError("\(project): the project's apps could not be set up: \(error.description.replacingOccurrences(of: cachePrefix, with: ""))")
        }
        workspace.derivedFrom = URL(fileURLWithPath: WorkspaceSource.stateRoot(ofProject: project))
        if workspace.samplePushes.isEmpty {
            // A project rarely holds .apns files: `p` offers its categories instead, written beside the cached workspace.
            workspace.samplePushes = CategorySamplePushes.write(workspace, into: derived.folder.deletingLastPathComponent().appendingPathComponent("category-pushes"))
        }
        let origin = derived.imported.map { "read the Xcode project \(project) (\($0)); cached in \(cache.folder.path)" }
            ?? "opened the Xcode project \(project) from the cache in \(cache.folder.path)"
        return ResolvedWorkspace(workspace: workspace, origin: [origin], problems: derived.notes)
    }

    /// The running notisim program: a new build may read more of a project, so it is part of every cache key.
    private static var programFiles: [String] {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map { [$0] } ?? []
    }
}
