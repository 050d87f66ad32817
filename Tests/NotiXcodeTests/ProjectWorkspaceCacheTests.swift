import Foundation
import NotiWorkspace
import NotiXcode
import Testing

/// The derived workspace of a project, cached by the stamps of the files the import read (docs/rules/xcode.md#project-cache).
@Suite("project workspace cache")
struct ProjectWorkspaceCacheTests {
    /// A copy of the notes' project and an empty cache folder, removed afterwards.
    struct Scratch {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-cache-\(UUID().uuidString)")
        var project: URL { root.appendingPathComponent("LocalNotificationPractice") }
        var cache: ProjectWorkspaceCache {
            ProjectWorkspaceCache(projectPath: project.path, configuration: "Debug", baseDirectory: root.appendingPathComponent("cache"))
        }

        init() throws {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: NotesProjectTests.folder, to: project)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// A reader that counts the files read, to tell an import from a cache hit.
    final class CountingReader: ProjectFileReader, @unchecked Sendable {
        let base = DiskFileReader()
        private(set) var reads = 0
        func read(_ path: String) -> Result<[UInt8], FileReadError> { reads += 1; return base.read(path) }
        func entries(of path: String) -> [String]? { base.entries(of: path) }
        func canonicalPath(_ path: String) -> String? { base.canonicalPath(path) }
    }

    @Test("a second open reads no project file; the cached workspace loads with the app and its extension")
    func hitReadsNothing() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let reader = CountingReader()
        let first = try scratch.cache.derive(reader: reader).get()
        #expect(first.imported == "not in the cache yet")
        let readsAfterImport = reader.reads
        #expect(readsAfterImport > 0)
        let second = try scratch.cache.derive(reader: reader).get()
        #expect(second.imported == nil)
        #expect(reader.reads == readsAfterImport)
        let loaded = WorkspaceLoader.load(directory: second.folder)
        #expect(loaded.workspace?.apps.map(\.displayName) == ["Local Notification Practice"])
        #expect(loaded.workspace?.extensions.map(\.bundleID) == ["com.example.LocalNotificationPractice.LocalNotificationContentExtension"])
    }

    @Test("a changed Info.plist, a file the import looked for appearing, or another configuration makes the entry stale")
    func staleWhenAnInputChanges() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.cache.derive().get()
        let plist = scratch.project.appendingPathComponent("LocalNotificationPractice/Info.plist")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 120)], ofItemAtPath: plist.path)
        #expect(scratch.cache.currentKey().staleReason == "LocalNotificationPractice/Info.plist changed")
        #expect(try scratch.cache.derive().get().imported == "LocalNotificationPractice/Info.plist changed")
        #expect(scratch.cache.currentKey().key != nil)
        // A new file in the project folder (a second .xcodeproj, say) changes what the locator lists.
        try FileManager.default.createDirectory(at: scratch.project.appendingPathComponent("Other.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 240)], ofItemAtPath: scratch.project.path)
        #expect(scratch.cache.currentKey().key == nil)
        let release = ProjectWorkspaceCache(projectPath: scratch.project.path, configuration: "Release", baseDirectory: scratch.root.appendingPathComponent("cache"))
        #expect(release.folder != scratch.cache.folder)
    }

    @Test("a project with no usable app is refused with the import's one-line problems, and nothing is cached")
    func nothingUsableIsRefused() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Data("{ broken".utf8).write(to: scratch.project.appendingPathComponent("LocalNotificationPractice.xcodeproj/project.pbxproj"))
        guard case .failure(let error) = scratch.cache.derive() else {
            Issue.record("a broken project was opened")
            return
        }
        #expect(error.lines.first == "\(scratch.project.path): no app could be read from the Xcode project")
        #expect(error.lines.contains { $0.hasPrefix("could not use \(scratch.project.path)/LocalNotificationPractice.xcodeproj/project.pbxproj: ") })
        #expect(!FileManager.default.fileExists(atPath: scratch.cache.keyFile.path))
    }
}
