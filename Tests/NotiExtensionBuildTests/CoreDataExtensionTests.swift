import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// An extension's own `import CoreData` (docs/rules/apple-frameworks.md#coredata): a model from the project's `.xcdatamodeld`, a class
/// Xcode would generate and one written by hand with `@NSManaged`, a store in an SQLite file, built and run as a child.
@Suite("CoreData in a built extension (slow)", .serialized, .tags(.process), .slowTier)
struct CoreDataExtensionTests {
    static let fixture = BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/CoreData")
    static let target: SwiftExtensionTarget = {
        var target = SwiftExtensionTarget(
            name: "CoreDataService", point: .service,
            sources: ["NotificationService.swift", "Conversation+CoreDataClass.swift"].map { fixture.appendingPathComponent($0).path },
            principalClass: "$(PRODUCT_MODULE_NAME).NotificationService")
        target.dataModels = [fixture.appendingPathComponent("Notes.xcdatamodeld").path]
        return target
    }()

    @Test("CoreData: a container on a store URL saves from a background context; fetches with a predicate, sort and limit, counts and a second container read the same file")
    func containerSavesAndReadsBack() throws {
        let outcome = BuiltExtensions.builder().build(Self.target)
        let program = try #require(outcome.program, "\(outcome)")
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-coredata-\(UUID().uuidString)/Notes.sqlite")
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        var subtitles: [String] = []
        for (title, conversation, priority) in [("Urgent: server down", "ops", 9), ("Lunch?", "friends", 1), ("Disk alert", "ops", 5)] {
            let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, Self.target), limits: .standard)
            defer { host.close() }
            var content = NotificationContent(title: title, body: "")
            content.userInfo = ["store": .string(store.path), "conversation": .string(conversation), "priority": .number(JSONNumber(priority))]
            try host.start(NotificationRequest(identifier: title, content: content, trigger: .push))
            subtitles.append(try #require(try host.content(waitingUpTo: 10)).subtitle)
        }
        #expect(subtitles == [
            "1 urgent:Urgent: server down conversation:1 unread:1 | 1 urgent:Urgent: server down conversation:1 unread:1",
            "2 urgent:Urgent: server down conversation:1 unread:1 | 2 urgent:Urgent: server down conversation:1 unread:1",
            "3 urgent:Urgent: server down,Disk alert conversation:2 unread:2 | 3 urgent:Urgent: server down,Disk alert conversation:2 unread:2",
        ])
        #expect(FileManager.default.fileExists(atPath: store.path))
    }
}
