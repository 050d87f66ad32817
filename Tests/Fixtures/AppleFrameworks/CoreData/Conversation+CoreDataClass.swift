import Foundation
import CoreData

/// A conversation's pushes, written by hand as a project with Manual/None codegen does.
@objc(Conversation)
public class Conversation: NSManagedObject {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Conversation> {
        return NSFetchRequest<Conversation>(entityName: "Conversation")
    }

    @NSManaged public var name: String
    @NSManaged public var pushes: NSSet?
}

extension Conversation {
    @objc(addPushesObject:)
    @NSManaged public func addToPushes(_ value: Push)

    @objc(removePushesObject:)
    @NSManaged public func removeFromPushes(_ value: Push)
}
