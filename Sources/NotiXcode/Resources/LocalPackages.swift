/// The Swift sources of local Swift packages: every `.swift` file under each package's `Sources` folder
/// (docs/rules.md#project-shapes).
struct LocalPackages {
    let reader: any ProjectFileReader

    /// The files of the packages at `packages` (relative to `folder`), each once and sorted, as paths from `folder`.
    func swiftSources(of packages: [String], in folder: String) -> [String] {
        var files: Set<String> = []
        for package in packages {
            let sources = ProjectPath.join(folder, ProjectPath.join(package, "Sources"))
            for path in ProjectTreeWalk(reader: reader).walk(sources).paths where path.hasSuffix(".swift") { files.insert(path) }
        }
        return files.sorted()
    }
}
