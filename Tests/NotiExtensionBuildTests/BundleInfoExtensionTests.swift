import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// An extension's own Info.plist through Foundation's `Bundle.main` (docs/rules/xcode.md#infoplists-as-built): a
/// service extension built with the Info.plist its workspace gives, run as a child.
@Suite("The Info.plist in a built extension (slow)", .serialized, .tags(.process), .slowTier)
struct BundleInfoExtensionTests {
    static func target(bundleInfo: [UInt8]?) -> SwiftExtensionTarget {
        var target = SwiftExtensionTarget(
            name: "BundleInfoService", point: .service,
            sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/BundleInfo/NotificationService.swift").path],
            principalClass: "$(PRODUCT_MODULE_NAME).NotificationService")
        target.bundleInfo = bundleInfo
        return target
    }

    /// What the fixture writes into the body of a push, run from a build of `target`.
    static func body(_ target: SwiftExtensionTarget) throws -> String {
        let program = try #require(BuiltExtensions.builder().build(target).program)
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        try host.start(NotificationRequest(identifier: "push-1", content: NotificationContent(title: "Order", body: "Shipped"), trigger: .push))
        return try #require(try host.content(waitingUpTo: 10)).body
    }

    @Test("Bundle.main in a built extension reads the Info.plist it was built with: bundleIdentifier, infoDictionary and object(forInfoDictionaryKey:), escaped text as written; a changed Info.plist is another build, and a build without one reads none")
    func bundleMainReadsTheInfoPlist() throws {
        let info = PlistValue.dictionary([
            "CFBundleIdentifier": .string("com.example.shop.BundleInfoService"),
            "AppGroupIdentifier": .string("group.com.example.shop"),
            "CFBundleShortVersionString": .string("2.4"),
            "Note": .string("Fish & <Chips>"),
            "NSExtension": .dictionary(["NSExtensionPointIdentifier": .string("com.apple.usernotifications.service")]),
        ])
        #expect(try Self.body(Self.target(bundleInfo: XMLPlistWriter.document(info)))
            == "com.example.shop.BundleInfoService | group.com.example.shop | 2.4 | Fish & <Chips>")
        guard case .dictionary(var members) = info else { return }
        members["CFBundleShortVersionString"] = .string("2.5")
        #expect(BuiltExtensions.builder().cached(Self.target(bundleInfo: XMLPlistWriter.document(.dictionary(members)))) == nil,
                "another Info.plist is another build")
        #expect(try Self.body(Self.target(bundleInfo: nil)) == "no identifier | no app group | no version | no note")
    }
}
