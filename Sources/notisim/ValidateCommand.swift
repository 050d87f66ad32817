import ArgumentParser
import Foundation
import NotiCore
import NotiExtensions
import NotiWorkspace

/// `notisim validate FILE...`: checks payloads, Info.plists and workspaces, detected by content.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check APNs payloads (.apns/.json), extension Info.plists (XML or binary) and workspaces.",
        discussion: "Reports every problem in every file. Exit 0 when there are no errors (with --strict, no warnings either), 1 otherwise, 2 on usage errors."
    )

    @Flag(name: .long, help: "Treat warnings as failures.")
    var strict = false

    @Flag(name: .long, help: "Print one JSON object per file instead of lines.")
    var json = false

    @Argument(help: "Files or workspace folders.")
    var files: [String]

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one file") }
    }

    func run() throws {
        var failed = false
        for file in files {
            let report = FileChecker.check(file)
            let errors = report.diagnostics.filter { $0.diagnostic.severity == .error }.count
            let warnings = report.diagnostics.count - errors
            if errors > 0 || (strict && warnings > 0) { failed = true }
            if json {
                print(report.json.serialized())
            } else if report.diagnostics.isEmpty {
                print("\(file): ok (\(report.kind))")
            } else {
                for item in report.diagnostics { print("\(item.file): \(item.diagnostic)") }
            }
        }
        if failed { throw ExitCode(1) }
    }
}

/// What `validate` found in one file.
struct FileReport {
    var path: String
    var kind: String
    var diagnostics: [FileDiagnostic]

    var json: JSONValue {
        .object([
            (key: "file", value: .string(path)), (key: "kind", value: .string(kind)),
            (key: "diagnostics", value: .array(diagnostics.map { item in
                .object([(key: "file", value: .string(item.file)), (key: "severity", value: .string(item.diagnostic.severity.rawValue)),
                         (key: "path", value: .string(item.diagnostic.path)), (key: "message", value: .string(item.diagnostic.message))])
            })),
        ])
    }
}

/// Decides what a file is by its content and checks it.
enum FileChecker {
    static func check(_ path: String) -> FileReport {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return FileReport(path: path, kind: "missing", diagnostics: [FileDiagnostic(file: path, diagnostic: .error("", "no such file"))])
        }
        if isDirectory.boolValue {
            let result = WorkspaceLoader.load(directory: URL(fileURLWithPath: path))
            return FileReport(path: path, kind: "workspace", diagnostics: result.diagnostics)
        }
        let head = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 512) }.map { [UInt8]($0) } ?? []
        let text = String(decoding: head, as: UTF8.self)
        if head.starts(with: Array("bplist".utf8)) || text.contains("<plist") || text.hasPrefix("<?xml") {
            return FileReport(path: path, kind: "Info.plist", diagnostics: InfoPlistLoader.validate(path: path).map { FileDiagnostic(file: path, diagnostic: $0) })
        }
        let name = (path as NSString).lastPathComponent
        if name == WorkspaceLoader.fileName || (text.contains("\"apps\"") && !text.contains("\"aps\"")) {
            return FileReport(path: path, kind: "workspace", diagnostics: WorkspaceLoader.validate(file: path))
        }
        let report = PayloadFile.validate(path: path)
        return FileReport(path: path, kind: "payload", diagnostics: report.diagnostics.map { FileDiagnostic(file: path, diagnostic: $0) })
    }
}
