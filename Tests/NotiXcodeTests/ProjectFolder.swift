import Foundation
@testable import NotiXcode

/// A project folder written for one test, removed by `remove()`.
struct ProjectFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-xcode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `relativePath`, making its folders.
    func write(_ bytes: [UInt8], to relativePath: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    func write(_ text: String, to relativePath: String) throws { try write(Array(text.utf8), to: relativePath) }

    /// Copies the fixture at `fixture` (relative to `Fixtures/`) to `relativePath`.
    func copy(fixture: String, to relativePath: String) throws { try write(try Fixtures.bytes(fixture), to: relativePath) }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// The minimal project of `Fixtures/minimal` (an app and one extension target `Ext`, bundle ids from
    /// `Config/Base.xcconfig`) around the corpus extension folder `corpusExtension`: its Info.plist becomes
    /// `Ext/Info.plist`, its entitlements (when it has some) `Ext/Ext.entitlements`.
    static func minimal(around corpusExtension: String) throws -> ProjectFolder {
        let folder = try ProjectFolder()
        let source = Fixtures.folder.appendingPathComponent("extensions/\(corpusExtension)")
        let entitlements = try FileManager.default.contentsOfDirectory(atPath: source.path).first { $0.hasSuffix(".entitlements") }
        try folder.writeMinimalProject(extensionEntitlements: entitlements.map { _ in "Ext/Ext.entitlements" })
        try folder.copy(fixture: "extensions/\(corpusExtension)/Info.plist", to: "Ext/Info.plist")
        if let entitlements { try folder.copy(fixture: "extensions/\(corpusExtension)/\(entitlements)", to: "Ext/Ext.entitlements") }
        return folder
    }

    /// Writes `Minimal.xcodeproj/project.pbxproj` from the template and `Config/Base.xcconfig`.
    /// `appSettings` are more build settings of the app's Debug configuration (`NAME = VALUE;` each).
    func writeMinimalProject(appEntitlements: String? = nil, extensionEntitlements: String? = nil, appSettings: [String] = [],
                             xcconfig: String = "#include? \"Local.xcconfig\"\nBUNDLE_ID_PREFIX = com.example\n",
                             in subfolder: String = "") throws {
        let template = String(decoding: try Fixtures.bytes("minimal/project.pbxproj.template"), as: UTF8.self)
        let project = template
            .replacingOccurrences(of: "@APP_ENTITLEMENTS@", with: (appEntitlements.map { ["CODE_SIGN_ENTITLEMENTS = \"\($0)\";"] } ?? []).joined() + appSettings.joined(separator: "\n"))
            .replacingOccurrences(of: "@EXT_ENTITLEMENTS@", with: extensionEntitlements.map { "CODE_SIGN_ENTITLEMENTS = \"\($0)\";" } ?? "")
        try write(project, to: subfolder + "Minimal.xcodeproj/project.pbxproj")
        try write(xcconfig, to: subfolder + "Config/Base.xcconfig")
    }
}

extension ProjectImport {
    /// One line per app and extension, then every problem: what tests compare.
    var summary: [String] {
        apps.flatMap { app in
            ["app \(app.bundleID) \"\(app.displayName)\"" + (app.entitlements.map { " aps=\($0.apsEnvironment ?? "-")" } ?? "")]
                + app.extensions.map { ext in
                    "\(ext.kind == .content ? "content" : "service") \(ext.bundleID) [\(ext.categories.joined(separator: ", "))]"
                        + (ext.entitlements.map { " aps=\($0.apsEnvironment ?? "-")" } ?? "")
                }
        } + problems.map { "problem \($0)" }
    }
}
