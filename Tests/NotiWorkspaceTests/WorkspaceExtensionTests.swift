import Foundation
import NotiCore
import NotiExtensions
import Testing
@testable import NotiWorkspace

@Suite("Workspace extensions and sample pushes")
struct WorkspaceExtensionTests {
    static func app(_ extensions: String, categories: String = #"[{"id": "shared"}, {"id": "mine"}]"#) -> String {
        #"{"apps": [{"bundleID": "com.example.app", "displayName": "App", "categories": \#(categories), "extensions": [\#(extensions)]}]}"#
    }

    @Test("a category claimed by two extensions of an app is an error naming the category and both bundle ids")
    func duplicateCategory() throws {
        let result = try TemporaryWorkspace.load(Self.app(#"""
        {"name": "One", "kind": "content", "infoPlist": "one.plist"},
        {"name": "Two", "kind": "content", "infoPlist": "two.plist"}
        """#), files: [
            "one.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.One", categories: ["shared"]),
            "two.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.Two", categories: ["shared", "mine"]),
        ])
        #expect(result.lines == [
            "workspace.json: error: apps[0].extensions: category \"shared\" is claimed by two content extensions, com.example.app.One and com.example.app.Two; iOS would pick either",
        ])
    }

    @Test("an app with errors of its own still has its duplicate category claim and duplicate bundle id reported")
    func duplicatesOfAFaultyApp() throws {
        let json = #"""
        {"apps": [{"bundleID": "com.example.app", "icon": 7, "categories": [{"id": "shared"}], "extensions": [
            {"name": "One", "kind": "content", "infoPlist": "one.plist"},
            {"name": "Two", "kind": "content", "infoPlist": "two.plist"}]},
          {"bundleID": "com.example.app", "displayName": "Again"}]}
        """#
        let result = try TemporaryWorkspace.load(json, files: [
            "one.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.One", categories: ["shared"]),
            "two.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.Two", categories: ["shared"]),
        ])
        #expect(result.lines.contains("workspace.json: error: apps[1].bundleID: bundle id \"com.example.app\" is used by two apps"))
        #expect(result.lines.contains(
            "workspace.json: error: apps[0].extensions: category \"shared\" is claimed by two content extensions, com.example.app.One and com.example.app.Two; iOS would pick either"))
        #expect(result.paths(.error).contains("apps[0].displayName"), "the app's own errors are still there")
    }

    @Test("cross-extension findings name the app's own index even after an earlier faulty app")
    func pathAfterFaultyApp() throws {
        let json = #"""
        {"apps": [{"bundleID": "broken"}, {"bundleID": "com.example.app", "displayName": "App", "categories": [],
          "extensions": [{"name": "One", "kind": "content", "infoPlist": "one.plist"}]}]}
        """#
        let result = try TemporaryWorkspace.load(json, files: ["one.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.One", categories: ["x"])])
        #expect(result.paths(.warning) == ["apps[1].extensions"])
    }

    @Test("an extension category the app never registers is a warning")
    func unregisteredCategory() throws {
        let result = try TemporaryWorkspace.load(Self.app(#"{"name": "One", "kind": "content", "infoPlist": "one.plist"}"#),
                                                 files: ["one.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.One", categories: ["mine", "typo"])])
        #expect(result.lines == ["workspace.json: warning: apps[0].extensions: com.example.app.One claims category \"typo\", which com.example.app never registers"])
        #expect(result.workspace?.extensions.first?.attributes?.categories == ["mine", "typo"])
    }

    @Test("a missing Info.plist is an error naming the file; a broken one reports under its own path")
    func plistFiles() throws {
        let result = try TemporaryWorkspace.load(Self.app(#"""
        {"name": "Gone", "kind": "content", "bundleID": "com.example.app.Gone", "infoPlist": "gone/Info.plist"},
        {"name": "Bad", "kind": "content", "infoPlist": "bad/Info.plist"}
        """#), files: ["bad/Info.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.Bad", categories: ["mine"], ratio: "<string>half</string>")])
        #expect(result.lines == [
            "workspace.json: error: apps[0].extensions[0].infoPlist: Info.plist \"gone/Info.plist\" does not exist (looked for \(result.workspace?.root.path ?? "")/gone/Info.plist)",
            "workspace.json: error: apps[0].extensions[1].infoPlist: \"bad/Info.plist\" has errors; the extension is left out",
            "bad/Info.plist: error: NSExtension.NSExtensionAttributes.UNNotificationExtensionInitialContentSizeRatio: expected a number ≥ 0, got the string \"half\"",
        ])
        #expect(result.diagnostics.last?.file == "bad/Info.plist")
    }

    @Test("the declared kind must match the Info.plist and the bundle id extend the app's; a declared bundle id other than the Info.plist's wins with a warning")
    func identity() throws {
        let result = try TemporaryWorkspace.load(Self.app(#"""
        {"name": "Kind", "kind": "service", "infoPlist": "a.plist"},
        {"name": "Id", "kind": "content", "bundleID": "com.example.app.Other", "infoPlist": "b.plist"},
        {"name": "Prefix", "kind": "content", "infoPlist": "c.plist"},
        {"name": "Weird", "kind": "widget", "infoPlist": "d.plist"}
        """#), files: [
            "a.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.A", categories: ["mine"]),
            "b.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.B", categories: ["mine"]),
            "c.plist": TemporaryWorkspace.contentPlist(bundleID: "com.elsewhere.C", categories: ["mine"]),
            "d.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.D", categories: ["mine"]),
        ])
        #expect(result.paths(.error) == ["apps[0].extensions[0].kind", "apps[0].extensions[2].bundleID", "apps[0].extensions[3].kind"])
        #expect(result.paths(.warning) == ["apps[0].extensions[1].bundleID"])
        #expect(result.workspace?.extensions.map(\.bundleID) == ["com.example.app.Other"])
    }

    @Test("run is kept as the extension's command line; an empty one is an error")
    func runCommand() throws {
        let result = try TemporaryWorkspace.load(Self.app(#"""
        {"name": "Py", "kind": "content", "infoPlist": "a.plist", "run": ["python3", "ext.py"]},
        {"name": "Empty", "kind": "content", "infoPlist": "b.plist", "run": []}
        """#), files: [
            "a.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.A", categories: ["mine"]),
            "b.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.B", categories: ["shared"]),
        ])
        #expect(result.paths(.error) == ["apps[0].extensions[1].run"])
        #expect(result.workspace?.extensions.map(\.run) == [["python3", "ext.py"]])
    }

    @Test("swiftSources names the extension's own Swift files (resolved in the workspace) with principalClass; errors name the key")
    func swiftSources() throws {
        let result = try TemporaryWorkspace.load(Self.app(#"""
        {"name": "Own Code", "kind": "content", "infoPlist": "a.plist", "swiftSources": ["ext/NotificationViewController.swift"],
         "principalClass": "$(PRODUCT_MODULE_NAME).NotificationViewController"},
        {"name": "Both", "kind": "content", "infoPlist": "b.plist", "run": ["python3", "ext.py"], "swiftSources": ["ext/NotificationViewController.swift"],
         "principalClass": "NotificationViewController"},
        {"name": "NoClass", "kind": "content", "infoPlist": "c.plist", "swiftSources": ["ext/NotificationViewController.swift"]},
        {"name": "Missing", "kind": "content", "infoPlist": "d.plist", "swiftSources": ["ext/Gone.swift"], "principalClass": "NotificationViewController"},
        {"name": "Stray", "kind": "content", "infoPlist": "e.plist", "run": ["python3", "ext.py"], "principalClass": "NotificationViewController"}
        """#, categories: #"[{"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"}, {"id": "e"}]"#), files: [
            "ext/NotificationViewController.swift": "import UIKit\n",
            "a.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.A", categories: ["a"]),
            "b.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.B", categories: ["b"]),
            "c.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.C", categories: ["c"]),
            "d.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.D", categories: ["d"]),
            "e.plist": TemporaryWorkspace.contentPlist(bundleID: "com.example.app.E", categories: ["e"]),
        ])
        #expect(result.paths(.error) == ["apps[0].extensions[1].swiftSources", "apps[0].extensions[2].principalClass",
                                         "apps[0].extensions[3].swiftSources[0]", "apps[0].extensions[4].principalClass"])
        let target = try #require(result.workspace?.extensions.first?.swiftSources)
        #expect(target.sources.count == 1 && target.sources[0].hasSuffix("/ext/NotificationViewController.swift") && target.sources[0].hasPrefix("/"))
        #expect(target.principalClass == "NotificationViewController" && target.moduleName == "Own_Code" && target.point == .content)
        #expect(result.workspace?.extensions.first?.run == nil)
    }

    @Test("swiftModules gives the modules the sources import, in order, each with its files and conditions; a bad name, no sources, a missing file or a bad condition is an error at its key")
    func swiftModules() throws {
        let result = try TemporaryWorkspace.load(Self.app(#"""
        {"name": "Own Code", "kind": "service", "infoPlist": "a.plist", "swiftSources": ["ext/NotificationService.swift"],
         "principalClass": "NotificationService",
         "swiftModules": [{"name": "SharedKeys", "sources": ["kit/Keys.swift"]}, {"name": "ParrotKit", "sources": ["kit/Decorate.swift"], "swiftConditions": ["FLAIR"]}],
         "swiftConditions": ["DEBUG", "NOTIFICATION_EXTENSION"]},
        {"name": "Bad Name", "kind": "service", "infoPlist": "b.plist", "swiftSources": ["ext/NotificationService.swift"],
         "principalClass": "NotificationService", "swiftModules": [{"name": "Parrot Kit", "sources": ["kit/Keys.swift"]}]},
        {"name": "Empty", "kind": "service", "infoPlist": "c.plist", "swiftSources": ["ext/NotificationService.swift"],
         "principalClass": "NotificationService", "swiftModules": [{"name": "ParrotKit", "sources": []}]},
        {"name": "Gone", "kind": "service", "infoPlist": "d.plist", "swiftSources": ["ext/NotificationService.swift"],
         "principalClass": "NotificationService", "swiftModules": [{"name": "ParrotKit", "sources": ["kit/Gone.swift"]}]},
        {"name": "Stray", "kind": "service", "infoPlist": "e.plist", "run": ["python3", "ext.py"], "swiftModules": []},
        {"name": "Bad Condition", "kind": "service", "infoPlist": "f.plist", "swiftSources": ["ext/NotificationService.swift"],
         "principalClass": "NotificationService", "swiftConditions": ["-DDEBUG"]}
        """#, categories: "[]"), files: [
            "ext/NotificationService.swift": "import ParrotKit\n",
            "kit/Keys.swift": "public enum Keys {}\n",
            "kit/Decorate.swift": "import SharedKeys\n",
            "a.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.A"),
            "b.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.B"),
            "c.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.C"),
            "d.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.D"),
            "e.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.E"),
            "f.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.F"),
        ])
        #expect(result.paths(.error) == ["apps[0].extensions[1].swiftModules[0].name", "apps[0].extensions[2].swiftModules[0].sources",
                                         "apps[0].extensions[3].swiftModules[0].sources[0]", "apps[0].extensions[4].swiftModules",
                                         "apps[0].extensions[5].swiftConditions[0]"])
        let target = try #require(result.workspace?.extensions.first?.swiftSources)
        #expect(target.modules.map(\.name) == ["SharedKeys", "ParrotKit"])
        #expect(target.conditions == ["DEBUG", "NOTIFICATION_EXTENSION"] && target.modules.map(\.conditions) == [[], ["FLAIR"]])
        #expect(target.modules.map { $0.sources.map { URL(fileURLWithPath: $0).lastPathComponent } } == [["Keys.swift"], ["Decorate.swift"]])
    }

    @Test("pushes: target bundle checked, sidecar headers read and checked, orphan sidecars reported")
    func pushes() throws {
        let result = try TemporaryWorkspace.load(Self.app(""), files: [
            "pushes/ok.apns": #"{"Simulator Target Bundle": "com.example.app", "aps": {"alert": "hi", "category": "mine"}}"#,
            "pushes/ok.headers.json": #"{"apns-collapse-id": "score", "apns-priority": 5}"#,
            "pushes/stranger.apns": #"{"Simulator Target Bundle": "com.other", "aps": {}}"#,
            "pushes/long.apns": #"{"Simulator Target Bundle": "com.example.app", "aps": {"category": "nope"}}"#,
            "pushes/long.headers.json": "{\"apns-collapse-id\": \"\(String(repeating: "x", count: 65))\", \"apns-colapse-id\": \"y\"}",
            "pushes/lonely.headers.json": "{}",
            "pushes/noaps.apns": #"{"Simulator Target Bundle": "com.example.app"}"#,
            "pushes/README.md": "not a push",
        ])
        #expect(result.lines == [
            "pushes/lonely.headers.json: warning: no lonely.apns next to it; these headers are unused",
            "pushes/long.headers.json: error: apns-collapse-id: 65 bytes; APNs refuses collapse ids over 64 bytes (BadCollapseId)",
            "pushes/long.headers.json: warning: apns-colapse-id: unknown key; it is ignored (did you mean \"apns-collapse-id\"?)",
            "pushes/long.apns: warning: aps.category: com.example.app registers no category \"nope\"",
            "pushes/noaps.apns: error: aps: missing or not an object; APNs refuses a push without it",
            "pushes/stranger.apns: warning: Simulator Target Bundle: no app of this workspace has the bundle id \"com.other\"",
        ])
        let pushes = try #require(result.workspace?.samplePushes)
        #expect(pushes.map(\.name) == ["long", "ok", "stranger"])
        #expect(pushes.first { $0.name == "ok" }?.headers == ["apns-collapse-id": "score", "apns-priority": "5"])
    }

    @Test("a background push's sidecar asking for priority 10 is an error, as APNs answers BadPriority")
    func backgroundPriority() throws {
        let result = try TemporaryWorkspace.load(Self.app(""), files: [
            "pushes/sync.apns": #"{"Simulator Target Bundle": "com.example.app", "aps": {"content-available": 1}}"#,
            "pushes/sync.headers.json": #"{"apns-push-type": "background", "apns-priority": "10"}"#,
        ])
        #expect(result.lines == [
            "pushes/sync.headers.json: error: apns-priority: a background push is sent at priority 5 or 1; APNs refuses 10 (BadPriority)",
        ])
        #expect(result.workspace?.samplePushes.first?.headers == ["apns-push-type": "background"])
    }

    @Test("validate(file:) reports the same as loading the folder")
    func validateEntryPoint() throws {
        let folder = try TemporaryWorkspace(json: #"{"apps": [{"bundleID": "a"}]}"#)
        defer { folder.remove() }
        let diagnostics = WorkspaceLoader.validate(file: folder.url.appendingPathComponent("workspace.json").path)
        #expect(diagnostics.map(\.description) == ["workspace.json: error: apps[0].displayName: missing; expected a string"])
    }
}
