import NotiCore
import NotiExtensions

/// Reads one `.xcodeproj` the way Xcode builds it in one configuration: each app target and its notification
/// extensions, their build settings, Info.plists and entitlements (docs/rules.md#xcode-projects).
struct ProjectImporter {
    /// Where files are read from.
    var reader: any ProjectFileReader
    /// The build configuration whose settings apply; Xcode runs Debug by default.
    var configuration: String

    init(reader: any ProjectFileReader = DiskFileReader(), configuration: String = "Debug") {
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
        var context = TargetContext(importer: self, project: project, folder: ProjectPath.folder(of: projectPath),
                                    projectName: ProjectPath.name(of: projectPath).replacingSuffix(".xcodeproj"))
        guard project.configurations.contains(where: { $0.name == configuration }) else {
            let names = project.configurations.map(\.name).joined(separator: ", ")
            result.problems.append(ImportProblem(file: pbxproj, reason: "no build configuration \"\(configuration)\" (the project has \(names.isEmpty ? "none" : names))"))
            return
        }
        var apps: [(target: NativeTarget, app: ImportedApp)] = []
        for target in project.targets where target.isApplication {
            if let app = context.app(target) { apps.append((target, app)) }
        }
        for target in project.targets where target.isAppExtension {
            guard let imported = context.notificationExtension(target) else { continue }
            let owner = apps.firstIndex { $0.target.dependencies.contains(target.id) }
                ?? apps.firstIndex { imported.bundleID.hasPrefix($0.app.bundleID + ".") }
            guard let owner else {
                context.problems.append(ImportProblem(file: target.name, reason: "no app target of the project embeds this extension"))
                continue
            }
            apps[owner].app.extensions.append(imported)
        }
        let packageSources = LocalPackages(reader: reader).swiftSources(of: project.localPackages, in: context.folder)
        for index in apps.indices {
            apps[index].app.packageSources = packageSources
            apps[index].app.notificationSetup = SwiftSourceImport.notificationSetup(
                of: apps[index].app, folder: context.folder, reader: reader, problems: &context.problems, warnings: &context.warnings)
        }
        result.apps += apps.map(\.app)
        // The project's .xcconfig is read once per target: each of its problems is reported once.
        for problem in context.problems where !result.problems.contains(problem) { result.problems.append(problem) }
        for warning in context.warnings where !result.warnings.contains(warning) { result.warnings.append(warning) }
    }
}

extension String {
    /// Without `suffix` at the end, when it is there.
    func replacingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
