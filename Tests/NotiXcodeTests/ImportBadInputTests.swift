import Foundation
import Testing
@testable import NotiXcode

@Suite("Importing Xcode projects: bad input is one line naming the file and the reason, the rest imported")
struct ImportBadInputTests {
    static let app = "app com.example.app \"Minimal App\""

    /// A minimal project around a corpus content extension, changed by `change`, imported, and its summary.
    static func importMinimal(reader: any ProjectFileReader = DiskFileReader(), _ change: (ProjectFolder) throws -> Void) throws -> [String] {
        let folder = try ProjectFolder.minimal(around: "mono0926__wwdc2016-sample__NotificationContentExtension")
        defer { folder.remove() }
        try change(folder)
        return ProjectImportTests.summary(XcodeImport.run(path: folder.path, reader: reader), in: folder)
    }

    @Test("A missing project.pbxproj")
    func missingProjectFile() throws {
        let summary = try Self.importMinimal { try FileManager.default.removeItem(at: $0.url.appendingPathComponent("Minimal.xcodeproj/project.pbxproj")) }
        #expect(summary == ["problem Minimal.xcodeproj/project.pbxproj: no such file"])
    }

    @Test("A corrupt project.pbxproj names the line and column")
    func corruptProjectFile() throws {
        let summary = try Self.importMinimal { try $0.write("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXProject\n", to: "Minimal.xcodeproj/project.pbxproj") }
        #expect(summary == ["problem Minimal.xcodeproj/project.pbxproj: 5:1: expected \";\" after the value of \"isa\", found the end of the file"])
    }

    @Test("An Info.plist holding an array, or not a plist at all: the extension is left out, the app imported")
    func infoPlistOfTheWrongType() throws {
        let array = try Self.importMinimal { try $0.write("<plist><array><string>x</string></array></plist>", to: "Ext/Info.plist") }
        #expect(array == [Self.app, "problem Ext/Info.plist: expected a dictionary at the top of Info.plist, got an array"])
        let text = try Self.importMinimal { try $0.write("{ NSExtension = {}; }", to: "Ext/Info.plist") }
        #expect(text == [Self.app, "problem Ext/Info.plist: not a property list: neither XML (<?xml / <plist) nor binary (bplist00)"])
    }

    @Test("Entitlements that are not a dictionary")
    func entitlementsOfTheWrongType() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject(appEntitlements: "App/App.entitlements")
        try folder.copy(fixture: "extensions/mono0926__wwdc2016-sample__NotificationContentExtension/Info.plist", to: "Ext/Info.plist")
        try folder.write("<plist><string>aps-environment</string></plist>", to: "App/App.entitlements")
        #expect(ProjectImportTests.summary(XcodeImport.run(path: folder.path), in: folder) == [
            Self.app, "content com.example.app.Ext [message]",
            "problem App/App.entitlements: expected a dictionary of entitlements, got the string \"aps-environment\"",
        ])
    }

    @Test("An .xcconfig that includes itself is reported once; the settings before the include still apply")
    func includeCycle() throws {
        let summary = try Self.importMinimal { try $0.write("BUNDLE_ID_PREFIX = com.example\n#include \"Base.xcconfig\"\n", to: "Config/Base.xcconfig") }
        #expect(summary == [
            Self.app, "content com.example.app.Ext [message]",
            "problem Config/Base.xcconfig: #include cycle: Base.xcconfig → Base.xcconfig",
        ])
    }

    @Test("An Info.plist that is a symbolic link to itself")
    func symlinkLoop() throws {
        let summary = try Self.importMinimal { folder in
            let plist = folder.url.appendingPathComponent("Ext/Info.plist")
            try FileManager.default.removeItem(at: plist)
            try FileManager.default.createSymbolicLink(atPath: plist.path, withDestinationPath: plist.path)
        }
        #expect(summary == [Self.app, "problem Ext/Info.plist: too many levels of symbolic links"])
    }

    @Test("A 1 GB Info.plist is refused by its size before a byte is read")
    func hugeFile() throws {
        let summary = try Self.importMinimal { folder in
            let handle = try FileHandle(forWritingTo: folder.url.appendingPathComponent("Ext/Info.plist"))
            try handle.truncate(atOffset: 1_000_000_000)
            try handle.close()
        }
        #expect(summary == [Self.app, "problem Ext/Info.plist: 1000000000 bytes is larger than the 32000000-byte limit"])
    }

    @Test("A folder without a project, and a path that does not exist")
    func noProject() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        #expect(XcodeImport.run(path: folder.path).problems.map(\.reason) == ["holds no .xcodeproj or .xcworkspace"])
        #expect(XcodeImport.run(path: folder.path + "/nowhere").problems.map(\.reason) == ["no such folder"])
        #expect(XcodeImport.run(path: folder.path).isEmpty)
    }
}
