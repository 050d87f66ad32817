import NotiUserNotifications

/// The base of the intents a communication notification is made from (Apple's `INIntent`).
open class INIntent: NSObject, @unchecked Sendable {
    /// Set by `INInteraction.donate`; iOS shows a communication notification only for a donated intent
    /// (docs/rules/focus.md#communication-notifications).
    package private(set) var donated = false

    public override init() { super.init() }

    package func markDonated() { donated = true }
}

/// The format of a message (Apple's `INOutgoingMessageType`).
public enum INOutgoingMessageType: Int, Sendable {
    case unknown = 0, outgoingMessageText = 1, outgoingMessageAudio = 2
}

/// A file sent with a message (Apple's `INSendMessageAttachment`); notisim does not show it.
open class INSendMessageAttachment: NSObject, @unchecked Sendable {}

/// A message sent to the user: the intent a chat app's service extension updates its notification from
/// (Apple's `INSendMessageIntent`).
open class INSendMessageIntent: INIntent, UNCommunicationProviding, @unchecked Sendable {
    public let recipients: [INPerson]?
    public let outgoingMessageType: INOutgoingMessageType
    public let content: String?
    /// A group conversation's name, shown as the notification's title.
    public let speakableGroupName: INSpeakableString?
    public let conversationIdentifier: String?
    public let serviceName: String?
    /// Who sent the message: the avatar and name the notification shows.
    public let sender: INPerson?
    public let attachments: [INSendMessageAttachment]?

    public init(recipients: [INPerson]?, outgoingMessageType: INOutgoingMessageType, content: String?, speakableGroupName: INSpeakableString?,
                conversationIdentifier: String?, serviceName: String?, sender: INPerson?, attachments: [INSendMessageAttachment]?) {
        self.recipients = recipients
        self.outgoingMessageType = outgoingMessageType
        self.content = content
        self.speakableGroupName = speakableGroupName
        self.conversationIdentifier = conversationIdentifier
        self.serviceName = serviceName
        self.sender = sender
        self.attachments = attachments
    }

    public convenience init(recipients: [INPerson]?, outgoingMessageType: INOutgoingMessageType, content: String?,
                            speakableGroupName: INSpeakableString?, conversationIdentifier: String?, serviceName: String?, sender: INPerson?) {
        self.init(recipients: recipients, outgoingMessageType: outgoingMessageType, content: content, speakableGroupName: speakableGroupName,
                  conversationIdentifier: conversationIdentifier, serviceName: serviceName, sender: sender, attachments: nil)
    }

    package func communicationSnapshot() throws -> UNCommunicationSnapshot {
        try INIntent.snapshot(kind: "message", intentName: "INSendMessageIntent", person: sender, personRole: "sender",
                              groupName: speakableGroupName?.spokenPhrase, conversationIdentifier: conversationIdentifier)
    }

    package var isDonated: Bool { donated }
}

extension INIntent {
    /// The snapshot of a communication intent whose person is `person`; throws when there is none or it has no name.
    static func snapshot(kind: String, intentName: String, person: INPerson?, personRole: String, groupName: String?,
                         conversationIdentifier: String?) throws -> UNCommunicationSnapshot {
        guard let person else { throw UNContentUpdateError("updating(from:): the \(intentName) has no \(personRole)") }
        guard !person.displayName.isEmpty else {
            throw UNContentUpdateError("updating(from:): the \(intentName)'s \(personRole) has no displayName, nameComponents or handle")
        }
        return UNCommunicationSnapshot(kind: kind, senderName: person.displayName, senderHandle: person.personHandle?.value ?? "",
                                       senderImagePath: person.image?.filePath(), groupName: groupName,
                                       conversationIdentifier: conversationIdentifier)
    }
}
