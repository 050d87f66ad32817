import Foundation
import Testing
import TestSupport

/// The extension examples of the docs, taken from the Markdown as written: each Swift one is compiled against the
/// built `NotificationExtensionKit` library (its `NotiExtensions` and `NotiCore` modules),
/// each Python one is saved as is, and each runs as the content extension of a real `notisim run`.
@Suite("The extension examples in the docs compile and run as notisim's children", .tags(.e2e), .slowTier)
struct DocExampleTests {
    /// Every document with extension examples.
    static let documents = ["docs/extension-protocol.md"]

    /// The fenced code blocks of `language` in the Markdown file at `path` (relative to the package root).
    static func blocks(_ language: String, in path: String) throws -> [String] {
        let text = try String(contentsOf: CommandLineTests.root.appendingPathComponent(path), encoding: .utf8)
        var blocks: [String] = [], current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" { current = [] }
            else if current != nil, line == "```" { blocks.append(current!.joined(separator: "\n") + "\n"); current = nil }
            else { current?.append(line) }
        }
        return blocks
    }

    /// Runs the chat push's expanded view with the extension `run` and answers the outcome; the Info.plist hides the
    /// default content, so the body on screen is the one the extension shows.
    static func runAsExtension(_ run: [String], files: [String: String] = [:]) throws -> CommandLineTests.Result {
        let workspace = try ChatWorkspace(run: run, files: files, hidesDefault: true)
        let script = ExtensionCommandTests.expandScript(expecting: "See you at eight") + "\nexpect-log \"ChatExtension: \"\nexpect-log \"view updated\"\n"
        return try CommandLineTests.notisim(["run", "-", "--workspace", workspace.folder.path], input: script)
    }

    @Test("every Swift example builds against the NotificationExtensionKit library and runs as a content extension within the memory limit")
    func swiftExamples() throws {
        let examples = try Self.documents.flatMap { try Self.blocks("swift", in: $0) }
        #expect(!examples.isEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-doc-swift-\(UUID().uuidString)")
        for (index, code) in examples.enumerated() {
            let program = try SwiftExampleBuild.build(code, in: folder.appendingPathComponent("example\(index)"))
            let result = try Self.runAsExtension([program])
            #expect(result.status == 0, "example \(index):\n\(code)\n\(result.errors)")
        }
    }

    @Test("every Python example runs as a content extension")
    func pythonExamples() throws {
        let examples = try Self.documents.flatMap { try Self.blocks("python", in: $0) }
        #expect(!examples.isEmpty)
        for (index, code) in examples.enumerated() {
            let result = try Self.runAsExtension(["python3", "ext.py"], files: ["ext.py": code])
            #expect(result.status == 0, "example \(index):\n\(code)\n\(result.errors)")
        }
    }
}

/// Compiles one `main.swift` with `swiftc` the way an extension author's build does: against the modules and the
/// `NotificationExtensionKit` library that `swift build` puts beside notisim, the one library product a user links.
enum SwiftExampleBuild {
    /// The built program's path, or an error with the compiler's output.
    static func build(_ code: String, in folder: URL) throws -> String {
        let products = URL(fileURLWithPath: try TmuxBuiltProducts.path(of: "notisim")).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("main.swift"), program = folder.appendingPathComponent("extension").path
        try Data(code.utf8).write(to: source)
        // The C module the kit's process code imports is found through its module map, as the docs say.
        let moduleMap = products.appendingPathComponent("CChildSpawn.build/module.modulemap").path
        let arguments = ["swiftc", "-module-name", "DocExample", "-I", products.appendingPathComponent("Modules").path,
                         "-Xcc", "-fmodule-map-file=\(moduleMap)", source.path,
                         "-L", products.path, "-lNotificationExtensionKit", "-Xlinker", "-rpath", "-Xlinker", products.path, "-o", program]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TmuxError("swiftc failed (\(process.terminationStatus)):\n\(text)") }
        return program
    }
}
