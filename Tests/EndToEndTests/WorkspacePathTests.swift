import Foundation
import Testing
import TestSupport

/// A path given as a workspace that is none: each command says in one line what the path is not and what it takes
/// (docs/rules/xcode.md#what-a-workspace-path-names).
@Suite("notisim on a path that is not a workspace", .tags(.e2e), .slowTier)
struct WorkspacePathTests {
    /// What every message ends with: the forms a workspace path takes.
    static let accepted = "notisim opens a workspace folder (holding workspace.json), a folder holding NAME.xcodeproj, or a .xcodeproj or .xcworkspace"

    @Test("A workspace path that is no folder, a file, or a folder without workspace.json or a project is named with what it is not")
    func workspacePathSaysWhatItIsNot() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("empty"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Data("{}".utf8).write(to: scratch.appendingPathComponent("trunc.apns"))
        try Data("expect \"Hello\"\n".utf8).write(to: scratch.appendingPathComponent("script.txt"))
        let cases = [("nope", "nope: no such folder; "), ("trunc.apns", "trunc.apns is a file, not a folder; "),
                     ("empty", "empty is a folder with neither workspace.json nor an Xcode project; "),
                     ("Missing.xcodeproj", "Missing.xcodeproj: no such folder; ")]
        for (path, reason) in cases {
            for arguments in [["open", path], ["tokens", "--workspace", path], ["run", "--workspace", path, "script.txt"]] {
                let result = try CommandLineTests.notisim(arguments, directory: scratch)
                #expect(result.status == 1, "\(arguments)")
                #expect(result.errors == "notisim: \(reason)\(Self.accepted)\n", "\(arguments)")
            }
        }
    }
}
