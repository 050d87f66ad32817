import NotiSwiftSource
import Testing

/// Core Data's `@NSManaged` declarations on Linux (docs/rules/apple-frameworks.md#coredata).
@Suite("@NSManaged on Linux")
struct ManagedPropertyRewriteTests {
    @Test("@NSManaged var becomes a computed property over the object's values, and addToX/removeFromX get bodies, on the same lines")
    func managedDeclarationsGetAccessors() {
        let source = """
        extension Conversation {
            @NSManaged public var name: String
            @NSManaged var `default`: Bool // a comment stays
            @objc(addPushesObject:)
            @NSManaged public func addToPushes(_ value: Push)
            @NSManaged public func removeFromPushes(_ values: NSSet)
            var plain: Int { 1 }
        }
        """
        let rewritten = ManagedPropertyRewrite.rewrite(SourceFile(path: "Conversation.swift", text: source))
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[1] == "               public var name: String { get { _managedValue(forKey: \"name\") } set { _setManagedValue(newValue, forKey: \"name\") } }")
        #expect(lines[2] == "               var `default`: Bool { get { _managedValue(forKey: \"default\") } set { _setManagedValue(newValue, forKey: \"default\") } } // a comment stays")
        #expect(lines[3] == "    @objc(addPushesObject:)")
        #expect(lines[4] == "               public func addToPushes(_ value: Push) { _addToManagedRelationship(value, forKey: \"pushes\") }")
        #expect(lines[5] == "               public func removeFromPushes(_ values: NSSet) { _removeFromManagedRelationship(values, forKey: \"pushes\") }")
        #expect(lines[6] == "    var plain: Int { 1 }")
    }
}
