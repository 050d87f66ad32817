/// A person of a communication notification (`INPerson`).
public struct CommunicationPerson: Sendable, Hashable, Codable {
    /// The display name, shown as the title.
    public var name: String
    /// The handle (`INPersonHandle`), e.g. a phone number or `@tanaka`.
    public var handle: String
    /// Absolute path of the avatar image (`INImage`), nil for initials.
    public var imagePath: String?

    public init(name: String, handle: String = "", imagePath: String? = nil) {
        self.name = name; self.handle = handle; self.imagePath = imagePath
    }

    /// Up to two initials of the name, for an avatar without an image.
    public var initials: String {
        name.split(whereSeparator: { $0.isWhitespace }).prefix(2).compactMap { $0.first.map(String.init) }.joined().uppercased()
    }
}

/// What kind of communication an intent describes.
public enum CommunicationKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `INSendMessageIntent`
    case message
    /// `INStartCallIntent`
    case call
}

/// The intent a communication notification's content was updated from with `updating(from:)` (iOS 15,
/// docs/rules/focus.md#communication-notifications).
public struct CommunicationIntent: Sendable, Hashable, Codable {
    public var kind: CommunicationKind
    public var sender: CommunicationPerson
    /// `speakableGroupName`: a group conversation's name, shown as the title instead of the sender.
    public var groupName: String?
    public var conversationID: String?
    /// Whether the app donated the interaction (`INInteraction.donate`); iOS needs it.
    public var donated: Bool

    public init(kind: CommunicationKind = .message, sender: CommunicationPerson, groupName: String? = nil,
                conversationID: String? = nil, donated: Bool = true) {
        self.kind = kind; self.sender = sender; self.groupName = groupName; self.conversationID = conversationID; self.donated = donated
    }

    /// The title a communication notification shows: the group's name, else the sender's.
    public var title: String { groupName ?? sender.name }
}
