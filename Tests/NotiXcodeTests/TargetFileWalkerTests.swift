import Foundation
import Testing
@testable import NotiXcode

@Suite("A target's files: build phases and Xcode 16 folders walked on disk")
struct TargetFileWalkerTests {
    static func target(folders: [SynchronizedFolder], files: [String] = []) -> NativeTarget {
        NativeTarget(id: "T", name: "Ext", productType: "com.apple.product-type.app-extension", productName: nil, configurations: [],
                     dependencies: [], synchronizedFolders: folders, files: files)
    }

    @Test("Every file under a synchronized folder except the target's exceptions; asset catalogs listed, not entered; hidden files skipped")
    func synchronizedFolder() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        for path in ["Ext/NotificationViewController.swift", "Ext/Info.plist", "Ext/Base.lproj/MainInterface.storyboard",
                     "Ext/Assets.xcassets/AppIcon.appiconset/Contents.json", "Ext/.DS_Store"] {
            try folder.write("x", to: path)
        }
        let walked = TargetFileWalker().files(of: Self.target(folders: [SynchronizedFolder(path: "Ext", excluded: ["Info.plist"])],
                                                              files: ["Shared/Model.swift"]), projectFolder: folder.path)
        #expect(walked.files == ["Ext/Assets.xcassets", "Ext/Base.lproj/MainInterface.storyboard", "Ext/NotificationViewController.swift", "Shared/Model.swift"])
        #expect(walked.problems.isEmpty)
    }

    @Test("A symbolic link back to an enclosing folder is reported once and not followed; a link to itself is listed as a file")
    func symlinkLoops() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.write("x", to: "Ext/A.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Ext/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Ext/self", withDestinationPath: folder.path + "/Ext/self")
        let walked = TargetFileWalker().files(of: Self.target(folders: [SynchronizedFolder(path: "Ext", excluded: [])]), projectFolder: folder.path)
        #expect(walked.files == ["Ext/A.swift", "Ext/self", "Ext/up/Ext"] || walked.files == ["Ext/A.swift", "Ext/self"])
        #expect(walked.problems.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
            == ["Ext/up/Ext: symbolic link back to a folder already walked; not entered"])
    }

    @Test("A folder with more files than the limit stops there with one problem")
    func fileLimit() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        for index in 0..<5 { try folder.write("x", to: "Ext/F\(index).swift") }
        var walker = TargetFileWalker()
        walker.maximumFiles = 3
        let walked = walker.files(of: Self.target(folders: [SynchronizedFolder(path: "Ext", excluded: [])]), projectFolder: folder.path)
        #expect(walked.files.count == 3)
        #expect(walked.problems.map(\.reason) == ["more than 3 files; the rest are left out"])
    }

    @Test("The corpus objectVersion 77 project's content extension is found through its folder")
    func corpusSynchronizedTarget() throws {
        let project = try XcodeProjectTests.project("uuneo__pushback")
        let content = try #require(project.targets.first { $0.name == "ContentExtension" })
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.write("x", to: "ContentExtension/NotificationViewController.swift")
        try folder.write("x", to: "ContentExtension/Info.plist")
        let walked = TargetFileWalker().files(of: content, projectFolder: folder.path)
        #expect(walked.files.contains("ContentExtension/NotificationViewController.swift"))
        #expect(walked.files.contains("ContentExtension/Info.plist") == !content.synchronizedFolders.contains { $0.excluded.contains("Info.plist") })
    }
}
