import CoreData
import UserNotifications

/// A service extension that keeps every push in Core Data, as apps sharing a store with their extension do: a
/// container on the file the payload names, a background context that files the push under its conversation and saves,
/// then the view context and a second container on the same file reading it back.
class NotificationService: UNNotificationServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent,
              let path = request.content.userInfo["store"] as? String else { return contentHandler(request.content) }
        let container = Self.container(at: path)
        let conversationName = request.content.userInfo["conversation"] as? String ?? "general"
        let priority = request.content.userInfo["priority"] as? Int ?? 0
        container.performBackgroundTask { context in
            let conversations = NSFetchRequest<Conversation>(entityName: "Conversation")
            conversations.predicate = NSPredicate(format: "name == %@", conversationName)
            let conversation = (try? context.fetch(conversations).first) ?? {
                let created = NSEntityDescription.insertNewObject(forEntityName: "Conversation", into: context) as! Conversation
                created.name = conversationName
                return created
            }()
            let push = Push(context: context)
            push.title = request.content.title
            push.receivedAt = Date()
            push.priority = Int16(priority)
            push.identifier = UUID()
            conversation.addToPushes(push)
            do {
                try context.save()
            } catch {
                content.subtitle = "save failed: \(error)"
                return contentHandler(content)
            }
            content.subtitle = Self.summary(container.viewContext, conversation: conversationName) + " | " + Self.summary(Self.container(at: path).viewContext, conversation: conversationName)
            contentHandler(content)
        }
    }

    /// A container on the store file at `path`.
    private static func container(at path: String) -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Notes")
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: path))]
        container.loadPersistentStores { _, error in
            if let error { fatalError("store failed: \(error)") }
        }
        return container
    }

    /// "ALL urgent:TITLES conversation:N unread:N": every push, the urgent ones by priority then title, the conversation's count.
    private static func summary(_ context: NSManagedObjectContext, conversation: String) -> String {
        let all: NSFetchRequest<Push> = Push.fetchRequest()
        let urgent: NSFetchRequest<Push> = Push.fetchRequest()
        urgent.predicate = NSPredicate(format: "priority >= %d AND (title CONTAINS[c] %@ OR title BEGINSWITH %@)", 5, "alert", "Urgent")
        urgent.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: false), NSSortDescriptor(keyPath: \Push.title, ascending: true)]
        urgent.fetchLimit = 2
        let unread = NSFetchRequest<NSFetchRequestResult>(entityName: "Push")
        unread.predicate = NSCompoundPredicate(andPredicateWithSubpredicates: [NSPredicate(format: "isRead == NO"), NSPredicate(format: "conversation.name = %@", conversation)])
        let conversations = NSFetchRequest<Conversation>(entityName: "Conversation")
        conversations.predicate = NSPredicate(format: "name == %@", conversation)
        let count = (try? context.count(for: all)) ?? -1
        let titles = ((try? context.fetch(urgent)) ?? []).compactMap(\.title).joined(separator: ",")
        let inConversation = ((try? context.fetch(conversations).first)?.pushes?.count) ?? -1
        let unreadCount = (try? context.count(for: unread)) ?? -1
        return "\(count) urgent:\(titles) conversation:\(inConversation) unread:\(unreadCount)"
    }
}
