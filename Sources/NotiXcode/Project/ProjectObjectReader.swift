import NotiExtensions

/// Follows object ids through a project's `objects` table, collecting what is skipped.
struct ProjectObjectReader {
    let objects: [String: PlistValue]
    /// Parent group of each group member, to build a file reference's path.
    private let parents: [String: String]
    /// Lines about malformed objects that were left out.
    private(set) var skipped: [String] = []

    init(objects: [String: PlistValue], mainGroup: String?) {
        self.objects = objects
        var parents: [String: String] = [:]
        for (id, object) in objects where ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"].contains(object["isa"]?.stringValue ?? "") {
            for child in object["children"]?.arrayValue ?? [] {
                if let childID = child.stringValue { parents[childID] = id }
            }
        }
        self.parents = parents
    }

    /// The object `id`, when it exists and has the class `isa`.
    private func object(_ id: String?, isa: String) -> PlistValue? {
        guard let id, let object = objects[id], object["isa"]?.stringValue == isa else { return nil }
        return object
    }

    mutating func target(id: String) -> NativeTarget? {
        guard let object = objects[id], let isa = object["isa"]?.stringValue else {
            skipped.append("target \(id): no such object")
            return nil
        }
        guard isa == "PBXNativeTarget" else { return nil }
        guard let name = object["name"]?.stringValue else {
            skipped.append("target \(id): no name")
            return nil
        }
        let dependencies = ids(object["dependencies"]).compactMap { self.object($0, isa: "PBXTargetDependency")?["target"]?.stringValue }
        let ownGroups = ids(object["fileSystemSynchronizedGroups"])
        let folders = ownGroups.compactMap { groupID -> SynchronizedFolder? in
            guard let path = path(of: groupID) else { return nil }
            return SynchronizedFolder(path: path, excluded: membershipExceptions(of: groupID, for: id))
        }
        // A folder of another target lists, in an exception set naming this target, the files this target takes from it.
        let borrowed = synchronizedGroupIDs.filter { !ownGroups.contains($0) }.compactMap { groupID -> SynchronizedFolder? in
            let members = membershipExceptions(of: groupID, for: id)
            guard !members.isEmpty, let path = path(of: groupID) else { return nil }
            return SynchronizedFolder(path: path, excluded: [], only: members)
        }
        let scripts = ids(object["buildPhases"]).compactMap { phaseID -> ScriptPhase? in
            guard let phase = self.object(phaseID, isa: "PBXShellScriptBuildPhase") else { return nil }
            return ScriptPhase(name: phase["name"]?.stringValue ?? "Run Script",
                               outputs: (phase["outputPaths"]?.arrayValue ?? []).compactMap(\.stringValue))
        }
        let files = ids(object["buildPhases"]).flatMap { phaseID in
            ids(objects[phaseID]?["files"]).compactMap { buildFileID in
                objects[buildFileID]?["fileRef"]?.stringValue.flatMap { path(of: $0) }
            }
        }
        return NativeTarget(id: id, name: name, productType: object["productType"]?.stringValue ?? "",
                            productName: object["productName"]?.stringValue,
                            configurations: configurations(listID: object["buildConfigurationList"]?.stringValue),
                            dependencies: dependencies, synchronizedFolders: folders + borrowed, files: files, scriptPhases: scripts,
                            packageProducts: packageProducts(ids(object["packageProductDependencies"])))
    }

    /// The Swift package products a target links (`XCSwiftPackageProductDependency`), with the remote package each
    /// comes from; a product of a local package has no location (those are read from their folders).
    private func packageProducts(_ productIDs: [String]) -> [PackageProductDependency] {
        productIDs.compactMap { productID in
            guard let product = object(productID, isa: "XCSwiftPackageProductDependency"), let name = product["productName"]?.stringValue else { return nil }
            let remote = object(product["package"]?.stringValue, isa: "XCRemoteSwiftPackageReference")
            let requirement = remote?["requirement"]
            return PackageProductDependency(product: name, location: remote?["repositoryURL"]?.stringValue,
                                            version: requirement?["version"]?.stringValue ?? requirement?["minimumVersion"]?.stringValue,
                                            revision: requirement?["revision"]?.stringValue, branch: requirement?["branch"]?.stringValue)
        }
    }

    /// Every Xcode 16 folder of the project (`PBXFileSystemSynchronizedRootGroup`), sorted by id.
    private var synchronizedGroupIDs: [String] {
        objects.keys.filter { objects[$0]?["isa"]?.stringValue == "PBXFileSystemSynchronizedRootGroup" }.sorted()
    }

    /// The `membershipExceptions` of the folder `groupID`'s exception sets (`PBXFileSystemSynchronizedBuildFileExceptionSet`)
    /// that name the target `targetID`, relative to the folder. A build-phase exception set
    /// (`PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`) only moves a member file into another phase of
    /// its target (a copy or embed phase): the file stays a member, so it is not an exception here.
    private func membershipExceptions(of groupID: String, for targetID: String) -> [String] {
        ids(objects[groupID]?["exceptions"]).flatMap { exceptionID -> [String] in
            guard let exception = self.object(exceptionID, isa: "PBXFileSystemSynchronizedBuildFileExceptionSet"),
                  exception["target"]?.stringValue == targetID else { return [] }
            return (exception["membershipExceptions"]?.arrayValue ?? []).compactMap(\.stringValue)
        }
    }

    mutating func configurations(listID: String?) -> [BuildConfiguration] {
        guard let list = object(listID, isa: "XCConfigurationList") else { return [] }
        var result: [BuildConfiguration] = []
        for id in ids(list["buildConfigurations"]) {
            guard let configuration = object(id, isa: "XCBuildConfiguration"), let name = configuration["name"]?.stringValue else {
                skipped.append("build configuration \(id): not an XCBuildConfiguration with a name")
                continue
            }
            var settings: [String: String] = [:]
            if case .dictionary(let members)? = configuration["buildSettings"] {
                for (key, value) in members { settings[key] = Self.settingText(value) }
            }
            result.append(BuildConfiguration(name: name, settings: settings,
                                             baseConfiguration: configuration["baseConfigurationReference"]?.stringValue.flatMap { path(of: $0) }))
        }
        return result
    }

    /// A build setting's value as text: arrays are joined with spaces, elements holding spaces quoted.
    static func settingText(_ value: PlistValue) -> String {
        switch value {
        case .string(let text): return text
        case .array(let elements):
            return elements.compactMap(\.stringValue).map { $0.contains(" ") && !$0.hasPrefix("\"") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        default: return ""
        }
    }

    /// The path of a file reference or group relative to the project folder, following `sourceTree` and the
    /// enclosing groups; nil for files outside it (built products, the SDK).
    func path(of id: String) -> String? {
        var components: [String] = []
        var current: String? = id
        var steps = 0
        while let currentID = current, let object = objects[currentID], steps < 256 {
            steps += 1
            if let path = object["path"]?.stringValue, !path.isEmpty { components.insert(path, at: 0) }
            switch object["sourceTree"]?.stringValue ?? "<group>" {
            case "<group>": current = parents[currentID]
            case "SOURCE_ROOT", "<absolute>": current = nil
            default: return nil
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }

    private func ids(_ value: PlistValue?) -> [String] { (value?.arrayValue ?? []).compactMap(\.stringValue) }
}
