import ArgumentParser
import Foundation
import NotiApp
import NotiCore
import NotiExtensions
import NotiFCM
import NotiWorkspace
import NotiXcode

/// `notisim validate FILE...`: checks payloads, Info.plists and workspaces, detected by content.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check APNs payloads (.apns/.json), FCM v1 messages, extension Info.plists (XML or binary), workspaces and Xcode projects.",
        discussion: """
            Reports every problem in every file; Info.plists given together are one app's extensions (a category claimed \
            by two of them is an error). - reads a payload or Info.plist from standard input. Exit 0 when there are no \
            errors (with --strict, no warnings either), 1 otherwise, 2 on usage errors.
            """
    )

    @Flag(name: .long, help: "Treat warnings as failures.")
    var strict = false

    @Flag(name: .long, help: "Print one JSON object per file instead of lines.")
    var json = false

    @Argument(help: "Files, workspace folders or Xcode projects; - for standard input.")
    var files: [String]

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one file") }
    }

    func run() throws {
        var failed = false
        for report in FileChecker.checkTogether(files) {
            let errors = report.diagnostics.filter { $0.diagnostic.severity == .error }.count
            let warnings = report.diagnostics.count - errors
            if errors > 0 || (strict && warnings > 0) { failed = true }
            if json {
                print(report.json.serialized())
            } else if report.diagnostics.isEmpty {
                print("\(report.path): ok (\(report.kind))")
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
    /// For a content extension's Info.plist: its claim on categories (named by its bundle id, else by the file).
    var claim: CategoryClaim?

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
    /// Checks every file, then the rules across the Info.plists given together (one app's set of extensions): a category
    /// claimed by two of them is an error filed under the later one.
    static func checkTogether(_ paths: [String]) -> [FileReport] {
        var reports = paths.map(check)
        let claimed = reports.indices.compactMap { index in reports[index].claim.map { (report: index, claim: $0) } }
        let claims = claimed.map(\.claim)
        for conflict in CategoryClaimRules.conflictingClaims(claims) {
            let later = claimed[conflict.second].report
            let diagnostic = CategoryClaimRules.conflict(category: conflict.category, claims[conflict.first], claims[conflict.second])
            reports[later].diagnostics.append(FileDiagnostic(file: reports[later].path, diagnostic: diagnostic))
        }
        return reports
    }

    static func check(_ path: String) -> FileReport {
        if path == "-" { return checkStandardInput(path: path) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return FileReport(path: path, kind: "missing", diagnostics: [FileDiagnostic(file: path, diagnostic: .error("", "no such file"))])
        }
        if isDirectory.boolValue {
            if case .project(let project) = WorkspaceSource.of(path).source { return projectReport(path, XcodeImport.run(path: project)) }
            return workspaceReport(path, WorkspaceLoader.load(directory: URL(fileURLWithPath: path)))
        }
        let head = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 512) }.map { [UInt8]($0) } ?? []
        let text = String(decoding: head, as: UTF8.self)
        if isPlist(head) {
            return plistReport(path, InfoPlistLoader.load(path: path))
        }
        let name = (path as NSString).lastPathComponent
        if name == WorkspaceLoader.fileName || (text.contains("\"apps\"") && !text.contains("\"aps\"")) {
            return workspaceReport(path, WorkspaceLoader.load(file: URL(fileURLWithPath: path)))
        }
        if let bytes = FileManager.default.contents(atPath: path).map({ [UInt8]($0) }), let report = fcmReport(path, bytes) { return report }
        // A payload is checked as the push type its headers sidecar names (a Live Activity's keys as liveactivity).
        let pushType = PushHeadersSidecar.read(forPayloadAt: path)?.headers["apns-push-type"].flatMap(PushType.init(rawValue:)) ?? .alert
        let report = PayloadFile.validate(path: path, pushType: pushType)
        return FileReport(path: path, kind: "payload", diagnostics: report.diagnostics.map { FileDiagnostic(file: path, diagnostic: $0) })
    }

    /// An Info.plist or a payload read from standard input, told apart by content.
    private static func checkStandardInput(path: String) -> FileReport {
        let bytes: [UInt8]
        do { bytes = try readPayload(path) } catch {
            return FileReport(path: path, kind: "missing", diagnostics: [FileDiagnostic(file: path, diagnostic: .error("", error.description))])
        }
        if isPlist(Array(bytes.prefix(512))) { return plistReport(path, InfoPlistLoader.check(bytes: bytes)) }
        if let report = fcmReport(path, bytes) { return report }
        let decoded = PayloadDecoder.decode(bytes)
        return FileReport(path: path, kind: "payload", diagnostics: decoded.diagnostics.map { FileDiagnostic(file: path, diagnostic: $0) })
    }

    /// An FCM HTTP v1 send request (a JSON object with `message` and no `aps`) checked as FCM checks it, with the
    /// APNs request FCM would make of it (docs/rules/fcm.md#messages-and-their-checks); nil for any other file.
    private static func fcmReport(_ path: String, _ bytes: [UInt8]) -> FileReport? {
        guard let document = try? JSONParser.parse(bytes), document["message"] != nil, document["aps"] == nil else { return nil }
        let refusal: FCMError?
        switch FCMSendRequest.parse(bytes) {
        case .failure(let error): refusal = error
        case .success(let parsed):
            if case .failure(let error) = parsed.message.apns(messageID: "0", senderID: "0") { refusal = error } else { refusal = nil }
        }
        let diagnostics = refusal.map { error in
            [FileDiagnostic(file: path, diagnostic: .error(error.fieldViolations.first?.field ?? "message", "\(error.status): \(error.message)"))]
        } ?? []
        return FileReport(path: path, kind: "FCM message", diagnostics: diagnostics)
    }

    private static func isPlist(_ head: [UInt8]) -> Bool {
        let text = String(decoding: head, as: UTF8.self)
        return head.starts(with: Array("bplist".utf8)) || text.contains("<plist") || text.hasPrefix("<?xml")
    }

    private static func plistReport(_ path: String, _ check: InfoPlistCheck) -> FileReport {
        let claim = check.info?.contentAttributes.map {
            CategoryClaim(extensionBundleID: check.info?.bundleIdentifier ?? path, appBundleID: "", categories: $0.categories)
        }
        return FileReport(path: path, kind: "Info.plist", diagnostics: check.diagnostics.map { FileDiagnostic(file: path, diagnostic: $0) }, claim: claim)
    }

    /// An Xcode project as `notisim open` reads it: each file the import could not use and each of its warnings is a
    /// warning (the rest still opens); no usable app is an error.
    private static func projectReport(_ path: String, _ result: ProjectImport) -> FileReport {
        var diagnostics = (result.problems + result.warnings).map { FileDiagnostic(file: $0.file, diagnostic: .warning("", $0.reason)) }
        if result.isEmpty { diagnostics.append(FileDiagnostic(file: path, diagnostic: .error("", "no app could be read from the Xcode project"))) }
        return FileReport(path: path, kind: "xcode project", diagnostics: diagnostics)
    }

    /// A workspace's problems, and a warning for each extension that can never run.
    private static func workspaceReport(_ path: String, _ result: WorkspaceLoadResult) -> FileReport {
        var diagnostics = result.diagnostics
        if let workspace = result.workspace {
            for definition in workspace.extensions {
                guard let problem = DemoExtensions.catalog.launchProblem(definition, workspaceRoot: workspace.root) else { continue }
                diagnostics.append(FileDiagnostic(file: WorkspaceLoader.fileName, diagnostic: .warning(definition.keyPath, problem)))
            }
        }
        return FileReport(path: path, kind: "workspace", diagnostics: diagnostics)
    }
}
