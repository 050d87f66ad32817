import Foundation
import NotiWorkspace
import Testing

/// A workspace extension's Core Data models (docs/workspace-format.md, docs/rules/apple-frameworks.md#coredata).
@Suite("Core Data models in a workspace")
struct DataModelsWorkspaceTests {
    @Test("dataModels gives the .xcdatamodeld folders compiled with an extension's swiftSources; a missing folder is an error at its key, and dataModels without swiftSources is an error")
    func dataModelsReachTheTarget() throws {
        let result = try TemporaryWorkspace.load(#"""
        {"apps": [{"bundleID": "com.example.app", "displayName": "App", "categories": [], "extensions": [
          {"name": "Store", "kind": "service", "infoPlist": "a.plist", "swiftSources": ["ext/NotificationService.swift"],
           "principalClass": "NotificationService", "dataModels": ["Model.xcdatamodeld"]},
          {"name": "Gone", "kind": "service", "infoPlist": "b.plist", "swiftSources": ["ext/NotificationService.swift"],
           "principalClass": "NotificationService", "dataModels": ["Gone.xcdatamodeld"]},
          {"name": "Stray", "kind": "service", "infoPlist": "c.plist", "run": ["python3", "ext.py"], "dataModels": ["Model.xcdatamodeld"]}
        ]}]}
        """#, files: [
            "ext/NotificationService.swift": "import CoreData\n",
            "Model.xcdatamodeld/Model.xcdatamodel/contents": "<model/>\n",
            "a.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.A"),
            "b.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.B"),
            "c.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.C"),
        ])
        #expect(result.paths(.error) == ["apps[0].extensions[1].dataModels[0]", "apps[0].extensions[2].dataModels"])
        let target = try #require(result.workspace?.extensions.first?.swiftSources)
        #expect(target.dataModels.count == 1 && target.dataModels[0].hasSuffix("/Model.xcdatamodeld") && target.dataModels[0].hasPrefix("/"))
    }
}
