/// What an import reads around its projects once they are imported: the Swift packages a workspace lists and the
/// payload files under the imported folder (docs/rules/xcode.md#project-shapes, docs/rules/xcode.md#payloads-in-the-project).
struct ProjectSurroundings {
    let reader: any ProjectFileReader

    /// Adds both to `result`, for the projects at `path` (a folder, `.xcodeproj` or `.xcworkspace`).
    func read(around path: String, into result: inout ProjectImport) {
        let workspacePackages = ProjectLocator(reader: reader).workspacePackages(at: path)
        let packageSources = LocalPackages(reader: reader).swiftSources(of: workspacePackages, in: ".")
        for module in LocalPackages(reader: reader).modules(of: workspacePackages, in: ".") { result.modules.add(module) }
        for index in result.apps.indices {
            result.apps[index].packageSources += packageSources.filter { !result.apps[index].packageSources.contains($0) }
        }
        let normalized = ProjectPath.normalized(path)
        let isBundle = normalized.hasSuffix(".xcodeproj") || normalized.hasSuffix(".xcworkspace")
        ProjectPayloads(reader: reader).scan(isBundle ? ProjectPath.folder(of: normalized) : normalized, into: &result)
    }
}
