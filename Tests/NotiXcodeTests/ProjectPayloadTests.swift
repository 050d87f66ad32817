import Foundation
import NotiCore
import NotiWorkspace
import Testing
@testable import NotiXcode

/// docs/rules/xcode.md#payloads-in-the-project: `.apns` files and `.json` files with a top-level `aps` become sample pushes.
@Suite("The project's payload files as sample pushes")
struct ProjectPayloadTests {
    /// The 41 corpus payloads (Fixtures/README.md names their sources).
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/payloads")
    static let corpusFiles: [String] = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()) ?? []

    static func project() throws -> ProjectFolder {
        let folder = try ProjectFolder()
        try folder.writeMinimalProject()
        try folder.copy(fixture: "extensions/uuneo__pushback__ContentExtension/Info.plist", to: "Ext/Info.plist")
        return folder
    }

    @Test("Every corpus payload in a project either becomes a push or is reported with a reason")
    func corpusPayloads() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        for name in Self.corpusFiles {
            try folder.write(Array(try Data(contentsOf: Self.corpus.appendingPathComponent(name))), to: "Payloads/\(name)")
        }
        let result = XcodeImport.run(path: folder.path)
        #expect(Self.corpusFiles.count == 41)
        var pushed = 0
        for name in Self.corpusFiles {
            let file = folder.path + "/Payloads/" + name
            let isPush = result.pushes.contains { $0.file == file }
            let problems = result.problems.filter { $0.file == file }, warnings = result.warnings.filter { $0.file == file }
            // A push may come with a warning (its target is no app of this project); a file left out always says why.
            #expect(isPush ? problems.isEmpty : !(problems + warnings).isEmpty, "\(name): pushed \(isPush), reported \(problems + warnings)")
            if isPush { pushed += 1 }
        }
        // The wrappers (aps under "payload") and the files strict JSON refuses are reported; the rest are pushes.
        #expect(pushed == 24, "\(pushed) pushes")
        #expect(result.warnings.contains { $0.file.hasSuffix("pushserver-fixture-badge.json") && $0.reason == "\"aps\" is inside \"payload\", not at the top level; not a push as it is" })
        #expect(result.problems.contains { $0.file.hasSuffix("republik__app__notification-authorization.apns") && $0.reason.hasPrefix("not a push: ") })
    }

    @Test("Pushes are routed by Simulator Target Bundle, else to the app; --check lists them; JSON that is no push is passed over")
    func routingAndCheckLines() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write(#"{"aps": {"alert": "Wake up"}}"#, to: "Pushes/wake.apns")
        try folder.write(#"{"Simulator Target Bundle": "com.example.app", "aps": {"alert": "Hi"}}"#, to: "App/hello.json")
        try folder.write(#"{"name": "package", "version": "1.0"}"#, to: "package.json")
        try folder.write(#"{"aps": {"alert": "ignored"}}"#, to: "build/Debug/left.apns")
        let result = XcodeImport.run(path: folder.path)
        #expect(result.pushes.map(\.name) == ["hello", "wake"])
        #expect(result.pushes.map(\.bundleID) == ["com.example.app", "com.example.app"])
        let lines = result.checkLines.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(lines.contains("push hello: App/hello.json → com.example.app"))
        #expect(lines.contains("push wake: Pushes/wake.apns → com.example.app (no Simulator Target Bundle)"))
        #expect(result.problems.isEmpty && result.warnings.isEmpty)
    }

    @Test("import --out writes them to pushes/ as .apns; one without a target gets the app's bundle id; the workspace lists them")
    func exportedPushes() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write(#"{"aps": {"alert": "Wake up"}}"#, to: "Pushes/wake.apns")
        try folder.write(#"{"Simulator Target Bundle": "com.example.app", "aps": {"alert": "Hi"}}"#, to: "App/hello.json")
        let out = folder.url.appendingPathComponent("out")
        try WorkspaceExport.write(XcodeImport.run(path: folder.path), name: "Minimal", to: out)
        let workspace = try #require(WorkspaceLoader.load(directory: out).workspace)
        #expect(workspace.samplePushes.map(\.name) == ["hello", "wake"])
        #expect(workspace.samplePushes.map(\.targetBundleID) == ["com.example.app", "com.example.app"])
        #expect(FileManager.default.contentsEqual(atPath: out.appendingPathComponent("pushes/hello.apns").path, andPath: folder.path + "/App/hello.json"))
    }
}
