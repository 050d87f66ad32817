import Foundation
import Testing
import TestSupport

/// The README's first script and the usage guide's Focus and Scheduled Summary scripts, taken from the Markdown as written and run by `notisim run` on a
/// copy of the demo (docs/rules/focus.md#focus-modes, docs/rules/focus.md#communication-notifications, docs/rules/summary.md#scheduled-summary).
@Suite("The README's scripts pass under notisim run", .tags(.e2e), .slowTier)
struct FocusScriptTests {
    /// The fenced block after `<!-- script: NAME -->` in the README or in docs/usage.md.
    static func script(_ name: String) throws -> String {
        let marker = "<!-- script: \(name) -->\n```"
        let texts = try ["README.md", "docs/usage.md"].map {
            try String(contentsOf: CommandLineTests.root.appendingPathComponent($0), encoding: .utf8)
        }
        guard let text = texts.first(where: { $0.contains(marker) }), let start = text.range(of: marker) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        // The fence may name its language (```notisim).
        let fenced = text[start.upperBound...]
        let rest = fenced[(fenced.firstIndex(of: "\n").map(fenced.index(after:)) ?? fenced.endIndex)...]
        return String(rest[..<(rest.range(of: "```")?.lowerBound ?? rest.endIndex)])
    }

    /// Runs `script` on a fresh copy of the demo workspace without its launch requests, saved in it as the README says.
    static func runOnDemo(_ script: String) throws -> CommandLineTests.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-focus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = folder.appendingPathComponent("demo")
        let made = try CommandLineTests.notisim(["init", demo.path])
        #expect(made.status == 0, "\(made.errors)")
        let file = demo.appendingPathComponent("focus.txt")
        try script.write(to: file, atomically: true, encoding: .utf8)
        return try CommandLineTests.notisim(["run", "--workspace", demo.path, "--no-launch-requests", file.path])
    }

    @Test("The README's first script passes as written, saved where the README says, and expands the banner it schedules")
    func readmeFirstScript() throws {
        let result = try Self.runOnDemo(try Self.script("first script"))
        #expect(result.status == 0, "\(result.output)\n\(result.errors)")
        #expect(result.output.contains("--- snapshot expanded ---") && result.output.contains("Good Evening!"), "\(result.output)")
    }

    @Test("each Focus and Scheduled Summary script of the usage guide passes", arguments: ["time-sensitive through Work Focus",
                                                            "chat message with avatar from an allowed person during Sleep",
                                                            "summary at 08:00 features the highest relevance"])
    func readmeScript(_ name: String) throws {
        let result = try Self.runOnDemo(try Self.script(name))
        #expect(result.status == 0, "\(result.output)\n\(result.errors)")
    }
}
