import Foundation
import NotiCore

/// Finds a content extension target's Swift sources and its entry point: `NSExtensionPrincipalClass`, else the
/// initial view controller's `customClass` of its storyboard (docs/rules.md#project-content-extensions-run-their-own-code).
enum ContentExtensionSources {
    /// The sources of `imported`, or nil (with a warning saying why the storyboard alone is shown) when it has no Swift
    /// files, no entry point, or none of its files declares the entry point's class.
    static func find(for imported: ImportedExtension, principalClass: String?, moduleName: String?, folder: String,
                     reader: any ProjectFileReader, warnings: inout [ImportProblem]) -> ImportedSwiftSources? {
        let swiftFiles = imported.files.filter { $0.hasSuffix(".swift") }
        guard !swiftFiles.isEmpty else { return nil }
        guard let entry = principalClass ?? imported.storyboard?.initialCustomClass else {
            warnings.append(ImportProblem(file: imported.targetName, reason: "no NSExtensionPrincipalClass and no customClass on the storyboard's "
                + "initial view controller: its Swift sources are not run, the storyboard is shown as drawn"))
            return nil
        }
        let className = String(entry.split(separator: ".").last ?? Substring(entry))
        let paths = swiftFiles.map { URL(fileURLWithPath: ProjectPath.join(folder, $0)).standardizedFileURL.path }
        let declares = paths.contains { path in
            guard case .success(let bytes) = reader.read(path) else { return false }
            return ImportedSwiftSources.declaresClass(className, in: String(decoding: bytes, as: UTF8.self))
        }
        guard declares else {
            warnings.append(ImportProblem(file: imported.targetName, reason: "none of its Swift files declares class \(className) "
                + "(its entry point): its Swift sources are not run, the storyboard is shown as drawn"))
            return nil
        }
        return ImportedSwiftSources(paths: paths, principalClass: entry, moduleName: moduleName.flatMap { $0.isEmpty ? nil : $0 })
    }
}
