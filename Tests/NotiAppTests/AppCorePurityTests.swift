import Foundation
import Testing

/// The app's core — the model, its sub-models, commands, key map, navigation and view, the module NotiAppCore —
/// changes only through `AppModel.update(_:)` and touches no file, clock, terminal or thread: what it needs from the
/// world it asks for as an effect, which the runner in NotiApp performs. This reads the module's sources and holds
/// them to it, as ModulePurityTests holds NotiCore and NotiLayout.
@Suite("The app's core stays free of file, clock, terminal and thread APIs")
struct AppCorePurityTests {
    /// Calls that read files, the wall clock or the environment, draw on a terminal, or start or lock a thread; and
    /// NotiApp's own helpers that read files (a theme file, images, media durations).
    static let forbidden = [
        "FileManager", "Data(contentsOf", "String(contentsOf", "contentsOfFile", "fopen(", "Date()", "Date.now", "ProcessInfo",
        "clock_gettime", "gettimeofday", "ContinuousClock", "SuspendingClock", "DispatchTime.now", "import CNcursesw",
        "DispatchQueue", "Thread.", "NSLock", "ThemeFile.", "ImageCache", "MediaDurationCache",
    ]
    /// The modules the core may import: the pure layers below it, the terminal port's value types and the workspace's.
    static let allowedImports: Set<String> = ["Foundation", "Collections", "NotiCore", "NotiLayout", "NotiTerminalPort", "NotiExtensions", "NotiWorkspace"]

    static var coreSources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/NotiAppCore")
    }

    /// Every Swift file of the core module.
    static func coreFiles() throws -> [String] {
        try #require(FileManager.default.enumerator(atPath: coreSources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The code of a file, without its comments.
    static func code(_ file: String) throws -> String {
        let text = try String(contentsOf: coreSources.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
    }

    @Test("no file of the app's model calls a file, clock, terminal or thread API: it asks for effects instead")
    func modelIsPure() throws {
        let files = try Self.coreFiles()
        #expect(files.count > 40, "the sources were found")
        for file in files {
            let code = try Self.code(file)
            let uses = Self.forbidden.filter { code.contains($0) }
            #expect(uses.isEmpty, "\(file) uses \(uses.joined(separator: ", ")); ask for an AppEffect instead")
            // POSIX open( as a call, not a method or case named open.
            #expect(code.range(of: #"(^|[^A-Za-z0-9_.])open\("#, options: .regularExpression) == nil, "\(file) calls open(")
        }
    }

    @Test("the core imports only the pure layers below it: no ncurses, no extension builder, no storyboard host, no endpoint")
    func coreImportsOnlyPureLayers() throws {
        for file in try Self.coreFiles() {
            let imports = try String(contentsOf: Self.coreSources.appendingPathComponent(file), encoding: .utf8).split(separator: "\n")
                .filter { $0.hasPrefix("import ") }.map { String($0.dropFirst("import ".count)) }
            let others = imports.filter { !Self.allowedImports.contains($0) }
            #expect(others.isEmpty, "\(file) imports \(others.joined(separator: ", "))")
        }
    }
}
