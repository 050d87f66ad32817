import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget

/// A notification extension target's own Swift sources as notisim builds them: the workspace's `swiftSources`,
/// `principalClass` and `moduleName` (docs/rules/extension-sources.md#building-an-extensions-own-swift-sources).
package struct ImportedSwiftSources: Sendable, Hashable {
    /// The target's Swift files on disk, absolute, in the target's order: compiler messages name these paths, and the
    /// next build compiles the project's current code.
    package var paths: [String]
    /// The class the extension point instantiates, as the project names it (`$(PRODUCT_MODULE_NAME).NotificationViewController`,
    /// the storyboard's `NotificationViewController`, or a service extension's `NSExtensionPrincipalClass`).
    package var principalClass: String
    /// `PRODUCT_MODULE_NAME` when the target sets it; otherwise notisim derives it from the target's name as Xcode does.
    package var moduleName: String?
    /// The project's modules the sources import (framework targets, local packages), each after those it imports.
    package var modules: [SourceModule] = []
    /// The conditions the target's `#if`s test, as its build settings set them (`DEBUG` in Debug).
    package var conditions: [String] = []
    /// The compatible module that declares ``principalClass`` when none of ``paths`` does (a CleverTap or Airship
    /// target whose Info.plist names the SDK's class); ``paths`` may then be empty.
    package var principalClassModule: String?
    /// The modules ``paths`` and ``modules`` import, read when the project's modules are attached.
    package var imports: Set<String> = []
    /// The Swift package products the target links that notisim builds from the project's pinned sources
    /// (docs/rules/extension-sources.md#swift-packages-an-extension-links).
    package var packages: [PinnedPackageProduct] = []
    /// Package products the target links that the project's `Package.resolved` does not pin: not built.
    package var unpinnedPackages: [PackageProductDependency] = []
    /// The Core Data models (`.xcdatamodeld` folders, absolute) in the target's build phases (docs/rules/apple-frameworks.md#coredata).
    package var dataModels: [String] = []
    /// `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`: the asset symbols are also members of `UIColor`,
    /// `UIImage` and SwiftUI's `Color` (docs/rules/xcode.md#asset-symbols).
    package var assetSymbolExtensions = false

    /// Whether `source` has `class NAME` followed by something that ends the name (`:`, `{`, `<`, a space), after any
    /// modifiers such as `final` or `open`.
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
    var workspaceMembers: [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [
            (key: "swiftSources", value: .array(paths.map { .string($0) })), (key: "principalClass", value: .string(principalClass)),
        ]
        if let moduleName { members.append((key: "moduleName", value: .string(moduleName))) }
        if let principalClassModule { members.append((key: "principalClassModule", value: .string(principalClassModule))) }
        if !conditions.isEmpty { members.append((key: "swiftConditions", value: .array(conditions.map { .string($0) }))) }
        if !dataModels.isEmpty { members.append((key: "dataModels", value: .array(dataModels.map { .string($0) }))) }
        if assetSymbolExtensions { members.append((key: "assetSymbolExtensions", value: .bool(true))) }
        if !modules.isEmpty {
            members.append((key: "swiftModules", value: .array(modules.map { module in
                var members: [(key: String, value: JSONValue)] = [(key: "name", value: .string(module.name)),
                                                                  (key: "sources", value: .array(module.paths.map { .string($0) }))]
                if !module.conditions.isEmpty { members.append((key: "swiftConditions", value: .array(module.conditions.map { .string($0) }))) }
                return .object(members)
            })))
        }
        if !packages.isEmpty {
            members.append((key: "swiftPackages", value: .array(packages.map { package in
                var members: [(key: String, value: JSONValue)] = [(key: "product", value: .string(package.product)),
                                                                  (key: "location", value: .string(package.location)),
                                                                  (key: "revision", value: .string(package.revision))]
                if let version = package.version { members.append((key: "version", value: .string(version))) }
                return .object(members)
            })))
        }
        return members
    }
}
