import Foundation

/// How many builds the extension cache keeps (docs/rules/extension-sources.md#building-an-extensions-own-swift-sources): each build
/// is a folder `<module>-<hash>`, and a module's builds differ only by its sources, the compiler or notisim, so the
/// old ones are never used again once the sources moved on.
package struct ExtensionCachePruning: Sendable, Hashable {
    /// The most recently used builds kept for each module (the current one and a few to go back to).
    package var buildsPerModule: Int
    /// The most recently used builds kept in all.
    package var buildsInAll: Int

    package init(buildsPerModule: Int = 3, buildsInAll: Int = 24) {
        self.buildsPerModule = buildsPerModule; self.buildsInAll = buildsInAll
    }

    /// Removes from `folder` every build beyond the limits, least recently used first (a build's folder is touched
    /// whenever it is used). Folders still being built (`.` names) and other files are left alone. Returns the
    /// names removed.
    @discardableResult
    package func prune(_ folder: URL) -> [String] {
        let files = FileManager.default
        let builds = ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).compactMap { name -> (name: String, module: String, used: Date)? in
            guard !name.hasPrefix("."), let dash = name.lastIndex(of: "-") else { return nil }
            let attributes = try? files.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            guard attributes?[.type] as? FileAttributeType == .typeDirectory, let used = attributes?[.modificationDate] as? Date else { return nil }
            return (name, String(name[..<dash]), used)
        }.sorted { ($0.used, $0.name) > ($1.used, $1.name) }
        var perModule: [String: Int] = [:]
        var kept = 0
        var removed: [String] = []
        for build in builds {
            perModule[build.module, default: 0] += 1
            if perModule[build.module]! <= buildsPerModule && kept < buildsInAll {
                kept += 1
            } else if (try? files.removeItem(at: folder.appendingPathComponent(build.name))) != nil {
                removed.append(build.name)
            }
        }
        return removed
    }

    /// Marks the build in `folder` as used now.
    static func touch(_ folder: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
    }
}
