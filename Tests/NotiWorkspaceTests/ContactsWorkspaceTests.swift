import Foundation
import NotiCore
import Testing
@testable import NotiWorkspace

// docs/rules/apple-frameworks.md#contacts
@Suite("Workspace contacts")
struct ContactsWorkspaceTests {
    static func workspace(_ members: String) -> String {
        #"{"version": 1, \#(members), "apps": [{"bundleID": "com.example.ok", "displayName": "OK"}]}"#
    }

    @Test("contacts in workspace.json become the address book handed to extensions, with picture paths made absolute; contactsAuthorization is one of Contacts' statuses")
    func contactsAndAuthorization() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(#"""
            "contacts": [{"givenName": "Ada", "phoneNumbers": ["+44 20 7946 0000"], "image": "contacts/ada.png"}, "Bob"],
            "contactsAuthorization": "denied"
            """#), files: ["contacts/ada.png": "not really a picture"])
        #expect(result.lines == [#"workspace.json: error: contacts[1]: a contact is an object such as {"givenName": "Ada", "phoneNumbers": ["+44 20 7946 0000"]}"#])
        let workspace = try #require(result.workspace)
        #expect(workspace.contactsAuthorization == "denied")
        let json = try #require(workspace.contactsJSON)
        let contacts = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(contacts.count == 1 && contacts[0]["givenName"] as? String == "Ada")
        let image = try #require(contacts[0]["image"] as? String)
        #expect(image.hasPrefix("/") && image.hasSuffix("/contacts/ada.png"))

        let wrong = try TemporaryWorkspace.load(Self.workspace(#""contactsAuthorization": "yes""#))
        #expect(wrong.lines == [#"workspace.json: error: contactsAuthorization: expected one of authorized, limited, denied, restricted, notDetermined, got "yes""#])
        #expect(wrong.workspace?.contactsAuthorization == nil && wrong.workspace?.contactsJSON == nil)
    }
}
