import Foundation
import NotiCore
@testable import NotiXcode
import Testing

/// docs/rules/extension-sources.md#service-extensions-from-an-xcode-project: the messenger post's project (`Tests/Fixtures/BoltzMessenger`).
@Suite("A service extension target's own Swift sources in the workspace")
struct ServiceExtensionSourcesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/BoltzMessenger")

    @Test("import writes swiftSources (the project's own file, absolute) and principalClass for the service extension whose file declares NSExtensionPrincipalClass")
    func serviceTargetGetsSwiftSources() throws {
        let result = XcodeImport.run(path: Self.folder.path)
        #expect(result.problems.isEmpty, "\(result.problems)")
        let service = try #require(result.apps.first?.extensions.first)
        #expect(service.kind == .service)
        #expect(service.serviceSources?.paths == [Self.folder.appendingPathComponent("NotificationService/NotificationService.swift").path])
        let json = WorkspaceExport.workspaceJSON(result, name: "Boltz")
        let exported = try #require(json["apps"]?.arrayValue?.first?["extensions"]?.arrayValue?.first)
        #expect(exported["swiftSources"]?.arrayValue?.compactMap(\.stringValue) == service.serviceSources?.paths)
        #expect(exported["principalClass"]?.stringValue?.hasSuffix(".NotificationService") == true, "\(exported)")
        #expect(exported["moduleName"] == nil)
    }

    @Test("a service target none of whose Swift files declares the principal class gets no swiftSources and a warning naming the class")
    func missingPrincipalClassWarns() {
        var warnings: [ImportProblem] = []
        let sources = ServiceExtensionSources.sources(
            targetName: "NotificationService", principalClass: "$(PRODUCT_MODULE_NAME).PhotoService", files: ["NotificationService/NotificationService.swift"],
            folder: Self.folder.path, moduleSetting: nil, plistPath: "NotificationService/Info.plist", reader: DiskFileReader(), warnings: &warnings)
        #expect(sources == nil)
        #expect(warnings.map(\.description) == ["NotificationService: none of the target's Swift files declares PhotoService (NSExtensionPrincipalClass); "
            + "the extension is not run and pushes show their original content"])
    }

    @Test("class declarations are found after modifiers and before a colon, generic clause or brace; a mention is not a declaration")
    func classDeclarations() {
        #expect(ImportedSwiftSources.declaresClass("NotificationService", in: "final class NotificationService: UNNotificationServiceExtension {"))
        #expect(ImportedSwiftSources.declaresClass("NotificationService", in: "open class NotificationService{}"))
        #expect(!ImportedSwiftSources.declaresClass("NotificationService", in: "let service = NotificationService()"))
        #expect(!ImportedSwiftSources.declaresClass("NotificationService", in: "class NotificationServiceHelper {}"))
    }
}
