import Foundation
import Testing

/// docs/architecture.md says NotiCore and NotiLayout use no terminal, file system or wall clock. This reads their sources and
/// holds them to it.
@Suite("NotiCore and NotiLayout stay free of file and clock APIs")
struct ModulePurityTests {
    /// Calls that read the file system, the wall clock or the environment.
    static let forbidden = [
        "FileManager", "Data(contentsOf", "String(contentsOf", "contentsOfFile", "open(", "fopen(", "Date()", "Date.now",
        "ProcessInfo", "clock_gettime", "gettimeofday", "ContinuousClock", "SuspendingClock", "DispatchTime.now", "import CNcursesw",
    ]
    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
    }

    /// Each Swift file of the two modules with the forbidden calls its code (not its comments) makes.
    static func uses() throws -> [String: [String]] {
        var result: [String: [String]] = [:]
        for module in ["NotiCore", "NotiLayout"] {
            let root = sources.appendingPathComponent(module)
            let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            for file in files {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                let code = text.split(separator: "\n").map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
                    .joined(separator: "\n")
                result["\(module)/\(file)"] = forbidden.filter { code.contains($0) }
            }
        }
        return result
    }

    @Test("no file of NotiCore or NotiLayout uses a file, clock or terminal API: they take bytes and decoded images")
    func noFileReadsFiles() throws {
        let uses = try Self.uses()
        #expect(uses.count > 50, "the sources were found")
        for (file, calls) in uses.sorted(by: { $0.key < $1.key }) {
            #expect(calls.isEmpty, "\(file) uses \(calls.joined(separator: ", ")); keep NotiCore and NotiLayout pure (docs/architecture.md)")
        }
    }

    @Test("the extension SDK (NotiExtensions) imports neither NotiLayout nor the image codecs")
    func extensionSDKLinksNoCodecs() throws {
        let root = Self.sources.appendingPathComponent("NotiExtensions")
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10, "the sources were found")
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(!imports.contains { $0 == "import NotiLayout" || $0 == "import CImageCodecs" }, "NotiExtensions/\(file)")
        }
    }
}
