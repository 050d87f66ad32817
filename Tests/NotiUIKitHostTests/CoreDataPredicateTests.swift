import CoreData
import Foundation
import Testing

/// CoreData's predicates and sort descriptors, read and evaluated by notisim (docs/rules/apple-frameworks.md#coredata), on dictionaries
/// and on objects of an in-memory store.
@Suite("CoreData predicates")
struct CoreDataPredicateTests {
    nonisolated(unsafe) static let push: [String: Any] = ["title": "Urgent: Café closed", "priority": 7, "read": false, "tags": ["ops", "food"],
                                      "sent": Date(timeIntervalSinceReferenceDate: 100)]

    static func holds(_ format: String, _ arguments: Any...) -> Bool {
        NSPredicate(format: format, argumentArray: arguments).evaluate(with: push)
    }

    @Test("Predicate formats: comparisons, string operators with [c] and [d], AND, OR, NOT, IN, ANY, %K and literals")
    func formats() {
        #expect(Self.holds("priority == %d", 7) && Self.holds("priority = 7") && Self.holds("priority != 3") && Self.holds("priority <> 3"))
        #expect(Self.holds("priority > 5 AND priority <= 7") && !Self.holds("priority < 7") && Self.holds("priority >= %@", NSNumber(value: 7)))
        #expect(Self.holds("title BEGINSWITH %@", "Urgent") && !Self.holds("title BEGINSWITH %@", "urgent") && Self.holds("title BEGINSWITH[c] 'urgent'"))
        #expect(Self.holds("title CONTAINS[cd] %@", "CAFE") && !Self.holds("title CONTAINS[c] %@", "CAFE") && Self.holds("title ENDSWITH \"closed\""))
        #expect(Self.holds("title LIKE 'Urgent*c?osed'") && !Self.holds("title LIKE 'Urgent'"))
        #expect(Self.holds("%K == %@", "title", "Urgent: Café closed") && Self.holds("read == NO") && Self.holds("read = FALSE") && !Self.holds("read == YES"))
        #expect(Self.holds("priority IN {1, 7}") && Self.holds("priority IN %@", [3, 7]) && !Self.holds("priority IN {1, 2}"))
        #expect(Self.holds("ANY tags == 'food'") && Self.holds("tags CONTAINS 'ops'") && !Self.holds("ANY tags == 'mail'"))
        #expect(Self.holds("NOT (priority < 5) && (title == 'x' || read == NO)") && Self.holds("!(priority == 1)"))
        #expect(Self.holds("missing == nil") && !Self.holds("missing > 3") && !Self.holds("missing < 3") && Self.holds("title != NULL"))
        #expect(Self.holds("sent > %@", Date(timeIntervalSinceReferenceDate: 50)) && Self.holds("TRUEPREDICATE") && !Self.holds("FALSEPREDICATE"))
        let compound = NSCompoundPredicate(orPredicateWithSubpredicates: [NSPredicate(format: "priority == 1"), NSPredicate(value: true)])
        #expect(compound.evaluate(with: Self.push) && compound.predicateFormat == "(priority == 1) OR (TRUEPREDICATE)")
    }

    @Test("An in-memory store: fetch filters by predicate, sorts by key and key path, offsets and limits; count matches; a deleted object is gone after save")
    func inMemoryStore() throws {
        NotisimDataModels.register(name: "PredicateTests", contents: """
            <model><entity name="Note" representedClassName="NSManagedObject">
              <attribute name="title" optional="YES" attributeType="String"/>
              <attribute name="rank" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
            </entity></model>
            """, module: "NotiUIKitHostTests")
        let container = NSPersistentContainer(name: "PredicateTests")
        // Without the host's container (a process started by hand, as this test), the default store is in the temporary folder.
        #expect(container.persistentStoreDescriptions.first?.url?.path == FileManager.default.temporaryDirectory
            .appendingPathComponent("notisim-coredata/PredicateTests.sqlite").path)
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [description]
        var loadError: (any Error)?
        container.loadPersistentStores { _, error in loadError = error }
        #expect(loadError == nil)
        let context = container.viewContext
        for (title, rank) in [("b", 2), ("a", 2), ("c", 1), ("d", 3)] {
            let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
            note.setValue(title, forKey: "title")
            note.setValue(rank, forKey: "rank")
        }
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
        let request = NSFetchRequest<NSManagedObject>(entityName: "Note")
        request.predicate = NSPredicate(format: "rank >= 2")
        request.sortDescriptors = [NSSortDescriptor(key: "rank", ascending: false), NSSortDescriptor(key: "title", ascending: true)]
        #expect(try context.fetch(request).compactMap { $0.value(forKey: "title") as? String } == ["d", "a", "b"])
        request.fetchOffset = 1
        request.fetchLimit = 1
        #expect(try context.fetch(request).compactMap { $0.value(forKey: "title") as? String } == ["a"])
        #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Note")) == 4)
        let first = try #require(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note")).first { $0.value(forKey: "title") as? String == "c" })
        context.delete(first)
        try context.save()
        let other = container.newBackgroundContext()
        #expect(try other.count(for: NSFetchRequest<NSManagedObject>(entityName: "Note")) == 3)
    }
}
