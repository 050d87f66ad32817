import Foundation
import Testing

/// The model, its sub-models, commands, key map and navigation change only through `AppModel.update(_:)` and touch no
/// file, clock, terminal or thread: what they need from the world they ask for as an effect. This reads their sources
/// and holds them to it, as ModulePurityTests holds NotiCore and NotiLayout.
@Suite("The app's model stays free of file, clock, terminal and thread APIs")
struct AppCorePurityTests {
    /// The folders of NotiApp that hold the model and its sub-models, whole.
    static let coreFolders = ["Model", "BannerQueue", "Navigation", "ViewerChoices", "LockScreen", "Overlay", "Commands"]
    /// Calls that read files, the wall clock or the environment, draw on a terminal, or start or lock a thread; and
    /// NotiApp's own helpers that read files (a theme file, images, media durations).
    static let forbidden = [
        "FileManager", "Data(contentsOf", "String(contentsOf", "contentsOfFile", "fopen(", "Date()", "Date.now", "ProcessInfo",
        "clock_gettime", "gettimeofday", "ContinuousClock", "SuspendingClock", "DispatchTime.now", "import CNcursesw",
        "DispatchQueue", "Thread.", "NSLock", "ThemeFile.", "ImageCache", "MediaDurationCache",
    ]

    static var appSources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/NotiApp")
    }

    /// The core's files: every file of the core folders, and the model's extension files (`AppModel+…`) wherever they are.
    static func coreFiles() throws -> [String] {
        let all = try #require(FileManager.default.enumerator(atPath: appSources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        return all.filter { file in
            coreFolders.contains { file.hasPrefix($0 + "/") } || (file as NSString).lastPathComponent.hasPrefix("AppModel+")
        }.sorted()
    }

    /// The code of a file, without its comments.
    static func code(_ file: String) throws -> String {
        let text = try String(contentsOf: appSources.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
    }

    @Test("no file of the app's model calls a file, clock, terminal or thread API: it asks for effects instead")
    func modelIsPure() throws {
        let files = try Self.coreFiles()
        #expect(files.count > 30, "the sources were found")
        for file in files {
            let code = try Self.code(file)
            let uses = Self.forbidden.filter { code.contains($0) }
            #expect(uses.isEmpty, "\(file) uses \(uses.joined(separator: ", ")); ask for an AppEffect instead")
            // POSIX open( as a call, not a method or case named open.
            #expect(code.range(of: #"(^|[^A-Za-z0-9_.])open\("#, options: .regularExpression) == nil, "\(file) calls open(")
        }
    }
}
