import Foundation
import Testing
import TestSupport

/// The README's first lines promise two commands that work on a fresh Debian machine; the packages they install are
/// listed once, in scripts/packages.txt, which scripts/setup.sh reads and docs/setup.md's table is made from.
@Suite("The README's setup matches the scripts")
struct SetupDocumentationTests {
    static let root: URL = {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        return root
    }()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// docs/setup.md's table of scripts/packages.txt: one row per package, with the command that installs it.
    static func packageTable(_ list: String) -> String {
        let installer = ["run": "`scripts/setup.sh`", "test": "`scripts/setup.sh --tests` (by `scripts/test.sh`)"]
        let rows = list.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line in
            let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
            return "| `\(fields[1])` | \(installer[fields[0]] ?? fields[0]) | \(fields.count > 2 ? fields[2] : "") |"
        }
        return (["| package | installed by | for |", "| --- | --- | --- |"] + rows).joined(separator: "\n")
    }

    @Test("the setup guide's package table is scripts/packages.txt's, and every package is in the run or the test group")
    func readmePackageTable() throws {
        let list = try Self.text("scripts/packages.txt")
        for line in list.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
            #expect(["run", "test"].contains(line.split(separator: " ").first.map(String.init) ?? ""), "scripts/packages.txt: \(line)")
        }
        assertDocumentSection(Self.packageTable(list), named: "packages", in: "docs/setup.md")
    }

    @Test("the README's first command builds every product, the extension kit included, before it runs notisim")
    func firstCommandBuildsTheKit() throws {
        // `swift run notisim` builds only notisim and what it imports, not the NotificationExtensionKit library that an
        // extension's own Swift sources are linked against (docs/rules/extension-sources.md#building-an-extensions-own-swift-sources).
        let readme = try Self.text("README.md")
        let block = try #require(readme.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let build = try #require(block.range(of: "swift build"), "the first command does not run swift build: \(block)")
        let run = try #require(block.range(of: "swift run notisim"))
        #expect(build.upperBound <= run.lowerBound)
        #expect(!block.contains("swift build --product"))
        #expect(block.hasPrefix("bash scripts/setup.sh && "))
    }

    @Test("CI runs the README's setup and then its test command, which installs the test packages itself")
    func ciRunsTheReadmeCommands() throws {
        let ci = try Self.text(".ci/run"), test = try Self.text("scripts/test.sh")
        let setup = try #require(ci.range(of: "bash scripts/setup.sh\n"))
        let tests = try #require(ci.range(of: "bash scripts/test.sh"))
        #expect(setup.upperBound <= tests.lowerBound)
        #expect(test.contains("bash scripts/setup.sh --tests\n"))
    }
}
