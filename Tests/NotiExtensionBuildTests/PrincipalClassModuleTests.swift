import Foundation
import NotiCore
@testable import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// An extension whose Info.plist names a compatible module's class and which has no Swift of its own, as CleverTap's
/// and Airship's guides allow (docs/rules/push-sdks.md#extensions-whose-principal-class-is-an-sdks).
@Suite("Extensions whose principal class is an SDK's")
struct PrincipalClassModuleTests {
    static let cleverTap: SwiftExtensionTarget = {
        var target = SwiftExtensionTarget(name: "CleverTapService", point: .service, sources: [], principalClass: "CTNotificationServiceExtension")
        target.principalClassModule = "CTNotificationService"
        return target
    }()

    @Test("the entry point of an extension whose principal class is an SDK's imports the SDK's module and makes that class")
    func entryPointImportsTheModule() throws {
        let source = try #require(EntryPoint.source(for: Self.cleverTap))
        #expect(source.contains("\nimport CTNotificationService\n"))
        #expect(source.hasSuffix("ExtensionProcess.serveServiceExtension { CTNotificationServiceExtension() }\n"))
        var own = Self.cleverTap
        own.principalClassModule = nil
        #expect(try #require(EntryPoint.source(for: own)).contains("CTNotificationService\n") == false)
    }

    @Test("without a principal class module an extension with no Swift sources still fails to build, saying so")
    func noSourcesWithoutModuleFails() {
        var own = Self.cleverTap
        own.principalClassModule = nil
        guard case .failed(let failure) = BuiltExtensions.builder().build(own) else {
            Issue.record("an extension without sources built")
            return
        }
        #expect(failure.firstError == "CleverTapService has no Swift sources")
    }

    @Test("a CleverTap service extension with no Swift of its own builds from CTNotificationService's class and attaches ct_mediaUrl (slow)", .tags(.process), .slowTier)
    func cleverTapClassRunsAlone() throws {
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: BuiltExtensions.helloPNG)))
        let server = try LocalHTTPServer(files: ["/push/sale.png": png])
        defer { server.stop() }
        let program = try #require(BuiltExtensions.builder().build(Self.cleverTap).program)
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, Self.cleverTap), limits: .standard)
        defer { host.close() }
        var content = NotificationContent(title: "Summer sale", body: "Everything 20% off today")
        content.userInfo = ["ct_mediaUrl": .string(server.url("/push/sale.png")), "ct_mediaType": .string("image")]
        try host.start(NotificationRequest(identifier: "sale", content: content, trigger: .push))
        let handed = try #require(try host.content(waitingUpTo: 10))
        #expect(handed.title == "Summer sale")
        let attachment = try #require(handed.attachments.first)
        #expect(attachment.kind == .image)
        #expect(try Data(contentsOf: URL(fileURLWithPath: attachment.path)) == Data(png))
    }
}
