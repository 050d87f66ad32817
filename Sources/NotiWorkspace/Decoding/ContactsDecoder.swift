import Foundation
import NotiCore

/// The workspace's address book (`contacts`) and the apps' Contacts authorization (`contactsAuthorization`), handed
/// to every extension's process (docs/rules/apple-frameworks.md#contacts, docs/extension-protocol.md#contacts).
struct ContactsDecoder {
    let sink: DiagnosticSink
    let root: URL

    static let authorizations = ["authorized", "limited", "denied", "restricted", "notDetermined"]

    /// `contacts` as the JSON text the child reads, each `image` made an absolute path; a contact that is not an
    /// object is an error and left out, an image that is not there a warning.
    func contacts(_ reader: ObjectReader) -> String? {
        guard let elements = reader.array("contacts") else { return nil }
        let contacts = elements.compactMap { element -> JSONValue? in
            guard case let .object(members) = element.value else {
                sink.error(element.path, "a contact is an object such as {\"givenName\": \"Ada\", \"phoneNumbers\": [\"+44 20 7946 0000\"]}")
                return nil
            }
            return .object(members.map { member in
                guard member.key == "image", case let .string(path) = member.value else { return member }
                let file = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
                if !FileManager.default.fileExists(atPath: file.path) {
                    sink.warning("\(element.path).image", "no file \(path); the contact has no picture")
                }
                return (key: member.key, value: .string(file.path))
            })
        }
        return JSONValue.array(contacts).serialized()
    }

    /// `contactsAuthorization`, one of ``authorizations``; another value is an error and the default (authorized) stays.
    func authorization(_ reader: ObjectReader) -> String? {
        guard let value = reader.string("contactsAuthorization") else { return nil }
        guard Self.authorizations.contains(value) else {
            sink.error(reader.childPath("contactsAuthorization"), "expected one of \(Self.authorizations.joined(separator: ", ")), got \"\(value)\"")
            return nil
        }
        return value
    }
}
