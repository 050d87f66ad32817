import Foundation
@testable import NotiWorkspace

/// A workspace folder written for one test, removed by `remove()`.
struct TemporaryWorkspace {
    let url: URL

    /// Writes `workspace.json` (unless nil) and `files` (relative path → contents) to a fresh folder.
    init(json: String?, files: [String: String] = [:], binaryFiles: [String: [UInt8]] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-ws-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if let json { try Data(json.utf8).write(to: url.appendingPathComponent("workspace.json")) }
        for (path, text) in files { try write(Array(text.utf8), to: path) }
        for (path, bytes) in binaryFiles { try write(bytes, to: path) }
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    func load() -> WorkspaceLoadResult { WorkspaceLoader.load(directory: url) }
    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Loads a workspace made of `json` and `files`, then removes it.
    static func load(_ json: String, files: [String: String] = [:]) throws -> WorkspaceLoadResult {
        let workspace = try TemporaryWorkspace(json: json, files: files)
        defer { workspace.remove() }
        return workspace.load()
    }

    /// A service extension Info.plist.
    static func servicePlist(bundleID: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>\(bundleID)</string>
        <key>NSExtension</key><dict>
          <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.service</string>
        </dict>
        </dict></plist>
        """
    }

    /// A content extension Info.plist claiming `categories`.
    static func contentPlist(bundleID: String, categories: [String], ratio: String = "<real>0.5</real>") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>\(bundleID)</string>
        <key>NSExtension</key><dict>
          <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string>
          <key>NSExtensionAttributes</key><dict>
            <key>UNNotificationExtensionCategory</key><array>\(categories.map { "<string>\($0)</string>" }.joined())</array>
            <key>UNNotificationExtensionInitialContentSizeRatio</key>\(ratio)
          </dict>
        </dict>
        </dict></plist>
        """
    }
}

extension WorkspaceLoadResult {
    /// `file-name: severity: path: message` lines, for readable expectations.
    var lines: [String] { diagnostics.map(\.description) }
    /// Diagnostics of one severity.
    func paths(_ severity: Diagnostic.Severity) -> [String] {
        diagnostics.filter { $0.diagnostic.severity == severity }.map(\.diagnostic.path)
    }
}

import NotiCore
