import NotiExtensionBuild
import NotiExtensionTarget

/// A Swift module of the project that notisim compiles from its own sources with an extension that imports it: a
/// framework or library target, or a target of a local Swift package (docs/rules/extension-sources.md#modules-an-extension-imports).
package struct SourceModule: Sendable, Hashable {
    /// The name an `import` uses (a target's `PRODUCT_MODULE_NAME`, a package target's folder name).
    package var name: String
    /// Its Swift files on disk, absolute, sorted.
    package var paths: [String]
    /// Where it comes from, for `import --check`: `framework target ParrotKit`, `local package Shared`.
    package var origin: String
    /// The module names its files import, read once when it is found.
    package var imports: Set<String> = []
    /// The conditions its `#if`s test (a framework target's `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` flags).
    package var conditions: [String] = []
    /// What is said of it when an extension imports it: the files its target lists that the checkout lacks.
    var problems: [ImportProblem] = []
}

/// The modules a project and its workspace can build from source, by name, and the modules each extension needs.
package struct SourceModuleCatalog: Sendable, Hashable {
    /// By module name; the first of two with one name is kept.
    private(set) var modules: [String: SourceModule] = [:]

    package init() {}

    /// Adds `module` unless one of its name is there already.
    mutating func add(_ module: SourceModule) {
        guard !module.paths.isEmpty, modules[module.name] == nil else { return }
        modules[module.name] = module
    }

    /// The modules the files at `paths` import, directly or through each other, each after the modules it imports
    /// (the order to compile them in); an import cycle is cut where it closes.
    func modules(importedBy paths: [String], reader: any ProjectFileReader) -> [SourceModule] {
        modules(importedBy: Self.imports(of: paths, reader: reader))
    }

    /// The modules `names` name, and those they import, each after the modules it imports.
    func modules(importedBy names: Set<String>) -> [SourceModule] {
        var ordered: [SourceModule] = []
        var entered: Set<String> = []
        func visit(_ name: String) {
            // A compatible module is the kit's, never the project's (docs/rules/extension-sources.md#modules-an-extension-imports).
            guard CompatibleModules.named(name) == nil, let module = modules[name], entered.insert(name).inserted else { return }
            for imported in module.imports.sorted() { visit(imported) }
            ordered.append(module)
        }
        for name in names.sorted() { visit(name) }
        return ordered
    }

    /// The module names the files at `paths` import (`import X`, `@testable import X`, `import struct X.Y`).
    static func imports(of paths: [String], reader: any ProjectFileReader) -> Set<String> {
        var names: Set<String> = []
        for path in paths {
            guard case .success(let bytes) = reader.read(path) else { continue }
            names.formUnion(importedModules(String(decoding: bytes, as: UTF8.self)))
        }
        return names
    }

    /// The modules one source imports (``ImportedModuleSource/modules(importedBy:)``).
    package static func importedModules(_ source: String) -> Set<String> { ImportedModuleSource.modules(importedBy: source) }
}

extension ProjectImport {
    /// Gives each extension that has sources the modules of `modules` that they import.
    mutating func attachModules(reader: any ProjectFileReader) {
        var attached: [SourceModule] = []
        for app in apps.indices {
            for item in apps[app].extensions.indices {
                if let sources = apps[app].extensions[item].contentSources {
                    apps[app].extensions[item].contentSources = attaching(sources, reader: reader)
                    attached += apps[app].extensions[item].contentSources?.modules ?? []
                }
                if let sources = apps[app].extensions[item].serviceSources {
                    apps[app].extensions[item].serviceSources = attaching(sources, reader: reader)
                    attached += apps[app].extensions[item].serviceSources?.modules ?? []
                }
            }
        }
        for problem in attached.flatMap(\.problems) where !problems.contains(problem) { problems.append(problem) }
    }

    /// `sources` with the project's modules they import, and the names of every module they and those modules import.
    private func attaching(_ sources: ImportedSwiftSources, reader: any ProjectFileReader) -> ImportedSwiftSources {
        var attached = sources
        let imports = SourceModuleCatalog.imports(of: sources.paths, reader: reader)
        attached.modules = modules.modules(importedBy: imports)
        attached.imports = attached.modules.reduce(imports) { $0.union($1.imports) }.subtracting(attached.modules.map(\.name))
        // Only the package products the Swift code imports are built: Xcode links others that no Swift imports.
        attached.packages = sources.packages.filter { attached.imports.contains($0.product) }
        attached.unpinnedPackages = sources.unpinnedPackages.filter { attached.imports.contains($0.product) }
        return attached
    }
}
