import NotiExtensions

/// Why a `project.pbxproj` cannot be used at all.
package struct XcodeProjectError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One line: the parse position and reason, or the missing part.
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
    package var description: String { reason }
}

/// The parts of a `project.pbxproj` notisim reads: the project's and each native target's build configurations,
/// the targets' dependencies and where their files are.
package struct XcodeProject: Sendable, Hashable {
    /// `objectVersion` (46 for Xcode 3.2-compatible projects, 77 for Xcode 16's folders).
    package var objectVersion: String?
    /// The project's `developmentRegion`, e.g. `en`.
    package var developmentRegion: String?
    /// The project-level build configurations (Debug, Release, …).
    package var configurations: [BuildConfiguration]
    /// The project's `defaultConfigurationName`: what `xcodebuild` builds when neither a scheme nor a configuration is named.
    package var defaultConfiguration: String? = nil
    /// The native targets, in the project's order.
    package var targets: [NativeTarget]
    /// Objects that were skipped because they are malformed, one line each.
    package var skipped: [String]
    /// Folders of the local Swift packages the project references (`XCLocalSwiftPackageReference`'s
    /// `relativePath`), relative to the project folder.
    var localPackages: [String] = []

    /// The target with this object id.
    package func target(id: String) -> NativeTarget? { targets.first { $0.id == id } }

    /// Parses the bytes of a `project.pbxproj`.
    package static func parse(_ bytes: [UInt8]) throws(XcodeProjectError) -> XcodeProject {
        let plist: PlistValue
        do { plist = try ASCIIPlist.parse(bytes) } catch { throw XcodeProjectError(error.description) }
        guard case .dictionary(let objects)? = plist["objects"] else { throw XcodeProjectError("no \"objects\" dictionary") }
        guard let rootID = plist["rootObject"]?.stringValue else { throw XcodeProjectError("no \"rootObject\"") }
        guard let root = objects[rootID], root["isa"]?.stringValue == "PBXProject" else {
            throw XcodeProjectError("rootObject \(rootID) is not a PBXProject")
        }
        var reader = ProjectObjectReader(objects: objects, mainGroup: root["mainGroup"]?.stringValue)
        let configurations = reader.configurations(listID: root["buildConfigurationList"]?.stringValue)
        let targets = (root["targets"]?.arrayValue ?? []).compactMap { $0.stringValue.flatMap { reader.target(id: $0) } }
        let packages = (root["packageReferences"]?.arrayValue ?? []).compactMap { reference -> String? in
            guard let id = reference.stringValue, let object = objects[id], object["isa"]?.stringValue == "XCLocalSwiftPackageReference" else { return nil }
            return object["relativePath"]?.stringValue
        }
        let listID = root["buildConfigurationList"]?.stringValue
        return XcodeProject(objectVersion: plist["objectVersion"]?.stringValue, developmentRegion: root["developmentRegion"]?.stringValue,
                            configurations: configurations, defaultConfiguration: listID.flatMap { objects[$0]?["defaultConfigurationName"]?.stringValue },
                            targets: targets, skipped: reader.skipped, localPackages: packages)
    }
}

/// A native target (`PBXNativeTarget`).
package struct NativeTarget: Sendable, Hashable {
    /// Its object id in the project.
    package var id: String
    /// `name`, e.g. `NotificationContent`.
    package var name: String
    /// `productType`, e.g. `com.apple.product-type.app-extension`.
    package var productType: String
    /// `productName`.
    package var productName: String?
    /// Its build configurations.
    package var configurations: [BuildConfiguration]
    /// Ids of the targets it depends on (an app depends on the extensions it embeds).
    package var dependencies: [String]
    /// Folders whose files all belong to it (Xcode 16 `fileSystemSynchronizedGroups`), relative to the project folder.
    package var synchronizedFolders: [SynchronizedFolder]
    /// Files of its build phases (sources, resources), relative to the project folder.
    package var files: [String]
    /// Its run-script build phases, which may generate files that the project lists but a checkout lacks.
    package var scriptPhases: [ScriptPhase] = []
    /// The Swift package products it links (Xcode's Frameworks phase through `packageProductDependencies`).
    package var packageProducts: [PackageProductDependency] = []

    /// Whether it builds an iOS app.
    package var isApplication: Bool { productType == "com.apple.product-type.application" }
    /// Whether it builds a framework or a library: a module other targets import.
    package var isModule: Bool {
        ["com.apple.product-type.framework", "com.apple.product-type.framework.static", "com.apple.product-type.library.static",
         "com.apple.product-type.library.dynamic"].contains(productType)
    }
    /// Whether it builds an app extension (notification extensions are among them).
    package var isAppExtension: Bool { productType == "com.apple.product-type.app-extension" }

    /// The configuration named `name`.
    package func configuration(_ name: String) -> BuildConfiguration? { configurations.first { $0.name == name } }
}

