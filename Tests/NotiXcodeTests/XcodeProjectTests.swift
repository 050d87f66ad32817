import Testing
@testable import NotiXcode

@Suite("project.pbxproj: targets, configurations and files")
struct XcodeProjectTests {
    static func project(_ name: String) throws -> XcodeProject {
        try XcodeProject.parse(try Fixtures.bytes("projects/\(name)/project.pbxproj"))
    }

    @Test("objectVersion 46: the app, its two notification extensions as dependencies, and a framework")
    func iOS10NotificationSample() throws {
        let project = try Self.project("designatednerd__iOS10NotificationSample")
        #expect(project.objectVersion == "46")
        let app = try #require(project.targets.first { $0.isApplication })
        #expect(app.name == "NotificationSample")
        let embedded = app.dependencies.compactMap { project.target(id: $0)?.name }.sorted()
        #expect(embedded.contains("NotificationContent") && embedded.contains("NotificationService"))
        let content = try #require(project.targets.first { $0.name == "NotificationContent" })
        #expect(content.isAppExtension)
        #expect(content.configuration("Debug")?.settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.designatednerd.NotificationSample.NotificationContent")
        #expect(content.configuration("Debug")?.settings["INFOPLIST_FILE"] == "NotificationContent/Info.plist")
        #expect(content.files.contains { $0.hasSuffix("NotificationViewController.swift") })
        #expect(project.configurations.map(\.name).sorted() == ["Debug", "Release"])
    }

    @Test("objectVersion 56: block/away's build configurations written on one line each are read like any other")
    func oneLineConfigurations() throws {
        let project = try Self.project("block__away")
        let content = try #require(project.targets.first { $0.isAppExtension })
        let debug = try #require(content.configuration("Debug"))
        #expect(debug.settings["INFOPLIST_FILE"] == "NotificationContentExtension/Info.plist")
        #expect(debug.settings["PRODUCT_BUNDLE_IDENTIFIER"]?.hasSuffix("NotificationContentExtension") == true)
        #expect(debug.settings["LD_RUNPATH_SEARCH_PATHS"]?.hasPrefix("$(inherited) ") == true)
    }

    @Test("objectVersion 77: targets list folders (fileSystemSynchronizedGroups) with their own membership exceptions")
    func synchronizedFolders() throws {
        let project = try Self.project("uuneo__pushback")
        #expect(project.objectVersion == "77")
        let app = try #require(project.targets.first { $0.isApplication })
        #expect(app.synchronizedFolders.map(\.path) == ["pushme", "Publics", "Managers", "Sounds"])
        #expect(app.synchronizedFolders.map { $0.only == nil } == [true, true, false, false])
        #expect(app.synchronizedFolders.first { $0.path == "Managers" }?.only?.contains("PushManager.swift") == true)
        #expect(app.synchronizedFolders.first?.excluded == ["Info.plist"])
        let content = try #require(project.targets.first { $0.name == "ContentExtension" })
        #expect(content.synchronizedFolders.map(\.path).contains("ContentExtension"))
        #expect(project.targets.filter(\.isAppExtension).count == 6)
    }

    @Test("A pbxproj without objects or whose root is not a PBXProject is refused in one line")
    func structuralErrors() {
        func failure(_ text: String) -> String {
            do { _ = try XcodeProject.parse(Array(text.utf8)); return "no error" } catch { return error.reason }
        }
        #expect(failure("{ rootObject = A; }") == "no \"objects\" dictionary")
        #expect(failure("{ objects = { A = { isa = PBXGroup; }; }; rootObject = A; }") == "rootObject A is not a PBXProject")
        #expect(failure("{ objects = { }; }") == "no \"rootObject\"")
        #expect(failure("{ objects = { ; }; }") == "1:15: expected a key or \"}\", found \";\"")
    }
}
