import NotiExtensionBuild
import NotiExtensionTarget

extension PackagePins {
    /// The pins Xcode keeps for the project at `projectPath`: `project.xcworkspace/xcshareddata/swiftpm/Package.resolved`
    /// inside it, else that of an `.xcworkspace` beside it; nil when there is none. A file that cannot be read is a
    /// problem naming it.
    static func of(_ projectPath: String, reader: any ProjectFileReader, problems: inout [ImportProblem]) -> PackagePins? {
        let folder = ProjectPath.folder(of: projectPath)
        let beside = (reader.entries(of: folder) ?? []).sorted().filter { $0.hasSuffix(".xcworkspace") }.map { ProjectPath.join(folder, $0) }
        let candidates = [projectPath + "/project.xcworkspace"] + beside
        for workspace in candidates {
            let file = workspace + "/xcshareddata/swiftpm/Package.resolved"
            guard case .success(let bytes) = reader.read(file) else { continue }
            do throws(XcodeProjectError) { return try PackagePins.parse(bytes) } catch {
                problems.append(ImportProblem(file: file, reason: error.reason))
                return nil
            }
        }
        return nil
    }
}

extension ImportedExtension {
    /// Gives the extension's sources the remote package products its target links, at the revisions `pins` gives
    /// (docs/rules/extension-sources.md#swift-packages-an-extension-links). A product notisim provides as a compatible module is left
    /// to the kit; one with no pinned revision is kept aside, for import --check to name if the sources import it.
    mutating func linkPackages(_ products: [PackageProductDependency], pins: PackagePins?) {
        var linked: [PinnedPackageProduct] = []
        var unpinned: [PackageProductDependency] = []
        for product in products {
            guard let location = product.location, CompatibleModules.named(product.product) == nil else { continue }
            let pin = pins?.pin(for: location)
            guard let revision = pin?.revision ?? product.revision else {
                unpinned.append(product)
                continue
            }
            linked.append(PinnedPackageProduct(product: product.product, location: location, revision: revision, version: pin?.version ?? product.version))
        }
        for index in [\ImportedExtension.contentSources, \ImportedExtension.serviceSources] where self[keyPath: index] != nil {
            self[keyPath: index]?.packages = linked
            self[keyPath: index]?.unpinnedPackages = unpinned
        }
    }
}
