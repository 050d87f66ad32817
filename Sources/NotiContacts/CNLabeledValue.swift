import Foundation

/// A phone number as the user typed it (Contacts' `CNPhoneNumber`).
public final class CNPhoneNumber: NSObject, @unchecked Sendable {
    public let stringValue: String

    /// The number written `stringValue`.
    public init(stringValue: String) { self.stringValue = stringValue }

    /// Its digits only, for matching.
    var digits: String { String(stringValue.filter(\.isNumber)) }
}

/// A value with a label such as home or mobile (Contacts' `CNLabeledValue`).
public final class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
    public let identifier: String
    public let label: String?
    public let value: ValueType

    /// `value` under `label` (one of the `CNLabel…` constants or the user's own).
    public init(label: String?, value: ValueType) {
        identifier = UUID().uuidString; self.label = label; self.value = value
    }

    /// The label as the Contacts app shows it in English: `home`, `work`, `mobile`; a label of the user's own as it is.
    public static func localizedString(forLabel label: String) -> String {
        guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_") else { return label }
        let name = label.dropFirst(4).dropLast(4)
        return name == "iPhone" ? "iPhone" : name.lowercased()
    }
}

/// A standard label (`CNLabelHome`).
public let CNLabelHome = "_$!<Home>!$_"
/// A standard label (`CNLabelWork`).
public let CNLabelWork = "_$!<Work>!$_"
/// A standard label (`CNLabelOther`).
public let CNLabelOther = "_$!<Other>!$_"
/// A standard label (`CNLabelPhoneNumberMobile`).
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
/// A standard label (`CNLabelPhoneNumberiPhone`).
public let CNLabelPhoneNumberiPhone = "iPhone"
/// A standard label (`CNLabelPhoneNumberMain`).
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
