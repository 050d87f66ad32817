import Foundation
import NotiCore

/// Sample pushes made from the apps' categories, for an Xcode project without `.apns` files of its own: one per
/// category, with the category set so its actions (and its content extension) show, and `mutable-content` when the
/// app has a service extension (docs/rules/xcode.md#payloads-in-the-project).
package enum CategorySamplePushes {
    /// One payload per category of each app, in the apps' and categories' order: its name and its JSON text.
    package static func payloads(of workspace: Workspace) -> [(name: String, bundleID: String, json: String)] {
        workspace.apps.flatMap { app in
            let hasService = workspace.extensions.contains { $0.appBundleID == app.bundleID && $0.kind == .service }
            return app.categories.map { category in
                let actions = category.actions.map(\.title)
                var aps: [String: Any] = [
                    "alert": ["title": app.displayName,
                              "body": actions.isEmpty ? "A sample of \(category.identifier)" : "A sample of \(category.identifier): \(actions.joined(separator: ", "))"],
                    "category": category.identifier,
                ]
                if hasService { aps["mutable-content"] = 1 }
                let payload: [String: Any] = ["Simulator Target Bundle": app.bundleID, "aps": aps]
                let data = (try? JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys, .prettyPrinted])) ?? Data()
                return (name: "\(app.displayName) \(category.identifier)", bundleID: app.bundleID, json: String(decoding: data, as: UTF8.self))
            }
        }
    }

    /// Writes the payloads of `workspace`'s categories into `folder` as `.apns` files and answers them as its sample
    /// pushes; none when the folder cannot be written.
    package static func write(_ workspace: Workspace, into folder: URL) -> [SamplePush] {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return payloads(of: workspace).enumerated().compactMap { index, payload in
            let file = folder.appendingPathComponent("\(index + 1).apns")
            guard (try? Data(payload.json.utf8).write(to: file, options: .atomic)) != nil else { return nil }
            return SamplePush(name: payload.name, path: file.path, targetBundleID: payload.bundleID)
        }
    }
}
