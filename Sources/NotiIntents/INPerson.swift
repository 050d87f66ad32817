// Foundation comes through NotiDispatch, as in the other subsets an extension imports.
@_exported import NotiDispatch

/// What kind of value a person handle holds (Apple's `INPersonHandleType`).
public enum INPersonHandleType: Int, Sendable {
    case unknown = 0, emailAddress = 1, phoneNumber = 2
}

/// How a person is identified in the app: an account name, phone number or e-mail address (Apple's `INPersonHandle`).
open class INPersonHandle: NSObject, @unchecked Sendable {
    public let value: String?
    public let type: INPersonHandleType

    public init(value: String?, type: INPersonHandleType) {
        self.value = value
        self.type = type
    }
}

/// An image in an intent, here a person's avatar (Apple's `INImage`).
open class INImage: NSObject, @unchecked Sendable {
    private enum Source { case data(Data), file(String), named(String) }
    private let source: Source
    private var writtenPath: String?

    private init(source: Source) { self.source = source }

    /// An image from a file of the extension's bundle; notisim reads it as a file of the workspace.
    public convenience init(named name: String) { self.init(source: .named(name)) }

    /// An image from its PNG, JPEG or GIF bytes.
    public convenience init(imageData: Data) { self.init(source: .data(imageData)) }

    /// An image from a local file; nil when the URL is not a file that exists.
    public convenience init?(url URL: URL) {
        guard URL.isFileURL, FileManager.default.fileExists(atPath: URL.path) else { return nil }
        self.init(source: .file(URL.path))
    }

    /// The file the host reads the avatar from: a named image relative to the workspace, data written once to a
    /// temporary file.
    package func filePath() -> String? {
        switch source {
        case .named(let name): return name
        case .file(let path): return path
        case .data(let data):
            if let writtenPath { return writtenPath }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-avatar-\(UUID().uuidString)")
            guard (try? data.write(to: file)) != nil else { return nil }
            writtenPath = file.path
            return file.path
        }
    }
}

/// How the system may suggest a person (Apple's `INPersonSuggestionType`).
public enum INPersonSuggestionType: Int, Sendable {
    case none = 0, socialProfile = 1, instantMessageAddress = 2
}

/// A person taking part in a message or call: the sender of a communication notification (Apple's `INPerson`).
open class INPerson: NSObject, @unchecked Sendable {
    public let personHandle: INPersonHandle?
    public let nameComponents: PersonNameComponents?
    /// The name shown for the person.
    public let displayName: String
    public let image: INImage?
    public let contactIdentifier: String?
    public let customIdentifier: String?
    /// Whether the person is the device's user.
    public let isMe: Bool
    public let suggestionType: INPersonSuggestionType

    public init(personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
                contactIdentifier: String?, customIdentifier: String?, isMe: Bool, suggestionType: INPersonSuggestionType) {
        self.personHandle = personHandle
        self.nameComponents = nameComponents
        let formatted = nameComponents.map(Self.fullName) ?? ""
        self.displayName = displayName ?? (formatted.isEmpty ? personHandle.value ?? "" : formatted)
        self.image = image
        self.contactIdentifier = contactIdentifier
        self.customIdentifier = customIdentifier
        self.isMe = isMe
        self.suggestionType = suggestionType
    }

    public convenience init(personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
                            contactIdentifier: String?, customIdentifier: String?) {
        self.init(personHandle: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
                  contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: false, suggestionType: .none)
    }

    public convenience init(personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
                            contactIdentifier: String?, customIdentifier: String?, isMe: Bool) {
        self.init(personHandle: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
                  contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: isMe, suggestionType: .none)
    }
}

extension INPerson {
    /// Given, middle and family name, else the nickname: the name shown when no display name is given.
    static func fullName(_ components: PersonNameComponents) -> String {
        let full = [components.givenName, components.middleName, components.familyName].compactMap { $0 }.joined(separator: " ")
        return full.isEmpty ? components.nickname ?? "" : full
    }
}

/// A name as Siri would say it; a group conversation's name (Apple's `INSpeakableString`).
open class INSpeakableString: NSObject, @unchecked Sendable {
    public let spokenPhrase: String
    public let vocabularyIdentifier: String?

    public init(spokenPhrase: String) {
        self.spokenPhrase = spokenPhrase
        self.vocabularyIdentifier = nil
    }

    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.spokenPhrase = spokenPhrase
        self.vocabularyIdentifier = vocabularyIdentifier
    }
}
