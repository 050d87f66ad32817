import Foundation
import NotiExtensions
import NotiWorkspace
import Testing
@testable import NotiXcode

/// Content extensions' storyboards in an imported project: listed by `--check`, copied into the derived workspace.
@Suite("Importing Xcode projects: content extensions' storyboards")
struct StoryboardImportTests {
    /// The storyboard fixtures of the storyboard tests (one copy of each file in the repository).
    static let storyboards = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../NotiStoryboardTests/Fixtures").standardized

    /// The minimal project around a corpus content extension whose `Ext` target is an Xcode 16 folder holding
    /// `Base.lproj/MainInterface.storyboard` (from `storyboard`, relative to the storyboard fixtures) and, when given,
    /// the notes' asset catalog.
    static func project(extension corpus: String, storyboard: String, withAssets: Bool) throws -> ProjectFolder {
        let folder = try ProjectFolder.minimal(around: corpus)
        let file = folder.url.appendingPathComponent("Minimal.xcodeproj/project.pbxproj")
        var project = try String(contentsOf: file, encoding: .utf8)
        project = project.replacingOccurrences(of: "A00000000000000000000003 /* Ext */ = {\n\t\t\tisa = PBXGroup;",
                                               with: "A00000000000000000000003 /* Ext */ = {\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;")
        project = project.replacingOccurrences(of: "\t\t\tname = Ext;\n", with: "\t\t\tfileSystemSynchronizedGroups = (A00000000000000000000003);\n\t\t\tname = Ext;\n")
        try project.write(to: file, atomically: true, encoding: .utf8)
        try folder.write(Array(try Data(contentsOf: storyboards.appendingPathComponent(storyboard))), to: "Ext/Base.lproj/MainInterface.storyboard")
        if withAssets {
            for name in ["Contents.json", "hello.imageset/Contents.json", "hello.imageset/hello.png"] {
                try folder.write(Array(try Data(contentsOf: storyboards.appendingPathComponent("Notes/Images.xcassets/" + name))),
                                 to: "Ext/Images.xcassets/" + name)
            }
        }
        return folder
    }

    @Test("--check lists the storyboard with its scenes, views and images, and one line per thing it could not use")
    func checkListsTheStoryboard() throws {
        let folder = try Self.project(extension: "designatednerd__iOS10NotificationSample__NotificationContent",
                                      storyboard: "Corpus/designatednerd__iOS10NotificationSample__NotificationContent.storyboard", withAssets: false)
        defer { folder.remove() }
        let lines = XcodeImport.run(path: folder.path).checkLines.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(lines.contains("    storyboard Ext/Base.lproj/MainInterface.storyboard: 1 scene, 11 views in the initial one, images partyparrot.gif (missing)"))
        #expect(lines.contains("could not use Ext/Base.lproj/MainInterface.storyboard: <collectionView> L25-pR-y1j: drawn as iOS draws an empty one (its background); its cells come from its data source, the extension's code"))
        #expect(lines.contains("could not use Ext/Base.lproj/MainInterface.storyboard: image \"partyparrot.gif\" is in no asset catalog of the target, nor one of its files; drawn as a placeholder"))
    }

    @Test("A storyboard that is not XML is one line naming it; the extension is still imported")
    func storyboardThatIsNotXML() throws {
        let folder = try Self.project(extension: "designatednerd__iOS10NotificationSample__NotificationContent", storyboard: "README.md", withAssets: false)
        defer { folder.remove() }
        let result = XcodeImport.run(path: folder.path)
        #expect(result.apps.first?.extensions.count == 1)
        let lines = result.checkLines.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(lines.contains { $0.hasPrefix("could not use Ext/Base.lproj/MainInterface.storyboard: not well-formed XML at line 1") })
        #expect(lines.contains("    storyboard Ext/Base.lproj/MainInterface.storyboard: could not be read"))
    }

    @Test("import --out copies the storyboard and its images beside the Info.plist and names it in workspace.json")
    func exportCopiesTheStoryboard() throws {
        let folder = try Self.project(extension: "designatednerd__iOS10NotificationSample__NotificationContent",
                                      storyboard: "Notes/MainInterface.storyboard", withAssets: true)
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("out")
        try WorkspaceExport.write(XcodeImport.run(path: folder.path), name: "Minimal", to: out)
        let loaded = WorkspaceLoader.load(directory: out)
        #expect(!loaded.diagnostics.contains { $0.diagnostic.severity == .error })
        let content = try #require(loaded.workspace?.extensions.first { $0.kind == .content })
        #expect(content.storyboardPath == out.appendingPathComponent("extensions/Ext/MainInterface.storyboard").path)
        #expect(FileManager.default.contentsEqual(atPath: out.appendingPathComponent("extensions/Ext/hello.png").path,
                                                  andPath: folder.url.appendingPathComponent("Ext/Images.xcassets/hello.imageset/hello.png").path))
    }

    @Test("A loose image file of the target is found wherever the target holds it (doge.jpg beside Base.lproj, not in it), and import --out copies it beside the storyboard")
    func looseImageOfTheTarget() throws {
        let folder = try Self.project(extension: "designatednerd__iOS10NotificationSample__NotificationContent",
                                      storyboard: "Lists/MainInterface.storyboard", withAssets: false)
        defer { folder.remove() }
        try folder.write(Array(try Data(contentsOf: Self.storyboards.appendingPathComponent("Lists/doge.jpg"))), to: "Ext/doge.jpg")
        let result = XcodeImport.run(path: folder.path)
        let lines = result.checkLines.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(lines.contains("    storyboard Ext/Base.lproj/MainInterface.storyboard: 1 scene, 5 views in the initial one, images doge.jpg (found)"), "\(lines)")
        #expect(!lines.contains { $0.contains("image \"doge.jpg\"") })
        #expect(lines.contains { $0.hasPrefix("could not use Ext/Base.lproj/MainInterface.storyboard: <tableView> tbE-vt-001: drawn as iOS draws an empty one") })
        let out = folder.url.appendingPathComponent("out")
        try WorkspaceExport.write(result, name: "Minimal", to: out)
        #expect(FileManager.default.contentsEqual(atPath: out.appendingPathComponent("extensions/Ext/doge.jpg").path,
                                                  andPath: folder.url.appendingPathComponent("Ext/doge.jpg").path))
    }

    @Test("An image the storyboard names that is a file of the target notisim does not decode (a GIF) is named so, and drawn as a placeholder")
    func undecodableImageOfTheTarget() throws {
        let folder = try Self.project(extension: "designatednerd__iOS10NotificationSample__NotificationContent",
                                      storyboard: "Corpus/designatednerd__iOS10NotificationSample__NotificationContent.storyboard", withAssets: false)
        defer { folder.remove() }
        try folder.write(Array("GIF89a".utf8), to: "Ext/partyparrot.gif")
        let lines = XcodeImport.run(path: folder.path).checkLines.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(lines.contains("could not use Ext/Base.lproj/MainInterface.storyboard: image \"partyparrot.gif\" is a file of the target that notisim does not decode (PNG and JPEG only); drawn as a placeholder"), "\(lines)")
    }
}
