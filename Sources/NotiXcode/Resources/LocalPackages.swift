/// The Swift sources of a project's local Swift packages: every `.swift` file under each package's `Sources`
/// folder (docs/rules.md#xcode-projects).
struct LocalPackages {
    let reader: any ProjectFileReader

    /// The files, relative to the project folder, each once and sorted.
    func swiftSources(of packages: [String], projectFolder: String) -> [String] {
        var files: Set<String> = []
        for package in packages {
            let sources = ProjectPath.join(projectFolder, ProjectPath.join(package, "Sources"))
            for path in ProjectTreeWalk(reader: reader).walk(sources).paths where path.hasSuffix(".swift") {
                files.insert(Self.relative(path, to: projectFolder))
            }
        }
        return files.sorted()
    }

    /// `path` relative to `folder` when inside it, else as it is.
    static func relative(_ path: String, to folder: String) -> String {
        let prefix = folder == "." ? "" : folder + "/"
        return !prefix.isEmpty && path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
