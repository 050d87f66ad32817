import NotiCore
import NotiExtensions

/// Reads one `.xcodeproj` the way Xcode builds it in one configuration: each app target and its notification
/// extensions, their build settings, Info.plists and entitlements (docs/rules/xcode.md#xcode-projects).
struct ProjectImporter {
    /// Where files are read from.
    var reader: any ProjectFileReader
    /// The build configuration whose settings apply; Xcode runs Debug by default.
    var configuration: String

    /// What Xcode runs unless told otherwise; a project without it is read in the configuration its Run action uses.
    static let defaultConfiguration = "Debug"

    init(reader: any ProjectFileReader = DiskFileReader(), configuration: String = defaultConfiguration) {
        self.reader = reader; self.configuration = configuration
    }

    /// Imports the project at `projectPath` (the `.xcodeproj` folder) into `result`.
    func importProject(at projectPath: String, into result: inout ProjectImport) {
        let pbxproj = projectPath + "/project.pbxproj"
        let project: XcodeProject
        switch reader.read(pbxproj) {
        case .failure(let error):
            result.problems.append(ImportProblem(file: pbxproj, reason: error.reason))
            return
        case .success(let bytes):
            do { project = try XcodeProject.parse(bytes) } catch {
                result.problems.append(ImportProblem(file: pbxproj, reason: error.reason))
                return
            }
        }
        result.problems += project.skipped.map { ImportProblem(file: pbxproj, reason: "skipped \($0)") }
        let names = project.configurations.map(\.name)
        var configuration = self.configuration
        if !names.contains(configuration), configuration == Self.defaultConfiguration,
           let chosen = RunConfiguration(reader: reader).name(for: project, at: projectPath) {
            result.warnings.append(ImportProblem(file: pbxproj, reason: "no build configuration \"Debug\": reading \"\(chosen)\", "
                + "the one Xcode runs (--configuration picks another of \(names.joined(separator: ", ")))"))
            configuration = chosen
        }
        guard names.contains(configuration) else {
            let list = names.joined(separator: ", ")
            result.problems.append(ImportProblem(file: pbxproj, reason: "no build configuration \"\(configuration)\" (the project has \(list.isEmpty ? "none" : list))"))
            return
        }
        var context = TargetContext(importer: self, project: project, folder: ProjectPath.folder(of: projectPath),
                                    projectName: ProjectPath.name(of: projectPath).replacingSuffix(".xcodeproj"), configuration: configuration)
        var apps: [(target: NativeTarget, app: ImportedApp)] = []
        for target in project.targets where target.isApplication {
            if let app = context.app(target) { apps.append((target, app)) }
        }
        let pins = PackagePins.of(projectPath, reader: reader, problems: &context.problems)
        for target in project.targets where target.isAppExtension {
            if let widget = context.widgetExtension(target) {
                let owner = apps.firstIndex { $0.target.dependencies.contains(target.id) }
                    ?? apps.firstIndex { widget.bundleID.hasPrefix($0.app.bundleID + ".") }
                guard let owner else {
                    context.problems.append(ImportProblem(file: target.name, reason: "no app target of the project embeds this extension"))
                    continue
                }
                apps[owner].app.widgetExtensions.append(widget)
                continue
            }
            guard var imported = context.notificationExtension(target) else { continue }
            imported.linkPackages(target.packageProducts, pins: pins)
            let owner = apps.firstIndex { $0.target.dependencies.contains(target.id) }
                ?? apps.firstIndex { imported.bundleID.hasPrefix($0.app.bundleID + ".") }
            guard let owner else {
                context.problems.append(ImportProblem(file: target.name, reason: "no app target of the project embeds this extension"))
                continue
            }
            apps[owner].app.extensions.append(imported)
        }
        let packages = LocalPackages(reader: reader)
        let frameworks = project.targets.filter(\.isModule).compactMap { context.module($0) }
        let projectModules = frameworks + packages.modules(of: project.localPackages, in: context.folder)
        for module in projectModules { result.modules.add(module) }
        let moduleOfFile = Dictionary(projectModules.flatMap { module in module.paths.map { ($0, module.name) } }, uniquingKeysWith: { first, _ in first })
        // A framework the app imports is its code as much as a local package is: its constants and registrations count.
        var frameworkCatalog = SourceModuleCatalog()
        for framework in frameworks { frameworkCatalog.add(framework) }
        let packageSources = packages.swiftSources(of: project.localPackages, in: context.folder)
        for index in apps.indices {
            let appFiles = apps[index].app.files.filter { $0.hasSuffix(".swift") }.map { ProjectPath.join(context.folder, $0) }
            let imported = frameworkCatalog.modules(importedBy: appFiles, reader: reader).flatMap(\.paths)
            apps[index].app.packageSources = packageSources + imported.filter { !packageSources.contains($0) }
            apps[index].app.notificationSetup = SwiftSourceImport.notificationSetup(
                of: apps[index].app, folder: context.folder, reader: reader, modules: moduleOfFile, problems: &context.problems, warnings: &context.warnings)
        }
        for (_, app) in apps {
            if let other = result.apps.first(where: { $0.bundleID == app.bundleID }) {
                context.problems.append(ImportProblem(file: app.targetName, reason: "bundle id \(app.bundleID) is app target \(other.targetName)'s too; "
                    + "left out, as a device holds one app per bundle id"))
                continue
            }
            result.apps.append(app)
        }
        // The project's .xcconfig is read once per target: each of its problems is reported once.
        for problem in context.problems where !result.problems.contains(problem) { result.problems.append(problem) }
        for warning in context.warnings where !result.warnings.contains(warning) { result.warnings.append(warning) }
    }
}

extension String {
    /// Without `suffix` at the end, when it is there.
    func replacingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
