import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget

/// Finds the Swift sources of a service extension target: its `.swift` files, one of which declares the class its
/// Info.plist's `NSExtensionPrincipalClass` names, or else a compatible module that declares it.
enum ServiceExtensionSources {
    /// The sources of the service extension `targetName`, or nil (with a warning saying why) when neither its files
    /// nor a compatible module declare the principal class; `files` are relative to the project `folder`.
    static func sources(targetName: String, principalClass: String?, files: [String], folder: String, moduleSetting: String?,
                        plistPath: String, reader: any ProjectFileReader, warnings: inout [ImportProblem]) -> ImportedSwiftSources? {
        let swiftFiles = files.filter { $0.hasSuffix(".swift") }.map { absolute(ProjectPath.join(folder, $0)) }
        guard let principalClass, !principalClass.isEmpty else {
            warnings.append(ImportProblem(file: plistPath, reason: "NSExtension.NSExtensionPrincipalClass: missing, so \(targetName)'s Swift sources are not run"))
            return nil
        }
        let className = SwiftExtensionTarget.className(principalClass)
        let declares = { (path: String) in
            (try? reader.read(path).get()).map { ImportedSwiftSources.declaresClass(className, in: String(decoding: $0, as: UTF8.self)) } ?? false
        }
        let moduleName = moduleSetting.flatMap { $0.isEmpty || $0 == SwiftExtensionTarget.moduleName(forTarget: targetName) ? nil : $0 }
        guard swiftFiles.contains(where: declares) else {
            // A CleverTap or Airship target may name the SDK's own class and hold no Swift of its own
            // (docs/rules/push-sdks.md#extensions-whose-principal-class-is-an-sdks).
            if let module = CompatibleModules.declaring(principalClass: className) {
                var sources = ImportedSwiftSources(paths: swiftFiles, principalClass: className, moduleName: moduleName)
                sources.principalClassModule = module.name
                return sources
            }
            warnings.append(ImportProblem(file: targetName, reason: "none of the target's Swift files declares \(className) (NSExtensionPrincipalClass); "
                + "the extension is not run and pushes show their original content"))
            return nil
        }
        return ImportedSwiftSources(paths: swiftFiles, principalClass: principalClass, moduleName: moduleName)
    }

    /// `path` made absolute against the current directory (the import may be given a relative project path).
    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path).standardizedFileURL.path
    }
}
