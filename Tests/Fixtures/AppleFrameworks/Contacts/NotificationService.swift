import Foundation
import UserNotifications
import Contacts

/// A messaging app's service extension that looks the sender up in the address book, as communication notifications
/// do: by phone number, else by email address, else by name; the title becomes the contact's name.
class NotificationService: UNNotificationServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else { return contentHandler(request.content) }
        let status = CNContactStore.authorizationStatus(for: .contacts)
        let store = CNContactStore()
        let keys: [CNKeyDescriptor] = [CNContactFormatter.descriptorForRequiredKeys(for: .fullName), CNContactPhoneNumbersKey as CNKeyDescriptor,
                                       CNContactEmailAddressesKey as CNKeyDescriptor, CNContactThumbnailImageDataKey as CNKeyDescriptor]
        let phone = request.content.userInfo["phone"] as? String ?? ""
        let email = request.content.userInfo["email"] as? String ?? ""
        do {
            var found = try store.unifiedContacts(matching: CNContact.predicateForContacts(matching: CNPhoneNumber(stringValue: phone)), keysToFetch: keys)
            if found.isEmpty { found = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingEmailAddress: email), keysToFetch: keys) }
            if let sender = found.first {
                content.title = CNContactFormatter.string(from: sender, style: .fullName) ?? "no name"
                let label = sender.emailAddresses.first?.label.map(CNLabeledValue<NSString>.localizedString(forLabel:)) ?? "none"
                content.subtitle = "\(label) \(sender.thumbnailImageData?.count ?? 0) bytes, nickname \"\(sender.nickname)\" \(sender.isKeyAvailable(CNContactNicknameKey))"
            }
            var names: [String] = []
            try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])) { contact, stop in
                names.append(contact.givenName)
                if names.count == 2 { stop.pointee = true }
            }
            let byName = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "jose"), keysToFetch: [CNContactFamilyNameKey as CNKeyDescriptor])
            content.body = "\(status.rawValue): \(names.joined(separator: ", ")); jose → \(byName.map(\.familyName).joined())"
        } catch let error as CNError {
            content.body = "\(status.rawValue): error \(error.code.rawValue)"
        } catch {
            content.body = "other error"
        }
        store.requestAccess(for: .contacts) { granted, _ in
            content.body += granted ? " granted" : " refused"
            contentHandler(content)
        }
    }
}
