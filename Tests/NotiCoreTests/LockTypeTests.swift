import Foundation
import Testing

/// docs/setup.md (Sanitizers) says state shared across threads uses one lock type, `LockedState`. This reads the
/// sources and holds every module that can reach it (one that imports NotiCore) to it; the Apple framework
/// stand-ins an extension links reach no notisim module and keep Foundation's NSLock.
@Suite("One lock type")
struct LockTypeTests {
    @Test("no module that imports NotiCore makes an NSLock of its own: LockedState is the one lock type")
    func modulesThatReachLockedStateUseIt() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the sources were found")
        let texts = try Dictionary(uniqueKeysWithValues: files.map { try ($0, String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)) })
        func module(_ file: String) -> String {
            let parts = file.split(separator: "/")
            return parts.first == "PushSDKs" ? parts.prefix(2).joined(separator: "/") : String(parts[0])
        }
        let reaching = Set(texts.filter { $0.value.contains("\nimport NotiCore\n") || $0.value.hasPrefix("import NotiCore\n") }.keys.map(module))
            .union(["NotiCore"])
        #expect(reaching.contains("NotiApp") && reaching.contains("NotiWorkspace"))
        for (file, text) in texts.sorted(by: { $0.key < $1.key }) where reaching.contains(module(file)) && file != "NotiCore/LockedState.swift" {
            #expect(!text.contains("NSLock("), "\(file) makes an NSLock; use LockedState (docs/setup.md, Sanitizers)")
        }
    }
}
