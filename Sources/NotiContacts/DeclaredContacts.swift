import Foundation
internal import NotiDispatch

/// The address book the workspace declares, as the host hands it to the extension's process
/// (docs/extension-protocol.md#contacts): `NOTISIM_CONTACTS`, a JSON array of contacts (`givenName`, `middleName`,
/// `familyName`, `nickname`, `organizationName`, `jobTitle`, `identifier`, `phoneNumbers` and `emailAddresses` as
/// `{"label": …, "value": …}` objects or plain strings, `image` a file path), and `NOTISIM_CONTACTS_AUTHORIZATION`
/// (`authorized` unless set). Damaged JSON is an event log line and an empty book.
final class DeclaredContacts: Sendable {
    static let shared = DeclaredContacts(environment: ProcessInfo.processInfo.environment)

    let contacts: [CNContact]
    let authorization: CNAuthorizationStatus

    init(environment: [String: String]) {
        let statuses: [String: CNAuthorizationStatus] = ["notDetermined": .notDetermined, "restricted": .restricted, "denied": .denied,
                                                         "authorized": .authorized, "limited": .limited]
        authorization = environment["NOTISIM_CONTACTS_AUTHORIZATION"].flatMap { statuses[$0] } ?? .authorized
        guard let text = environment["NOTISIM_CONTACTS"] else {
            contacts = []
            return
        }
        guard let list = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [[String: Any]] else {
            ExtensionLog.write(subsystem: "Contacts", category: "[error]", "NOTISIM_CONTACTS is not a JSON array of contacts; the address book is empty")
            contacts = []
            return
        }
        contacts = list.enumerated().map { Self.contact($1, index: $0) }
    }

    private static func contact(_ entry: [String: Any], index: Int) -> CNContact {
        var fields = ContactFields()
        fields.givenName = entry["givenName"] as? String ?? ""
        fields.middleName = entry["middleName"] as? String ?? ""
        fields.familyName = entry["familyName"] as? String ?? ""
        fields.nickname = entry["nickname"] as? String ?? ""
        fields.organizationName = entry["organizationName"] as? String ?? ""
        fields.jobTitle = entry["jobTitle"] as? String ?? ""
        fields.phoneNumbers = labeled(entry["phoneNumbers"]).map { CNLabeledValue(label: $0, value: CNPhoneNumber(stringValue: $1)) }
        fields.emailAddresses = labeled(entry["emailAddresses"]).map { CNLabeledValue(label: $0, value: $1 as NSString) }
        fields.imageData = (entry["image"] as? String).flatMap { FileManager.default.contents(atPath: $0) }
        let identifier = entry["identifier"] as? String ?? "notisim-contact-\(index + 1)"
        return CNContact(identifier: identifier, fields: fields, fetchedKeys: nil)
    }

    /// Values given as `{"label": "mobile", "value": …}` or plain strings; `home`, `work`, `mobile`, `main` and `other`
    /// become Apple's label constants.
    private static func labeled(_ value: Any?) -> [(String?, String)] {
        let names = ["home": CNLabelHome, "work": CNLabelWork, "other": CNLabelOther, "mobile": CNLabelPhoneNumberMobile,
                     "iphone": CNLabelPhoneNumberiPhone, "main": CNLabelPhoneNumberMain]
        return (value as? [Any] ?? []).compactMap { item in
            if let text = item as? String { return (nil, text) }
            guard let object = item as? [String: Any], let text = object["value"] as? String else { return nil }
            let label = object["label"] as? String
            return (label.map { names[$0.lowercased()] ?? $0 }, text)
        }
    }
}
