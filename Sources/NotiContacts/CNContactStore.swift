import Foundation
internal import NotiDispatch

/// What the Contacts store holds (`CNEntityType`).
public enum CNEntityType: Int, Sendable {
    case contacts = 0
}

/// Whether the app may read contacts (`CNAuthorizationStatus`); `limited` is iOS 18's.
public enum CNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
    case limited = 4
}

/// A Contacts error (`CNError`), with Apple's codes.
public struct CNError: Error, Sendable, Hashable {
    /// What went wrong (`CNError.Code`).
    public enum Code: Int, Sendable {
        case communicationError = 1
        case authorizationDenied = 100
        case recordDoesNotExist = 200
    }
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}

/// What to fetch when enumerating (`CNContactFetchRequest`).
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    open var keysToFetch: [any CNKeyDescriptor]
    /// Which contacts; nil for all.
    open var predicate: NSPredicate?
    /// Kept; every contact is unified already.
    open var unifyResults = true

    /// A request for `keysToFetch` of every contact.
    public init(keysToFetch: [any CNKeyDescriptor]) { self.keysToFetch = keysToFetch }
}

/// The address book (Contacts' `CNContactStore`): the contacts the workspace declares, read by the extension's
/// process from `NOTISIM_CONTACTS`, under the authorization in `NOTISIM_CONTACTS_AUTHORIZATION` (docs/rules/apple-frameworks.md#contacts).
open class CNContactStore: NSObject, @unchecked Sendable {
    /// An empty handle on the process's address book.
    public override init() { super.init() }

    /// The workspace's authorization: authorized unless it says otherwise.
    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { DeclaredContacts.shared.authorization }

    /// Answers with the workspace's authorization at once (no prompt is shown: the workspace decided), and an
    /// `authorizationDenied` error when it is not authorized or limited.
    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let granted = Self.mayRead
        completionHandler(granted, granted ? nil : CNError(.authorizationDenied))
    }

    /// The workspace's authorization, as `requestAccess(for:completionHandler:)`.
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
        guard Self.mayRead else { throw CNError(.authorizationDenied) }
        return true
    }

    /// The contacts `predicate` matches, with `keys` fetched; throws `authorizationDenied` without access.
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] {
        try fetch(predicate, keys)
    }

    /// The contact with `identifier`; throws `recordDoesNotExist` when there is none.
    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        guard let contact = try fetch(CNContact.predicateForContacts(withIdentifiers: [identifier]), keys).first else {
            throw CNError(.recordDoesNotExist)
        }
        return contact
    }

    /// Calls `block` with each contact the request matches until it sets its second argument to true.
    open func enumerateContacts(with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {
        var stop = ObjCBool(false)
        for contact in try fetch(fetchRequest.predicate, fetchRequest.keysToFetch) {
            block(contact, &stop)
            if stop.boolValue { return }
        }
    }

    private static var mayRead: Bool { [.authorized, .limited].contains(DeclaredContacts.shared.authorization) }

    private func fetch(_ predicate: NSPredicate?, _ keys: [any CNKeyDescriptor]) throws -> [CNContact] {
        guard Self.mayRead else {
            ExtensionLog.write(subsystem: "Contacts", category: "[error]", "contacts read without access: authorization is \(DeclaredContacts.shared.authorization)")
            throw CNError(.authorizationDenied)
        }
        let fetched = Set(keys.flatMap(\.contactKeys))
        return DeclaredContacts.shared.contacts
            .map { CNContact(identifier: $0.storedIdentifier, fields: $0.fields, fetchedKeys: fetched) }
            .filter { predicate?.evaluate(with: $0) ?? true }
    }
}
