import Foundation
import NotiApp
import NotiCore
import NotiExtensions
import Testing
@testable import NotiWorkspace

/// Sample pushes made from the apps' categories (docs/rules/xcode.md#payloads-in-the-project).
@Suite("Sample pushes from categories")
struct CategorySamplePushesTests {
    @Test("One sample push per category: the app as target, the category set, mutable-content only for an app with a service extension")
    func onePushPerCategory() throws {
        let workspace = try #require(DemoWorkspace.load().workspace)
        let payloads = CategorySamplePushes.payloads(of: workspace)
        #expect(payloads.count == workspace.apps.reduce(0) { $0 + $1.categories.count })
        for payload in payloads {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(payload.json.utf8)) as? [String: Any])
            let aps = try #require(object["aps"] as? [String: Any])
            #expect(object["Simulator Target Bundle"] as? String == payload.bundleID)
            let app = try #require(workspace.apps.first { $0.bundleID == payload.bundleID })
            let category = try #require(aps["category"] as? String)
            #expect(app.categories.contains { $0.identifier == category })
            let hasService = workspace.extensions.contains { $0.appBundleID == app.bundleID && $0.kind == .service }
            #expect((aps["mutable-content"] as? Int == 1) == hasService, "\(payload.name)")
        }
        #expect(payloads.contains { $0.json.contains("\"mutable-content\" : 1") }, "the demo's messenger has a service extension")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-category-pushes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = CategorySamplePushes.write(workspace, into: folder)
        #expect(written.map(\.name) == payloads.map(\.name))
        let first = try #require(written.first)
        #expect(first.path.hasSuffix(".apns") && first.targetBundleID == payloads.first?.bundleID)
        #expect(try String(contentsOfFile: first.path, encoding: .utf8) == payloads.first?.json)
    }
}