/// A Swift package product a target links (`XCSwiftPackageProductDependency`), and the requirement the project's
/// `XCRemoteSwiftPackageReference` states for its package; the pinned revision is in `Package.resolved`.
package struct PackageProductDependency: Sendable, Hashable {
    /// `productName`: the product, usually also the module its sources import.
    package var product: String
    /// `repositoryURL` of the remote package; nil for a local package's product.
    package var location: String?
    /// The requirement's `version` or `minimumVersion`.
    package var version: String?
    /// The requirement's `revision`.
    package var revision: String?
    /// The requirement's `branch`.
    package var branch: String?
}

/// A run-script build phase (`PBXShellScriptBuildPhase`): its name and the files it says it writes.
package struct ScriptPhase: Sendable, Hashable {
    /// Its name in Xcode, `Run Script` when it has none.
    package var name: String
    /// Its `outputPaths`, as written (build setting references unexpanded).
    package var outputs: [String]
}

/// A folder of an Xcode 16 target (`PBXFileSystemSynchronizedRootGroup`): every file under it belongs to the
/// target except the listed ones; or, for a folder another target owns, only the files the target takes from it.
/// A listed path `/Localized/NAME` stands for `NAME` in each of the folder's `.lproj` folders.
package struct SynchronizedFolder: Sendable, Hashable {
    /// The folder, relative to the project folder.
    package var path: String
    /// Files under it, relative to it, that this target leaves out (`membershipExceptions` of its own folder).
    package var excluded: [String]
    /// For a folder of another target, the files under it, relative to it, that this target takes (the
    /// `membershipExceptions` naming this target); nil for the target's own folder, which gives every file.
    package var only: [String]? = nil

    package init(path: String, excluded: [String], only: [String]? = nil) {
        self.path = path; self.excluded = excluded; self.only = only
    }

    /// Whether `relative` (a path under the folder, relative to it) is named by one of `exceptions`, directly, as a file
    /// inside a named folder, or as a localized variant (`/Localized/NAME` names `*.lproj/NAME`).
    static func names(_ exceptions: [String], _ relative: String) -> Bool {
        exceptions.contains { exception in
            if exception.hasPrefix(localizedPrefix) {
                let name = exception.dropFirst(localizedPrefix.count)
                guard let slash = relative.firstIndex(of: "/") else { return false }
                return relative[..<slash].hasSuffix(".lproj") && relative[relative.index(after: slash)...] == name
            }
            return relative == exception || relative.hasPrefix(exception + "/")
        }
    }

    /// How an exception set names a localized file: by its name, in every language's folder at once.
    static let localizedPrefix = "/Localized/"
}

/// One build configuration (`XCBuildConfiguration`).
package struct BuildConfiguration: Sendable, Hashable {
    /// `Debug`, `Release`, …
    package var name: String
    /// `buildSettings`, array values joined with spaces as Xcode passes them on.
    package var settings: [String: String]
    /// The `.xcconfig` it is based on, relative to the project folder.
    var baseConfiguration: String?
}

extension PlistValue {
    /// The elements, when this is an array.
    var arrayValue: [PlistValue]? { if case .array(let a) = self { return a } else { return nil } }
}
