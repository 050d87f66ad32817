import Foundation
import NotiWorkspace
import Testing
@testable import NotiXcode

/// docs/rules/xcode.md#xcode-projects: workspaces of several projects, several apps, local Swift packages, generated Info.plists.
@Suite("Project shapes: workspaces, several apps, local packages")
struct ProjectShapeTests {
    /// A workspace `Both.xcworkspace` listing `Alarm/Minimal.xcodeproj` (group:) and `Clock/Minimal.xcodeproj`
    /// (container:), each the minimal project with its own bundle id prefix.
    static func workspace() throws -> ProjectFolder {
        let folder = try ProjectFolder()
        for (name, prefix) in [("Alarm", "com.example.alarm"), ("Clock", "com.example.clock")] {
            try folder.writeMinimalProject(xcconfig: "BUNDLE_ID_PREFIX = \(prefix)\n", in: "\(name)/")
            try folder.copy(fixture: "extensions/uuneo__pushback__ContentExtension/Info.plist", to: "\(name)/Ext/Info.plist")
        }
        try folder.write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <Group location = "group:Alarm" name = "Alarm">
              <FileRef location = "group:Minimal.xcodeproj"></FileRef>
           </Group>
           <FileRef location = "container:Clock/Minimal.xcodeproj"></FileRef>
           <FileRef location = "group:Shared"></FileRef>
           <FileRef location = "group:Notes"></FileRef>
        </Workspace>
        """, to: "Both.xcworkspace/contents.xcworkspacedata")
        return folder
    }

    @Test("A workspace of two projects imports both apps (group: inside a group, container:), from the folder or the .xcworkspace",
          arguments: ["", "/Both.xcworkspace"])
    func workspaceOfProjects(_ suffix: String) throws {
        let folder = try Self.workspace()
        defer { folder.remove() }
        let result = XcodeImport.run(path: folder.path + suffix)
        #expect(result.apps.map(\.bundleID) == ["com.example.alarm.app", "com.example.clock.app"])
        #expect(result.apps.map { $0.extensions.map(\.bundleID) } == [["com.example.alarm.app.Ext"], ["com.example.clock.app.Ext"]])
        #expect(result.problems.isEmpty)
    }

    @Test("A Swift package the workspace lists gives every app its Sources/**.swift files; a listed folder without Package.swift does not")
    func workspacePackage() throws {
        let folder = try Self.workspace()
        defer { folder.remove() }
        try folder.write("// swift-tools-version: 5.9", to: "Shared/Package.swift")
        try folder.write("enum Shared {}", to: "Shared/Sources/Shared/Shared.swift")
        try folder.write("enum Note {}", to: "Notes/Sources/Note.swift")
        let result = XcodeImport.run(path: folder.path)
        #expect(result.apps.map(\.packageSources) == Array(repeating: [folder.path + "/Shared/Sources/Shared/Shared.swift"], count: 2))
    }

    @Test("With several apps, a payload without Simulator Target Bundle goes to the first app with a warning")
    func severalAppsRouting() throws {
        let folder = try Self.workspace()
        defer { folder.remove() }
        try folder.write(#"{"aps": {"alert": "Wake up"}}"#, to: "wake.apns")
        try folder.write(#"{"Simulator Target Bundle": "com.example.clock.app", "aps": {"alert": "Tick"}}"#, to: "tick.apns")
        let result = XcodeImport.run(path: folder.path)
        #expect(result.pushes.map { "\($0.name) \($0.bundleID)" } == ["tick com.example.clock.app", "wake com.example.alarm.app"])
        #expect(result.warnings == [ImportProblem(file: folder.path,
                                                  reason: "1 payload file without a Simulator Target Bundle and 2 apps: sent to the first, com.example.alarm.app")])
    }

    @Test("One project with two app targets imports both; the extension goes to the app that embeds it; pushes name their app")
    func twoAppsInOneProject() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject()
        try folder.copy(fixture: "extensions/uuneo__pushback__ContentExtension/Info.plist", to: "Ext/Info.plist")
        let path = folder.url.appendingPathComponent("Minimal.xcodeproj/project.pbxproj")
        let second = """
        		B00000000000000000000003 /* Second */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = C00000000000000000000004;
        			buildPhases = (
        			);
        			dependencies = (
        			);
        			name = Second;
        			productName = Second;
        			productType = "com.apple.product-type.application";
        		};
        /* End PBXNativeTarget section */
        """
        let configurations = """
        		C00000000000000000000004 = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				G00000000000000000000007,
        			);
        		};
        		G00000000000000000000007 = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				GENERATE_INFOPLIST_FILE = YES;
        				INFOPLIST_KEY_CFBundleDisplayName = "Second App";
        				PRODUCT_BUNDLE_IDENTIFIER = "$(BUNDLE_ID_PREFIX).second";
        			};
        			name = Debug;
        		};
        /* End XCConfigurationList section */
        """
        let project = try String(contentsOf: path, encoding: .utf8)
            .replacingOccurrences(of: "/* End PBXNativeTarget section */", with: second)
            .replacingOccurrences(of: "/* End XCConfigurationList section */", with: configurations)
            .replacingOccurrences(of: "B00000000000000000000002 /* Ext */,\n\t\t\t);", with: "B00000000000000000000002 /* Ext */,\n\t\t\t\tB00000000000000000000003 /* Second */,\n\t\t\t);")
        try folder.write(project, to: "Minimal.xcodeproj/project.pbxproj")
        try folder.write(#"{"Simulator Target Bundle": "com.example.second", "aps": {"alert": "Hi"}}"#, to: "Pushes/second.apns")
        let result = XcodeImport.run(path: folder.path)
        #expect(result.apps.map { "\($0.bundleID) \($0.displayName) \($0.extensions.map(\.bundleID))" }
                == ["com.example.app Minimal App [\"com.example.app.Ext\"]", "com.example.second Second App []"])
        #expect(result.pushes.map(\.bundleID) == ["com.example.second"])
        #expect(result.problems.isEmpty && result.warnings.isEmpty)
    }

    @Test("An app whose display name and product name all read as empty is named after its target, and the workspace written opens")
    func emptyProductNameFallsBackToTheTarget() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject()
        // As when PRODUCT_NAME names a setting of an .xcconfig the repository leaves out.
        let path = folder.url.appendingPathComponent("Minimal.xcodeproj/project.pbxproj")
        let project = try String(contentsOf: path, encoding: .utf8)
            .replacingOccurrences(of: #"INFOPLIST_KEY_CFBundleDisplayName = "Minimal App";"#, with: "")
            .replacingOccurrences(of: #"PRODUCT_NAME = "$(TARGET_NAME)";"#, with: #"PRODUCT_NAME = "$(APP_NAME)";"#)
        try folder.write(project, to: "Minimal.xcodeproj/project.pbxproj")
        let result = XcodeImport.run(path: folder.path)
        #expect(result.apps.map(\.displayName) == ["App"])
        let written = folder.url.appendingPathComponent("written")
        try WorkspaceExport.write(result, name: "Minimal", to: written)
        let loaded = WorkspaceLoader.load(directory: written)
        #expect(!loaded.diagnostics.contains { $0.diagnostic.severity == .error })
        #expect(loaded.workspace?.apps.map(\.displayName) == ["App"])
    }

    @Test("The app target's DEVELOPMENT_TEAM is the app's teamID in the workspace written; without one there is none")
    func developmentTeamIsTheAppsTeam() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject(appSettings: ["DEVELOPMENT_TEAM = ABCDE12345;"])
        let result = XcodeImport.run(path: folder.path)
        #expect(result.apps.map(\.teamID) == ["ABCDE12345"])
        guard case .object(let root) = WorkspaceExport.workspaceJSON(result, name: "Minimal"),
              case .array(let apps)? = root.first(where: { $0.key == "apps" })?.value, case .object(let app)? = apps.first else {
            Issue.record("no apps in the workspace written"); return
        }
        #expect(app.first { $0.key == "teamID" }?.value == .string("ABCDE12345"))
        let plain = try ProjectFolder()
        defer { plain.remove() }
        try plain.writeMinimalProject()
        #expect(XcodeImport.run(path: plain.path).apps.map(\.teamID) == [nil])
    }

    @Test("A local Swift package (XCLocalSwiftPackageReference) gives the app its Sources/**.swift files")
    func localPackageSources() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject()
        try folder.copy(fixture: "extensions/uuneo__pushback__ContentExtension/Info.plist", to: "Ext/Info.plist")
        let path = folder.url.appendingPathComponent("Minimal.xcodeproj/project.pbxproj")
        var project = try String(contentsOf: path, encoding: .utf8)
        project = project.replacingOccurrences(of: "/* Begin PBXProject section */", with: """
        /* Begin XCLocalSwiftPackageReference section */
        		H00000000000000000000001 /* XCLocalSwiftPackageReference "Packages/Notifications" */ = {
        			isa = XCLocalSwiftPackageReference;
        			relativePath = Packages/Notifications;
        		};
        /* End XCLocalSwiftPackageReference section */

        /* Begin PBXProject section */
        """).replacingOccurrences(of: "mainGroup = A00000000000000000000001;", with: """
        mainGroup = A00000000000000000000001;
        			packageReferences = (
        				H00000000000000000000001 /* XCLocalSwiftPackageReference "Packages/Notifications" */,
        			);
        """)
        try folder.write(project, to: "Minimal.xcodeproj/project.pbxproj")
        try folder.write("// swift-tools-version: 5.9", to: "Packages/Notifications/Package.swift")
        try folder.write("enum Categories {}", to: "Packages/Notifications/Sources/Notifications/Categories.swift")
        try folder.write("enum Actions {}", to: "Packages/Notifications/Sources/Notifications/Nested/Actions.swift")
        try folder.write("not swift", to: "Packages/Notifications/Sources/Notifications/README.md")
        try folder.write("enum T {}", to: "Packages/Notifications/Tests/NotificationsTests/T.swift")
        let app = try #require(XcodeImport.run(path: folder.path).apps.first)
        #expect(app.packageSources == [folder.path + "/Packages/Notifications/Sources/Notifications/Categories.swift",
                                       folder.path + "/Packages/Notifications/Sources/Notifications/Nested/Actions.swift"])
    }
}
