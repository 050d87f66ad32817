/// A person of a communication notification (`INPerson`).
package struct CommunicationPerson: Sendable, Hashable, Codable {
    /// The display name, shown as the title.
    package var name: String
    /// The handle (`INPersonHandle`), e.g. a phone number or `@tanaka`.
    package var handle: String
    /// Absolute path of the avatar image (`INImage`), nil for initials.
    package var imagePath: String?

    package init(name: String, handle: String = "", imagePath: String? = nil) {
        self.name = name; self.handle = handle; self.imagePath = imagePath
    }

    /// Up to two initials of the name, for an avatar without an image.
    package var initials: String {
        name.split(whereSeparator: { $0.isWhitespace }).prefix(2).compactMap { $0.first.map(String.init) }.joined().uppercased()
    }
}

/// What kind of communication an intent describes.
package enum CommunicationKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `INSendMessageIntent`
    case message
    /// `INStartCallIntent`
    case call
}

/// The intent a communication notification's content was updated from with `updating(from:)` (iOS 15,
/// docs/rules.md#communication-notifications).
package struct CommunicationIntent: Sendable, Hashable, Codable {
    package var kind: CommunicationKind
    package var sender: CommunicationPerson
    /// `speakableGroupName`: a group conversation's name, shown as the title instead of the sender.
    package var groupName: String?
    package var conversationID: String?
    /// Whether the app donated the interaction (`INInteraction.donate`); iOS needs it.
    package var donated: Bool

    package init(kind: CommunicationKind = .message, sender: CommunicationPerson, groupName: String? = nil,
                conversationID: String? = nil, donated: Bool = true) {
        self.kind = kind; self.sender = sender; self.groupName = groupName; self.conversationID = conversationID; self.donated = donated
    }

    /// The title a communication notification shows: the group's name, else the sender's.
    package var title: String { groupName ?? sender.name }
}
