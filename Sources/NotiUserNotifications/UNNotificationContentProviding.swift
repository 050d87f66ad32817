import Foundation

/// An object whose information `UNNotificationContent.updating(from:)` adds to a notification, such as a message or
/// call intent (Apple's `UNNotificationContentProviding`, iOS 15).
public protocol UNNotificationContentProviding: NSObjectProtocol {}

/// What a communication notification takes from the intent it was updated from; the host reads it when the content
/// handler is called (docs/rules/focus.md#communication-notifications).
package struct UNCommunicationSnapshot: Sendable, Hashable {
    /// `message` for `INSendMessageIntent`, `call` for `INStartCallIntent`.
    package var kind: String
    package var senderName: String
    package var senderHandle: String
    /// The avatar's file: absolute, or relative to the workspace for a named image.
    package var senderImagePath: String?
    package var groupName: String?
    package var conversationIdentifier: String?

    package init(kind: String, senderName: String, senderHandle: String, senderImagePath: String?, groupName: String?,
                 conversationIdentifier: String?) {
        self.kind = kind; self.senderName = senderName; self.senderHandle = senderHandle; self.senderImagePath = senderImagePath
        self.groupName = groupName; self.conversationIdentifier = conversationIdentifier
    }
}

/// A content provider notisim turns into a communication notification: the Intents subset's message and call intents.
package protocol UNCommunicationProviding: UNNotificationContentProviding {
    /// The intent's sender and conversation; throws when the intent cannot make a communication notification.
    func communicationSnapshot() throws -> UNCommunicationSnapshot
    /// Whether an interaction with this intent was donated (`INInteraction.donate`); read when the handler is called.
    var isDonated: Bool { get }
}

/// Why `updating(from:)` could not update the content.
package struct UNContentUpdateError: Error, CustomStringConvertible, Sendable {
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
    package var description: String { reason }
}

extension UNNotificationContent {
    /// A copy of this content updated from `provider`: with a message or call intent, a communication notification
    /// showing the sender's avatar and name (Apple's `updating(from:)`, iOS 15). Throws when the intent has no sender
    /// with a name, or the provider is not one notisim knows.
    public func updating(from provider: any UNNotificationContentProviding) throws -> UNNotificationContent {
        guard let intent = provider as? any UNCommunicationProviding else {
            throw UNContentUpdateError("updating(from:): \(type(of: provider)) is not an INSendMessageIntent or INStartCallIntent")
        }
        _ = try intent.communicationSnapshot()
        let updated = copy() as! UNNotificationContent
        updated.communicationProvider = intent
        return updated
    }
}
