import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget

/// Finds a content extension target's Swift sources and its entry point: `NSExtensionPrincipalClass`, else the
/// initial view controller's `customClass` of its storyboard (docs/rules/extension-sources.md#project-content-extensions-run-their-own-code).
enum ContentExtensionSources {
    /// The sources of `imported`, or nil (with a warning saying why the storyboard alone is shown) when it has no Swift
    /// files, no entry point, or none of its files declares the entry point's class.
    /// A target whose Info.plist names a class a compatible module declares (CleverTap's `CTNotificationViewController`)
    /// runs that class when its own files do not declare it, as a service extension does
    /// (docs/rules/push-sdks.md#extensions-whose-principal-class-is-an-sdks).
    static func find(for imported: ImportedExtension, principalClass: String?, moduleName: String?, folder: String,
                     reader: any ProjectFileReader, warnings: inout [ImportProblem]) -> ImportedSwiftSources? {
        let swiftFiles = imported.files.filter { $0.hasSuffix(".swift") }
        let paths = swiftFiles.map { URL(fileURLWithPath: ProjectPath.join(folder, $0)).standardizedFileURL.path }
        let moduleName = moduleName.flatMap { $0.isEmpty ? nil : $0 }
        if let entry = principalClass ?? imported.storyboard?.initialCustomClass, let module = CompatibleModules.declaring(principalClass: SwiftExtensionTarget.className(entry)),
           !paths.contains(where: { declares(SwiftExtensionTarget.className(entry), in: $0, reader: reader) }) {
            var sources = ImportedSwiftSources(paths: paths, principalClass: SwiftExtensionTarget.className(entry), moduleName: moduleName)
            sources.principalClassModule = module.name
            return sources
        }
        guard !swiftFiles.isEmpty else { return nil }
        guard let entry = principalClass ?? imported.storyboard?.initialCustomClass else {
            warnings.append(ImportProblem(file: imported.targetName, reason: "no NSExtensionPrincipalClass and no customClass on the storyboard's "
                + "initial view controller: its Swift sources are not run, the storyboard is shown as drawn"))
            return nil
        }
        let className = SwiftExtensionTarget.className(entry)
        guard paths.contains(where: { declares(className, in: $0, reader: reader) }) else {
            warnings.append(ImportProblem(file: imported.targetName, reason: "none of its Swift files declares class \(className) "
                + "(its entry point): its Swift sources are not run, the storyboard is shown as drawn"))
            return nil
        }
        return ImportedSwiftSources(paths: paths, principalClass: entry, moduleName: moduleName)
    }

    /// Whether the Swift file at `path` declares the class `name`.
    private static func declares(_ name: String, in path: String, reader: any ProjectFileReader) -> Bool {
        guard case .success(let bytes) = reader.read(path) else { return false }
        return ImportedSwiftSources.declaresClass(name, in: String(decoding: bytes, as: UTF8.self))
    }
}
