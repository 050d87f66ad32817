import Foundation
import NotiCore
@testable import NotiXcode
import Testing

/// docs/rules/apple-frameworks.md#coredata: a service extension target with a Core Data model in its build phase
/// (`Tests/Fixtures/AppleFrameworks/CoreDataProject`, the messenger post's project with `Notes.xcdatamodeld` added).
@Suite("A service extension target's Core Data model in the workspace")
struct CoreDataModelImportTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/AppleFrameworks/CoreDataProject")

    @Test("import writes dataModels: the .xcdatamodeld folders of the extension target's build phases, absolute, beside swiftSources")
    func modelInTheSourcesPhaseIsExported() throws {
        let result = XcodeImport.run(path: Self.folder.path)
        #expect(result.problems.isEmpty, "\(result.problems)")
        let service = try #require(result.apps.first?.extensions.first?.serviceSources)
        let model = Self.folder.appendingPathComponent("NotificationService/Notes.xcdatamodeld").path
        #expect(service.dataModels == [model])
        let json = WorkspaceExport.workspaceJSON(result, name: "Boltz")
        let exported = try #require(json["apps"]?.arrayValue?.first?["extensions"]?.arrayValue?.first)
        #expect(exported["dataModels"]?.arrayValue?.compactMap(\.stringValue) == [model])
    }
}
