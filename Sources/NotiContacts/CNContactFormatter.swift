import Foundation

/// Which name a formatter writes (`CNContactFormatterStyle`).
public enum CNContactFormatterStyle: Int, Sendable {
    case fullName = 0
    case phoneticFullName = 1
}

/// The keys a formatter style reads.
struct FormatterKeys: CNKeyDescriptor {
    let contactKeys: [String]
}

/// Writes a contact's name (Contacts' `CNContactFormatter`): given, middle and family name in that order, as an
/// English-language device does; the organisation when the name is empty; nil when both are. *Decision:* notisim
/// always uses the Western order (docs/rules/apple-frameworks.md#contacts).
open class CNContactFormatter: Formatter, @unchecked Sendable {
    open var style: CNContactFormatterStyle = .fullName

    /// The name of `contact` in `style`.
    public static func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
        let name = [contact.givenName, contact.middleName, contact.familyName].filter { !$0.isEmpty }.joined(separator: " ")
        if !name.isEmpty { return name }
        let organization = contact.organizationName
        return organization.isEmpty ? nil : organization
    }

    /// The keys `style` reads, for `keysToFetch`.
    public static func descriptorForRequiredKeys(for style: CNContactFormatterStyle) -> any CNKeyDescriptor {
        FormatterKeys(contactKeys: [CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey, CNContactOrganizationNameKey])
    }

    /// The name of `contact` in this formatter's style.
    open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }

    /// The name of a contact; nil for another object.
    open override func string(for obj: Any?) -> String? { (obj as? CNContact).flatMap { string(from: $0) } }
}
