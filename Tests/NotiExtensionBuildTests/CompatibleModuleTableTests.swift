import Foundation
@testable import NotiExtensionBuild
import NotiExtensionTarget
import TestSupport
import Testing

/// The compatible modules are written in three places that must agree: Package.swift's list (what is built), the
/// folders under Sources/PushSDKs (the code), and `CompatibleModules.all` (what import --check and docs/extensions.md say).
@Suite("The compatible modules' table")
struct CompatibleModuleTableTests {
    static let root = BuiltExtensions.tests.deletingLastPathComponent()

    /// The names in Package.swift's `pushSDKModules` list.
    static func packageList() throws -> [String] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try #require(manifest.range(of: "let pushSDKModules: [String] = ["))
        let end = try #require(manifest.range(of: "]", range: start.upperBound..<manifest.endIndex))
        return manifest[start.upperBound..<end.lowerBound].split(whereSeparator: { ", \n\"".contains($0) }).map(String.init)
    }

    @Test("Package.swift builds a module for each folder under Sources/PushSDKs, and CompatibleModules has a row for each, no more")
    func listsAgree() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources/PushSDKs").path)
            .filter { !$0.hasPrefix(".") }
        #expect(Set(try Self.packageList()) == Set(folders))
        #expect(Set(CompatibleModules.all.map(\.name)) == Set(folders))
        #expect(CompatibleModules.all.count == Set(CompatibleModules.all.map(\.name)).count, "one row per module")
    }

    @Test("The extensions guide's table of push SDK modules is CompatibleModules'")
    func documentedTable() {
        assertDocumentSection(CompatibleModules.markdownTable, named: "push-sdks", in: "docs/extensions.md")
    }
}
