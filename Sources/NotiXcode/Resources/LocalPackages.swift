/// The Swift sources of local Swift packages: every `.swift` file under each package's `Sources` folder
/// (docs/rules/xcode.md#project-shapes).
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

    /// The targets of the packages at `packages` (relative to `folder`) as modules: each folder of a package's
    /// `Sources` is a target of that name, with the Swift files under it (SwiftPM's default layout; a target that
    /// names another `path:` in `Package.swift` is not found).
    func modules(of packages: [String], in folder: String) -> [SourceModule] {
        packages.flatMap { package -> [SourceModule] in
            let sources = ProjectPath.join(folder, ProjectPath.join(package, "Sources"))
            return (reader.entries(of: sources) ?? []).compactMap { name -> SourceModule? in
                let target = ProjectPath.join(sources, name)
                guard reader.entries(of: target) != nil else { return nil }
                let paths = ProjectTreeWalk(reader: reader).walk(target).paths.filter { $0.hasSuffix(".swift") }.sorted()
                return SourceModule(name: name, paths: paths, origin: "local package \(ProjectPath.name(of: package))",
                                    imports: SourceModuleCatalog.imports(of: paths, reader: reader))
            }
        }
    }
}
