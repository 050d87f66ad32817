import Foundation
import NotiCore

/// A content extension target's own Swift sources as notisim builds them (docs/rules.md#building-an-extensions-own-swift-sources).
public struct ImportedSwiftSources: Sendable, Hashable {
    /// The target's Swift files on disk, in the target's order: compiler messages name these paths.
    public var paths: [String]
    /// The class the extension point instantiates, as the project names it (`$(PRODUCT_MODULE_NAME).NotificationViewController`
    /// or the storyboard's `NotificationViewController`).
    public var principalClass: String
    /// `PRODUCT_MODULE_NAME` when the target sets it; otherwise notisim derives it from the target's name as Xcode does.
    public var moduleName: String?
}

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
            return declaresClass(className, in: String(decoding: bytes, as: UTF8.self))
        }
        guard declares else {
            warnings.append(ImportProblem(file: imported.targetName, reason: "none of its Swift files declares class \(className) "
                + "(its entry point): its Swift sources are not run, the storyboard is shown as drawn"))
            return nil
        }
        return ImportedSwiftSources(paths: paths, principalClass: entry, moduleName: moduleName.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Whether `source` has `class NAME` followed by something that ends the name (`:`, `{`, `<`, a space).
    static func declaresClass(_ name: String, in source: String) -> Bool {
        var rest = Substring(source)
        while let found = rest.range(of: "class " + name) {
            let next = rest[found.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// The workspace keys that make notisim build and run the sources (docs/workspace-format.md).
    static func workspaceMembers(_ sources: ImportedSwiftSources?) -> [(key: String, value: JSONValue)] {
        guard let sources else { return [] }
        var members: [(key: String, value: JSONValue)] = [
            (key: "swiftSources", value: .array(sources.paths.map { .string($0) })), (key: "principalClass", value: .string(sources.principalClass)),
        ]
        if let module = sources.moduleName { members.append((key: "moduleName", value: .string(module))) }
        return members
    }
}
