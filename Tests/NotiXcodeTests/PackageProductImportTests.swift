import Foundation
import NotiCore
import NotiExtensionTarget
@testable import NotiXcode
import Testing

/// The Swift package products an imported project's extension links (docs/rules/extension-sources.md#swift-packages-an-extension-links).
@Suite("Swift package products of an imported project's extensions")
struct PackageProductImportTests {
    /// `Fixtures/sdk-extensions` copied, its FirebaseService target linking three package products: ShopAnalytics
    /// (pinned, and imported by the extension), FirebaseMessaging (notisim's compatible module) and Unpinned.
    static func project(resolved: String?) throws -> ProjectFolder {
        let folder = try ProjectFolder()
        let source = Fixtures.folder.appendingPathComponent("sdk-extensions")
        for relative in ["Shop.xcodeproj/project.pbxproj", "Shop/AppDelegate.swift", "Shop/Info.plist", "FirebaseService/Info.plist",
                         "FirebaseService/NotificationService.swift", "CleverTapService/Info.plist"] {
            try folder.write(Array(try Data(contentsOf: source.appendingPathComponent(relative))), to: relative)
        }
        let pbxproj = folder.url.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        let objects = """
            /* Begin XCRemoteSwiftPackageReference section */
            		9A0000000000000000000001 /* XCRemoteSwiftPackageReference "shop-analytics" */ = {
            			isa = XCRemoteSwiftPackageReference;
            			repositoryURL = "https://github.com/example/shop-analytics.git";
            			requirement = {
            				kind = upToNextMajorVersion;
            				minimumVersion = 2.0.0;
            			};
            		};
            		9A0000000000000000000002 /* XCRemoteSwiftPackageReference "firebase-ios-sdk" */ = {
            			isa = XCRemoteSwiftPackageReference;
            			repositoryURL = "https://github.com/firebase/firebase-ios-sdk";
            			requirement = {
            				kind = upToNextMajorVersion;
            				minimumVersion = 11.0.0;
            			};
            		};
            		9A0000000000000000000003 /* XCRemoteSwiftPackageReference "unpinned" */ = {
            			isa = XCRemoteSwiftPackageReference;
            			repositoryURL = "https://github.com/example/unpinned";
            			requirement = {
            				kind = upToNextMajorVersion;
            				minimumVersion = 1.0.0;
            			};
            		};
            /* End XCRemoteSwiftPackageReference section */

            /* Begin XCSwiftPackageProductDependency section */
            		9B0000000000000000000001 /* ShopAnalytics */ = {
            			isa = XCSwiftPackageProductDependency;
            			package = 9A0000000000000000000001 /* XCRemoteSwiftPackageReference "shop-analytics" */;
            			productName = ShopAnalytics;
            		};
            		9B0000000000000000000002 /* FirebaseMessaging */ = {
            			isa = XCSwiftPackageProductDependency;
            			package = 9A0000000000000000000002 /* XCRemoteSwiftPackageReference "firebase-ios-sdk" */;
            			productName = FirebaseMessaging;
            		};
            		9B0000000000000000000003 /* Unpinned */ = {
            			isa = XCSwiftPackageProductDependency;
            			package = 9A0000000000000000000003 /* XCRemoteSwiftPackageReference "unpinned" */;
            			productName = Unpinned;
            		};
            /* End XCSwiftPackageProductDependency section */

            /* Begin PBXNativeTarget section */
            """
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "/* Begin PBXNativeTarget section */", with: objects)
            .replacingOccurrences(of: "\t\t\tname = FirebaseService;\n", with: """
            \t\t\tname = FirebaseService;
            \t\t\tpackageProductDependencies = (
            \t\t\t\t9B0000000000000000000001 /* ShopAnalytics */,
            \t\t\t\t9B0000000000000000000002 /* FirebaseMessaging */,
            \t\t\t\t9B0000000000000000000003 /* Unpinned */,
            \t\t\t);

            """)
        try folder.write(text, to: "Shop.xcodeproj/project.pbxproj")
        if let resolved { try folder.write(resolved, to: "Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved") }
        return folder
    }

    static let resolvedV2 = """
        {"pins": [
          {"identity": "shop-analytics", "kind": "remoteSourceControl", "location": "https://github.com/example/shop-analytics.git",
           "state": {"revision": "0123456789abcdef0123456789abcdef01234567", "version": "2.3.1"}},
          {"identity": "firebase-ios-sdk", "kind": "remoteSourceControl", "location": "https://github.com/firebase/firebase-ios-sdk",
           "state": {"revision": "fedcba9876543210fedcba9876543210fedcba98", "version": "11.4.0"}}
        ], "version": 2}
        """

    @Test("A linked package product the extension imports is written with the revision Package.resolved pins; a compatible module's product is left to the kit, and import --check says which is which")
    func pinnedProductIsWritten() throws {
        let folder = try Self.project(resolved: Self.resolvedV2)
        defer { folder.remove() }
        let result = XcodeImport.run(path: folder.path + "/Shop.xcodeproj")
        let firebase = try #require(result.apps.first?.extensions.first { $0.targetName == "FirebaseService" }?.serviceSources)
        #expect(firebase.packages == [PinnedPackageProduct(product: "ShopAnalytics", location: "https://github.com/example/shop-analytics.git",
                                                           revision: "0123456789abcdef0123456789abcdef01234567", version: "2.3.1")])
        let lines = result.checkLines
        #expect(lines.contains("    uses the Swift package ShopAnalytics 2.3.1 (https://github.com/example/shop-analytics.git), built from its sources"), "\(lines)")
        #expect(lines.contains("    uses Firebase Messaging 10.x–11.x API (notisim's compatible module)"))
        #expect(!lines.contains { $0.contains("ShopAnalytics, which notisim does not provide") })
        #expect(!result.problems.contains { $0.reason.contains("Unpinned") }, "a product no Swift imports is not built, pinned or not")
        let json = WorkspaceExport.workspaceJSON(result, name: "Shop")
        let exported = try #require(json["apps"]?.arrayValue?.first?["extensions"]?.arrayValue?.first { $0["name"]?.stringValue == "FirebaseService" })
        #expect(exported["swiftPackages"] == .array([["product": "ShopAnalytics", "location": "https://github.com/example/shop-analytics.git",
                                                       "revision": "0123456789abcdef0123456789abcdef01234567", "version": "2.3.1"]]))
    }

    @Test("Without a Package.resolved a linked product the sources import is named by import --check as not buildable, and nothing is built")
    func unpinnedProductIsNamed() throws {
        let folder = try Self.project(resolved: nil)
        defer { folder.remove() }
        let result = XcodeImport.run(path: folder.path + "/Shop.xcodeproj")
        let firebase = try #require(result.apps.first?.extensions.first { $0.targetName == "FirebaseService" }?.serviceSources)
        #expect(firebase.packages.isEmpty)
        #expect(result.checkLines.contains("    imports ShopAnalytics from the Swift package https://github.com/example/shop-analytics.git, which no "
            + "Package.resolved pins: it cannot be built (Xcode writes Package.resolved when it resolves the project's packages)"), "\(result.checkLines)")
        #expect(!result.checkLines.contains { $0.contains("Unpinned") })
    }

    @Test("Package.resolved is read in its first format (object.pins with repositoryURL) as in its later ones; a malformed one is a problem naming the key")
    func resolvedFormats() throws {
        let first = try PackagePins.parse(Array("""
            {"object": {"pins": [{"package": "ShopAnalytics", "repositoryURL": "https://github.com/example/Shop-Analytics",
              "state": {"branch": null, "revision": "aaaa", "version": "2.0.0"}}]}, "version": 1}
            """.utf8))
        #expect(first.pin(for: "git@github.com:example/shop-analytics.git") == PackagePins.Pin(location: "https://github.com/example/Shop-Analytics",
                                                                                          revision: "aaaa", version: "2.0.0"))
        #expect(throws: XcodeProjectError("Package.resolved: pins[0].state has no \"revision\"")) {
            try PackagePins.parse(Array(#"{"pins": [{"location": "https://x/y", "state": {}}], "version": 2}"#.utf8))
        }
        #expect(throws: XcodeProjectError("Package.resolved: no \"pins\" array")) { try PackagePins.parse(Array("{}".utf8)) }
        let folder = try Self.project(resolved: "{not json")
        defer { folder.remove() }
        let result = XcodeImport.run(path: folder.path + "/Shop.xcodeproj")
        #expect(result.problems.contains { $0.file.hasSuffix("xcshareddata/swiftpm/Package.resolved") && $0.reason.hasPrefix("Package.resolved: ") })
    }
}
