import Foundation
import NotiExtensionBuild
import TestSupport
import Testing

/// docs/rules/extension-sources.md#building-an-extensions-own-swift-sources: the cache keeps the most recently used builds.
@Suite("The extension build cache keeps the most recently used builds")
struct ExtensionCachePruningTests {
    /// A cache folder with a build folder per name, each last used `age` seconds ago.
    static func cache(_ builds: [(name: String, age: Double)]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-cache-pruning-\(UUID().uuidString)")
        for build in builds {
            let path = folder.appendingPathComponent(build.name)
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -build.age)], ofItemAtPath: path.path)
        }
        return folder
    }

    @Test("Each module keeps its three most recently used builds; older ones are removed, least recently used first")
    func keepsRecentBuildsPerModule() throws {
        let folder = try Self.cache([("Service-a1", 50), ("Service-b2", 40), ("Service-c3", 30), ("Service-d4", 20), ("Service-e5", 10),
                                     ("Content-f6", 60)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let removed = ExtensionCachePruning().prune(folder)
        #expect(Set(removed) == ["Service-a1", "Service-b2"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["Service-c3", "Service-d4", "Service-e5", "Content-f6"])
    }

    @Test("Past the limit in all, the least recently used builds go whatever their module; a build in progress and other files stay")
    func keepsLimitInAll() throws {
        let folder = try Self.cache([("A-1", 10), ("B-2", 20), ("C-3", 30), (".D-4-812", 40)])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x".utf8).write(to: folder.appendingPathComponent("notes-1"))
        let removed = ExtensionCachePruning(buildsPerModule: 3, buildsInAll: 2).prune(folder)
        #expect(removed == ["C-3"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["A-1", "B-2", ".D-4-812", "notes-1"])
    }

    @Test("A build that is used again counts as recent: reusing the oldest keeps it when a new one is compiled (slow)", .tags(.process), .slowTier)
    func reuseKeepsABuild() throws {
        var builder = BuiltExtensions.builder()
        builder.cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-cache-reuse-\(UUID().uuidString)")
        builder.pruning = ExtensionCachePruning(buildsPerModule: 2, buildsInAll: 10)
        defer { try? FileManager.default.removeItem(at: builder.cacheDirectory) }
        let service = "import UserNotifications\nclass NotificationService: UNNotificationServiceExtension {}\n"
        let targets = try (1...3).map { version in
            try BuiltExtensions.scratchTarget("Pruned", service + "// version \(version)", point: .service, principalClass: "NotificationService")
        }
        func folder(_ outcome: ExtensionBuildOutcome) throws -> String {
            URL(fileURLWithPath: try #require(outcome.program)).deletingLastPathComponent().lastPathComponent
        }
        let first = try folder(builder.build(targets[0]))
        _ = try folder(builder.build(targets[1]))
        guard case .cached = builder.build(targets[0]) else { Issue.record("the first build is reused"); return }
        let third = try folder(builder.build(targets[2]))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: builder.cacheDirectory.path).filter { !$0.hasPrefix(".") }) == [first, third])
    }
}
