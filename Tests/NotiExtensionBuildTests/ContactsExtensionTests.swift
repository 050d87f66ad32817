import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// Contacts in an extension's own sources (docs/rules/apple-frameworks.md#contacts): a service extension looking its sender up in the
/// address book the host hands its process, built and run as a child.
@Suite("Contacts in a built extension (slow)", .serialized, .tags(.process), .slowTier)
struct ContactsExtensionTests {
    static let target = SwiftExtensionTarget(
        name: "ContactsService", point: .service,
        sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/Contacts/NotificationService.swift").path],
        principalClass: "$(PRODUCT_MODULE_NAME).NotificationService")

    /// Two contacts, the first with a photo (hello.png), as `NOTISIM_CONTACTS` carries them.
    static let contacts = """
        [{"givenName": "Ada", "familyName": "Lovelace", "nickname": "Countess", "phoneNumbers": [{"label": "mobile", "value": "+44 20 7946 0000"}],
          "emailAddresses": [{"label": "work", "value": "ada@example.com"}], "image": "\(BuiltExtensions.helloPNG)"},
         {"givenName": "José", "familyName": "Núñez", "emailAddresses": ["jose@example.com"]},
         {"organizationName": "Analytical Engines"}]
        """

    static func run(authorization: String?, userInfo: JSONValue) throws -> (NotificationContent, [ExtensionNotice]) {
        let program = try #require(BuiltExtensions.builder().build(target).program)
        var launch = BuiltExtensions.launch(program, target)
        launch.contactsJSON = contacts
        launch.contactsAuthorization = authorization
        let host = try OutOfProcessServiceExtensionHost(launching: launch, limits: .standard)
        defer { host.close() }
        var content = NotificationContent(title: "+44 20 7946 0000", body: "Tea at five?")
        content.userInfo = userInfo
        try host.start(NotificationRequest(identifier: "message-1", content: content, trigger: .push))
        return (try #require(try host.content(waitingUpTo: 10)), host.takeNotices())
    }

    @Test("Contacts: the sender is found by phone number (digits, national or international) or email in the address book the workspace declares; a key not fetched reads empty with an error line; a denied app's fetch throws authorizationDenied")
    func senderLookedUp() throws {
        let (found, notices) = try Self.run(authorization: nil, userInfo: ["phone": "020 7946 0000"])
        #expect(found.title == "Ada Lovelace")
        let png = try Data(contentsOf: URL(fileURLWithPath: BuiltExtensions.helloPNG))
        #expect(found.subtitle == "work \(png.count) bytes, nickname \"\" false")
        #expect(found.body == "3: Ada, José; jose → Núñez granted")
        #expect(notices.contains(.log(subsystem: "Contacts", category: "[error]",
                                      message: "nickname was read but not fetched: add CNContactNicknameKey to keysToFetch (iOS raises CNPropertyNotFetchedException here)")))

        let (byEmail, _) = try Self.run(authorization: "authorized", userInfo: ["phone": "555", "email": "JOSE@example.com"])
        #expect(byEmail.title == "José Núñez" && byEmail.subtitle == "none 0 bytes, nickname \"\" false")

        let (denied, deniedNotices) = try Self.run(authorization: "denied", userInfo: ["phone": "020 7946 0000"])
        #expect(denied.title == "+44 20 7946 0000")
        #expect(denied.body == "2: error 100 refused")
        #expect(deniedNotices.contains(.log(subsystem: "Contacts", category: "[error]", message: "contacts read without access: authorization is denied")))
    }
}
