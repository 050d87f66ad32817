import NotiExtensionBuild
import NotiExtensionTarget

extension ImportedSwiftSources {
    /// `import --check`'s lines about the modules the sources import that are not the project's: one naming the
    /// Apple frameworks the kit provides (`Apple frameworks: SwiftUI, UIKit (notisim's)`), one for each compatible
    /// module (`uses Firebase Messaging 10.x–11.x API (notisim's compatible module)`), the principal class's module
    /// included, and one for each module notisim does not provide (docs/rules/extension-sources.md#modules-an-extension-imports). The
    /// Swift toolchain's modules and the project's own modules (listed on their own line) are not repeated.
    var importLines: [String] {
        let projectModules = Set(modules.map(\.name))
        let frameworks = imports.subtracting(projectModules).filter { ImportedModuleSource.of($0) == .kit && !ImportedModuleSource.isToolchainModule($0) }
        var lines: [String] = frameworks.isEmpty ? [] : ["Apple frameworks: \(frameworks.sorted().joined(separator: ", ")) (notisim's)"]
        for name in imports.union(principalClassModule.map { [$0] } ?? []).sorted() where !projectModules.contains(name) {
            if let package = packages.first(where: { $0.product == name }) {
                lines.append("uses the Swift package \(package.product) \(package.version ?? String(package.revision.prefix(12))) (\(package.location)), built from its sources")
                continue
            }
            if let unpinned = unpinnedPackages.first(where: { $0.product == name }), let location = unpinned.location {
                lines.append("imports \(name) from the Swift package \(location), which no Package.resolved pins: it cannot be built "
                    + "(Xcode writes Package.resolved when it resolves the project's packages)")
                continue
            }
            switch ImportedModuleSource.of(name) {
            case .kit: continue
            case .compatible(let module):
                let principal = name == principalClassModule ? ", whose \(SwiftExtensionTarget.className(principalClass)) is the principal class" : ""
                lines.append("uses \(module.summary)\(principal)")
            case .notProvided: lines.append("imports \(name), which notisim does not provide")
            }
        }
        return lines
    }
}
