import Foundation
@testable import NotiSwiftSource

/// The notes' apps under `Fixtures/` (provenance in `Fixtures/README.md`) and sources written in a test.
enum SourceFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every `.swift` file of the fixture folder `name`, by file name.
    static func files(_ name: String) throws -> [SourceFile] {
        let url = folder.appendingPathComponent(name)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().filter { $0.hasSuffix(".swift") }.map { file in
            SourceFile(path: file, text: try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8))
        }
    }

    /// The text of a fixture file.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// Reads one source written in the test as `App.swift`.
    static func setup(_ text: String) -> NotificationSetup {
        NotificationSetupReader.read([SourceFile(path: "App.swift", text: text)])
    }
}

extension SourceAction {
    /// `Like [ACTION_LIKE] (authenticationRequired, destructive)` for comparisons.
    var summary: String {
        var text = "\(title.value) [\(identifier)]"
        if !options.isEmpty { text += " (\(options.joined(separator: ", ")))" }
        if let icon { text += " icon \(icon.isSystemImage ? "system" : "template") \(icon.name)" }
        if let textInput { text += " text \"\(textInput.buttonTitle.value)\" \"\(textInput.placeholder.value)\"" }
        return text
    }
}

extension SourceCategory {
    /// `CATEGORY: Like [ACTION_LIKE], … | options | when` for comparisons.
    var summary: String {
        var text = "\(identifier): " + actions.map(\.summary).joined(separator: ", ")
        if !options.isEmpty { text += " | \(options.joined(separator: ", "))" }
        if let whenContentExtensions { text += " | when extensions \(whenContentExtensions ? "on" : "off")" }
        return text
    }
}
