import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// An extension's own `import SQLite3` (docs/rules/apple-frameworks.md#apple-frameworks-beyond-uikit): the system's libsqlite3 through
/// its C API, built and run as a child.
@Suite("SQLite3 in a built extension (slow)", .serialized, .tags(.process), .slowTier)
struct SQLite3ExtensionTests {
    static let target = SwiftExtensionTarget(
        name: "SQLite3Service", point: .service,
        sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/SQLite3/NotificationService.swift").path],
        principalClass: "$(PRODUCT_MODULE_NAME).NotificationService")

    @Test("SQLite3 is the system's libsqlite3: an extension opens a file, binds with unsafeBitCast(-1) as SQLITE_TRANSIENT, and a second push finds the first's row")
    func sqliteFileOutlivesAPush() throws {
        let outcome = BuiltExtensions.builder().build(Self.target)
        let program = try #require(outcome.program, "\(outcome)")
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-sqlite-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: database) }
        var subtitles: [String] = []
        for title in ["First", "Second"] {
            let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, Self.target), limits: .standard)
            defer { host.close() }
            var content = NotificationContent(title: title, body: "")
            content.userInfo = ["database": .string(database.path)]
            try host.start(NotificationRequest(identifier: title, content: content, trigger: .push))
            subtitles.append(try #require(try host.content(waitingUpTo: 10)).subtitle)
        }
        #expect(subtitles == ["1 First", "2 Second"])
    }
}
