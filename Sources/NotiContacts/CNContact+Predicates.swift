import Foundation

extension CNContact {
    /// Contacts whose given, middle, family or nick name or organisation has a word starting with each word of `name`,
    /// ignoring case and diacritics (docs/rules/apple-frameworks.md#contacts).
    public static func predicateForContacts(matchingName name: String) -> NSPredicate {
        let wanted = words(name)
        return NSPredicate { object, _ in
            guard let contact = object as? CNContact, !wanted.isEmpty else { return false }
            let f = contact.fields
            let own = words([f.givenName, f.middleName, f.familyName, f.nickname, f.organizationName].joined(separator: " "))
            return wanted.allSatisfy { word in own.contains { $0.hasPrefix(word) } }
        }
    }

    /// Contacts with a phone number whose digits equal `phoneNumber`'s, or, leading zeros dropped, end with them (or
    /// it with theirs) when the shorter has at least 7 digits, so `020 7946 0000` finds `+44 20 7946 0000`.
    public static func predicateForContacts(matching phoneNumber: CNPhoneNumber) -> NSPredicate {
        let wanted = phoneNumber.digits
        return NSPredicate { object, _ in
            guard let contact = object as? CNContact, !wanted.isEmpty else { return false }
            return contact.fields.phoneNumbers.contains { samePhone($0.value.digits, wanted) }
        }
    }

    /// Contacts with `emailAddress`, ignoring case.
    public static func predicateForContacts(matchingEmailAddress emailAddress: String) -> NSPredicate {
        let wanted = emailAddress.lowercased()
        return NSPredicate { object, _ in
            (object as? CNContact)?.fields.emailAddresses.contains { ($0.value as String).lowercased() == wanted } ?? false
        }
    }

    /// Contacts with one of `identifiers`.
    public static func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        NSPredicate { object, _ in (object as? CNContact).map { identifiers.contains($0.storedIdentifier) } ?? false }
    }

    /// `text` folded to lowercase words without diacritics.
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
            .split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// Equal digits, or, without leading zeros (a national trunk prefix), the shorter of at least 7 ending the longer.
    static func samePhone(_ a: String, _ b: String) -> Bool {
        guard !a.isEmpty, !b.isEmpty else { return false }
        if a == b { return true }
        let (x, y) = (String(a.drop { $0 == "0" }), String(b.drop { $0 == "0" }))
        let (short, long) = x.count < y.count ? (x, y) : (y, x)
        return short.count >= 7 && long.hasSuffix(short)
    }
}
