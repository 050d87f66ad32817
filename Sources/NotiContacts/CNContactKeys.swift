/// What a fetch asks for: a key string (`CNContactGivenNameKey`) or a formatter's set of keys (Contacts' `CNKeyDescriptor`).
public protocol CNKeyDescriptor: Sendable {
    /// The contact keys the descriptor stands for.
    var contactKeys: [String] { get }
}

extension String: CNKeyDescriptor {
    /// The key itself.
    public var contactKeys: [String] { [self] }
}

/// The key of a contact's `identifier`, for `keysToFetch`.
public let CNContactIdentifierKey = "identifier"
/// The key of a contact's `givenName`, for `keysToFetch`.
public let CNContactGivenNameKey = "givenName"
/// The key of a contact's `middleName`, for `keysToFetch`.
public let CNContactMiddleNameKey = "middleName"
/// The key of a contact's `familyName`, for `keysToFetch`.
public let CNContactFamilyNameKey = "familyName"
/// The key of a contact's `nickname`, for `keysToFetch`.
public let CNContactNicknameKey = "nickname"
/// The key of a contact's `organizationName`, for `keysToFetch`.
public let CNContactOrganizationNameKey = "organizationName"
/// The key of a contact's `jobTitle`, for `keysToFetch`.
public let CNContactJobTitleKey = "jobTitle"
/// The key of a contact's `phoneNumbers`, for `keysToFetch`.
public let CNContactPhoneNumbersKey = "phoneNumbers"
/// The key of a contact's `emailAddresses`, for `keysToFetch`.
public let CNContactEmailAddressesKey = "emailAddresses"
/// The key of a contact's `imageData`, for `keysToFetch`.
public let CNContactImageDataKey = "imageData"
/// The key of a contact's `thumbnailImageData`, for `keysToFetch`.
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
/// The key of a contact's `imageDataAvailable`, for `keysToFetch`.
public let CNContactImageDataAvailableKey = "imageDataAvailable"
