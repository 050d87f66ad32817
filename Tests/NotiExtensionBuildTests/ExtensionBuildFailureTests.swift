import NotiExtensionBuild
import Testing

@Suite("The API a failed build says notisim lacks")
struct ExtensionBuildFailureTests {
    @Test("a member or type the compiler cannot find is named; any other error names none", arguments: [
        ("/p/V.swift:25:65: error: value of type 'UILabel' has no member 'adjustsFontForContentSizeCategory'", "UILabel.adjustsFontForContentSizeCategory"),
        ("/p/V.swift:9:13: error: cannot find 'UIButton' in scope", "UIButton"),
        ("/p/V.swift:9:13: error: cannot find type 'UIStepper' in scope", "UIStepper"),
        ("/p/V.swift:3:5: error: type 'UIColor' has no member 'systemMint'", "UIColor.systemMint"),
        ("/p/V.swift:7:38: error: cannot convert value of type 'String' to specified type 'Int'", nil),
    ] as [(String, String?)])
    func missingAPI(firstError: String, api: String?) {
        #expect(ExtensionBuildFailure(firstError: firstError).missingAPI == api)
    }
}

@Suite("Which module a missing API belongs to")
struct MissingAPILineTests {
    static let sources = [
        "/p/Service.swift": "import UserNotifications\nimport FirebaseMessaging\n",
        "/p/Plain.swift": "import UIKit\n",
        "/p/Both.swift": "@preconcurrency import OneSignalExtension\nimport CleverTapSDK\n",
    ]

    @Test("a missing API of a non-Apple type in a file importing a push SDK module names that SDK's module; Apple's types and files without SDK imports name the iOS subset", arguments: [
        ("/p/Service.swift:12:9: error: type 'Messaging' has no member 'deliveryReport'",
         "notisim's Firebase Messaging 10.x–11.x API module has no Messaging.deliveryReport yet: Service needs it"),
        ("/p/Service.swift:14:9: error: cannot find type 'UITextField' in scope", "notisim's iOS subset has no UITextField yet: Service needs it"),
        ("/p/Plain.swift:3:5: error: type 'Messaging' has no member 'foo'", "notisim's iOS subset has no Messaging.foo yet: Service needs it"),
        ("/p/Both.swift:3:5: error: cannot find 'OneSignalNotifications' in scope",
         "notisim's CleverTap iOS SDK 5.x–7.x or OneSignal iOS SDK (OneSignalExtension) 5.x API modules have no OneSignalNotifications yet: Service needs it"),
        ("/p/Service.swift:7:38: error: cannot convert value of type 'String' to specified type 'Int'", nil),
    ] as [(String, String?)])
    func missingAPILine(firstError: String, line: String?) {
        #expect(ExtensionBuildFailure(firstError: firstError).missingAPILine(for: "Service", readingImportsWith: { Self.sources[$0] }) == line)
    }
}
