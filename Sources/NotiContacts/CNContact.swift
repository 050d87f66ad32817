import Foundation
internal import NotiDispatch

/// A person in the address book (Contacts' `CNContact`), as a fetch gives it: only the fetched keys may be read.
/// Reading one that was not fetched is an error line in the event log and gives the empty value, where iOS raises
/// `CNPropertyNotFetchedException` and ends the extension (docs/rules/apple-frameworks.md#contacts).
open class CNContact: NSObject, @unchecked Sendable {
    var storedIdentifier: String
    var fields = ContactFields()
    /// The keys a fetch asked for; nil for a contact made in code, which has every key.
    let fetchedKeys: Set<String>?

    init(identifier: String, fields: ContactFields, fetchedKeys: Set<String>?) {
        storedIdentifier = identifier; self.fields = fields; self.fetchedKeys = fetchedKeys
    }

    /// An empty contact.
    public override convenience init() { self.init(identifier: UUID().uuidString, fields: ContactFields(), fetchedKeys: nil) }

    /// Whether `key` was fetched.
    public func isKeyAvailable(_ key: String) -> Bool { fetchedKeys?.contains(key) ?? true }

    /// Whether every key of `keyDescriptors` was fetched.
    public func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool {
        keyDescriptors.flatMap(\.contactKeys).allSatisfy(isKeyAvailable)
    }

    /// `field` when `key` was fetched; else the event log's error line and `empty`.
    func read<Value>(_ key: String, _ value: Value, empty: Value) -> Value {
        guard isKeyAvailable(key) else {
            ExtensionLog.write(subsystem: "Contacts", category: "[error]",
                               "\(key) was read but not fetched: add \(Self.constantName(key)) to keysToFetch (iOS raises CNPropertyNotFetchedException here)")
            return empty
        }
        return value
    }

    /// `givenName` as `CNContactGivenNameKey`.
    static func constantName(_ key: String) -> String { "CNContact" + key.prefix(1).uppercased() + key.dropFirst() + "Key" }

    /// Always available, as on iOS.
    public var identifier: String { storedIdentifier }
    public var givenName: String { read(CNContactGivenNameKey, fields.givenName, empty: "") }
    public var middleName: String { read(CNContactMiddleNameKey, fields.middleName, empty: "") }
    public var familyName: String { read(CNContactFamilyNameKey, fields.familyName, empty: "") }
    public var nickname: String { read(CNContactNicknameKey, fields.nickname, empty: "") }
    public var organizationName: String { read(CNContactOrganizationNameKey, fields.organizationName, empty: "") }
    public var jobTitle: String { read(CNContactJobTitleKey, fields.jobTitle, empty: "") }
    public var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { read(CNContactPhoneNumbersKey, fields.phoneNumbers, empty: []) }
    public var emailAddresses: [CNLabeledValue<NSString>] { read(CNContactEmailAddressesKey, fields.emailAddresses, empty: []) }
    public var imageData: Data? { read(CNContactImageDataKey, fields.imageData, empty: nil) }
    /// The image's bytes as they are: notisim does not make a smaller thumbnail.
    public var thumbnailImageData: Data? { read(CNContactThumbnailImageDataKey, fields.imageData, empty: nil) }
    public var imageDataAvailable: Bool { read(CNContactImageDataAvailableKey, fields.imageData != nil, empty: false) }

    /// A mutable copy with every fetched field.
    open override func mutableCopy() -> Any { CNMutableContact(identifier: storedIdentifier, fields: fields, fetchedKeys: fetchedKeys) }

    /// A copy.
    open override func copy() -> Any { CNContact(identifier: storedIdentifier, fields: fields, fetchedKeys: fetchedKeys) }
}

/// A contact made or changed in code (Contacts' `CNMutableContact`); every key is available.
open class CNMutableContact: CNContact, @unchecked Sendable {
    public override var givenName: String { get { super.givenName } set { fields.givenName = newValue } }
    public override var middleName: String { get { super.middleName } set { fields.middleName = newValue } }
    public override var familyName: String { get { super.familyName } set { fields.familyName = newValue } }
    public override var nickname: String { get { super.nickname } set { fields.nickname = newValue } }
    public override var organizationName: String { get { super.organizationName } set { fields.organizationName = newValue } }
    public override var jobTitle: String { get { super.jobTitle } set { fields.jobTitle = newValue } }
    public override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { get { super.phoneNumbers } set { fields.phoneNumbers = newValue } }
    public override var emailAddresses: [CNLabeledValue<NSString>] { get { super.emailAddresses } set { fields.emailAddresses = newValue } }
    public override var imageData: Data? { get { super.imageData } set { fields.imageData = newValue } }
}

/// The values of a contact's keys.
struct ContactFields {
    var givenName = "", middleName = "", familyName = "", nickname = "", organizationName = "", jobTitle = ""
    var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    var emailAddresses: [CNLabeledValue<NSString>] = []
    var imageData: Data?
}
