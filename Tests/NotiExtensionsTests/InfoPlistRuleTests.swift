import Foundation
import NotiCore
import Testing
@testable import NotiExtensions

// docs/rules/content-extensions.md#content-extension-infoplist
@Suite("Info.plist rules of notification extensions")
struct InfoPlistRuleTests {
    static let validAttributes = """
    <key>UNNotificationExtensionCategory</key><string>CATEGORY_CUSTOM_UI</string>
    <key>UNNotificationExtensionInitialContentSizeRatio</key><real>0.5</real>
    """

    @Test("a content extension's category, ratio and the three booleans are read; the booleans default to NO", arguments: PlistEncoding.allCases)
    func readsAttributes(_ encoding: PlistEncoding) throws {
        let check = try InfoPlistFixture.check(InfoPlistFixture.content(Self.validAttributes), as: encoding)
        #expect(check.diagnostics.isEmpty)
        let attributes = try #require(check.info?.contentAttributes)
        #expect(check.info?.point == .content)
        #expect(attributes == ContentExtensionAttributes(categories: ["CATEGORY_CUSTOM_UI"], initialContentSizeRatio: 0.5))

        let all = try InfoPlistFixture.check(InfoPlistFixture.content(Self.validAttributes + """
        <key>UNNotificationExtensionDefaultContentHidden</key><true/>
        <key>UNNotificationExtensionOverridesDefaultTitle</key><true/>
        <key>UNNotificationExtensionUserInteractionEnabled</key><true/>
        """), as: encoding)
        #expect(all.info?.contentAttributes == ContentExtensionAttributes(categories: ["CATEGORY_CUSTOM_UI"], initialContentSizeRatio: 0.5,
                                                                          defaultContentHidden: true, overridesDefaultTitle: true,
                                                                          userInteractionEnabled: true))
    }

    @Test("UNNotificationExtensionCategory may be an array of strings", arguments: PlistEncoding.allCases)
    func categoryArray(_ encoding: PlistEncoding) throws {
        let check = try InfoPlistFixture.check(InfoPlistFixture.content("""
        <key>UNNotificationExtensionCategory</key><array><string>a</string><string>b</string></array>
        <key>UNNotificationExtensionInitialContentSizeRatio</key><integer>1</integer>
        """), as: encoding)
        #expect(check.diagnostics.isEmpty)
        #expect(check.info?.contentAttributes?.categories == ["a", "b"])
        #expect(check.info?.contentAttributes?.initialContentSizeRatio == 1)
    }

    @Test("NSExtension is required", arguments: PlistEncoding.allCases)
    func nsExtensionRequired(_ encoding: PlistEncoding) throws {
        let check = try InfoPlistFixture.check(InfoPlistFixture.xml(nsExtension: nil), as: encoding)
        #expect(check.info == nil)
        #expect(check.diagnostics.map(\.path) == ["NSExtension"])
    }

    @Test("NSExtensionPointIdentifier must be the content or the service extension point", arguments: PlistEncoding.allCases)
    func extensionPoint(_ encoding: PlistEncoding) throws {
        let check = try InfoPlistFixture.check(InfoPlistFixture.xml(nsExtension: """
        <key>NSExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string>
        """), as: encoding)
        #expect(check.info == nil)
        let diagnostic = try #require(check.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.path == "NSExtension.NSExtensionPointIdentifier")
        #expect(diagnostic.message.contains("com.apple.usernotifications.content-extension"))
        #expect(diagnostic.message.contains("got the string \"com.apple.widgetkit-extension\""))

        let missing = try InfoPlistFixture.check(InfoPlistFixture.xml(nsExtension: ""), as: encoding)
        #expect(missing.diagnostics.map(\.path) == ["NSExtension.NSExtensionPointIdentifier"])
    }

    @Test("a service extension needs no attributes", arguments: PlistEncoding.allCases)
    func serviceExtension(_ encoding: PlistEncoding) throws {
        let check = try InfoPlistFixture.check(InfoPlistFixture.xml(nsExtension: """
        <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.service</string>
        <key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).NotificationService</string>
        """, extraTopLevel: "<key>CFBundleIdentifier</key><string>com.fenrir-inc.BoltzMessenger.NotificationService</string>"), as: encoding)
        #expect(check.diagnostics.isEmpty)
        #expect(check.info == ExtensionInfoPlist(point: .service, bundleIdentifier: "com.fenrir-inc.BoltzMessenger.NotificationService"))
    }

    @Test("UNNotificationExtensionCategory is required and must be a non-empty string or array of them", arguments: PlistEncoding.allCases)
    func categoryRequired(_ encoding: PlistEncoding) throws {
        let path = "NSExtension.NSExtensionAttributes.UNNotificationExtensionCategory"
        let ratio = "<key>UNNotificationExtensionInitialContentSizeRatio</key><real>0.5</real>"
        let missing = try InfoPlistFixture.check(InfoPlistFixture.content(ratio), as: encoding)
        #expect(missing.info == nil)
        #expect(missing.diagnostics.map(\.path) == [path])

        let number = try InfoPlistFixture.check(InfoPlistFixture.content(ratio + "<key>UNNotificationExtensionCategory</key><integer>7</integer>"), as: encoding)
        #expect(number.diagnostics.map(\.description) == ["error: \(path): expected a category identifier string or an array of them, got the integer 7"])

        let mixed = try InfoPlistFixture.check(InfoPlistFixture.content(ratio + """
        <key>UNNotificationExtensionCategory</key><array><string>ok</string><true/></array>
        """), as: encoding)
        #expect(mixed.diagnostics.map(\.path) == ["\(path)[1]"])
        #expect(mixed.info == nil)

        let empty = try InfoPlistFixture.check(InfoPlistFixture.content(ratio + "<key>UNNotificationExtensionCategory</key><array/>"), as: encoding)
        #expect(empty.diagnostics.first?.message.contains("empty array") == true)
    }

    @Test("UNNotificationExtensionInitialContentSizeRatio is required and must be a number ≥ 0", arguments: PlistEncoding.allCases)
    func ratioRule(_ encoding: PlistEncoding) throws {
        let path = "NSExtension.NSExtensionAttributes.UNNotificationExtensionInitialContentSizeRatio"
        let category = "<key>UNNotificationExtensionCategory</key><string>c</string>"
        let half = try InfoPlistFixture.check(InfoPlistFixture.content(category + "<key>UNNotificationExtensionInitialContentSizeRatio</key><string>half</string>"), as: encoding)
        #expect(half.diagnostics.map(\.description) == ["error: \(path): expected a number ≥ 0, got the string \"half\""])
        #expect(half.info == nil)
        for bad in ["<real>-0.5</real>", "<true/>"] {
            let check = try InfoPlistFixture.check(InfoPlistFixture.content(category + "<key>UNNotificationExtensionInitialContentSizeRatio</key>\(bad)"), as: encoding)
            #expect(check.diagnostics.map(\.path) == [path], "\(bad)")
        }
        let missing = try InfoPlistFixture.check(InfoPlistFixture.content(category), as: encoding)
        #expect(missing.diagnostics.map(\.path) == [path])
        #expect(missing.diagnostics.first?.message.hasPrefix("missing") == true)
    }

    @Test("a zero ratio loads with a warning: iOS opens the custom area with no height", arguments: PlistEncoding.allCases)
    func zeroRatioLoads(_ encoding: PlistEncoding) throws {
        let path = "NSExtension.NSExtensionAttributes.UNNotificationExtensionInitialContentSizeRatio"
        for zero in ["<integer>0</integer>", "<real>0</real>"] {
            let check = try InfoPlistFixture.check(InfoPlistFixture.content(
                "<key>UNNotificationExtensionCategory</key><string>c</string><key>UNNotificationExtensionInitialContentSizeRatio</key>\(zero)"), as: encoding)
            #expect(check.info?.contentAttributes?.initialContentSizeRatio == 0, "\(zero)")
            #expect(check.diagnostics.map(\.severity) == [.warning], "\(zero)")
            #expect(check.diagnostics.first?.path == path)
            #expect(check.diagnostics.first?.message.contains("no height until the extension sets preferredContentSize") == true)
        }
    }

    @Test("booleans written as strings or numbers are read with Foundation's boolValue and warned about; others are refused", arguments: PlistEncoding.allCases)
    func booleanTypes(_ encoding: PlistEncoding) throws {
        let lenient = try InfoPlistFixture.check(InfoPlistFixture.content(Self.validAttributes + """
        <key>UNNotificationExtensionDefaultContentHidden</key><string>YES</string>
        <key>UNNotificationExtensionOverridesDefaultTitle</key><integer>1</integer>
        <key>UNNotificationExtensionUserInteractionEnabled</key><string>no</string>
        """), as: encoding)
        let attributes = try #require(lenient.info?.contentAttributes)
        #expect(attributes.defaultContentHidden && attributes.overridesDefaultTitle && !attributes.userInteractionEnabled)
        #expect(Set(lenient.diagnostics.map(\.description)) == [
            "warning: NSExtension.NSExtensionAttributes.UNNotificationExtensionDefaultContentHidden: expected a boolean, got the string \"YES\"; iOS reads it as YES",
            "warning: NSExtension.NSExtensionAttributes.UNNotificationExtensionOverridesDefaultTitle: expected a boolean, got the integer 1; iOS reads it as YES",
            "warning: NSExtension.NSExtensionAttributes.UNNotificationExtensionUserInteractionEnabled: expected a boolean, got the string \"no\"; iOS reads it as NO",
        ])
        let refused = try InfoPlistFixture.check(InfoPlistFixture.content(Self.validAttributes + """
        <key>UNNotificationExtensionUserInteractionEnabled</key><array/>
        """), as: encoding)
        #expect(refused.info == nil)
        #expect(refused.diagnostics.map(\.description) == [
            "error: NSExtension.NSExtensionAttributes.UNNotificationExtensionUserInteractionEnabled: expected a boolean (YES/NO), got an array",
        ])
    }

    @Test("strings read as booleans follow NSString.boolValue")
    func foundationBoolValue() {
        for yes in ["YES", "yes", "true", "T", "1", " 7", "+01", "y"] { #expect(PlistValue.string(yes).foundationBoolValue == true, "\(yes)") }
        for no in ["NO", "false", "0", "", "abc", "-0", "00"] { #expect(PlistValue.string(no).foundationBoolValue == false, "\(no)") }
    }

    @Test("CFBundleIdentifier is read when literal, skipped when a build variable in either bracket form, an error when not a string", arguments: PlistEncoding.allCases)
    func bundleIdentifier(_ encoding: PlistEncoding) throws {
        let literal = try InfoPlistFixture.check(InfoPlistFixture.content(Self.validAttributes, extraTopLevel: "<key>CFBundleIdentifier</key><string>com.example.app.Ext</string>"), as: encoding)
        #expect(literal.info?.bundleIdentifier == "com.example.app.Ext")
        for reference in ["$(PRODUCT_BUNDLE_IDENTIFIER)", "${PRODUCT_BUNDLE_IDENTIFIER}"] {
            let variable = try InfoPlistFixture.check(InfoPlistFixture.content(Self.validAttributes, extraTopLevel: "<key>CFBundleIdentifier</key><string>\(reference)</string>"), as: encoding)
            #expect(variable.diagnostics.isEmpty)
            #expect(variable.info?.bundleIdentifier == nil)
        }
        let wrong = try InfoPlistFixture.check(InfoPlistFixture.content(Self.validAttributes, extraTopLevel: "<key>CFBundleIdentifier</key><integer>3</integer>"), as: encoding)
        #expect(wrong.diagnostics.map(\.path) == ["CFBundleIdentifier"])
    }

    @Test("an unknown attribute key is a warning that suggests the key it resembles", arguments: PlistEncoding.allCases)
    func misspeltKey(_ encoding: PlistEncoding) throws {
        let check = try InfoPlistFixture.check(InfoPlistFixture.content(Self.validAttributes + """
        <key>UNNotificaitonExtensionUserInteractionEnabled</key><true/>
        """), as: encoding)
        #expect(check.info != nil)
        #expect(check.diagnostics.map(\.description) == [
            "warning: NSExtension.NSExtensionAttributes.UNNotificaitonExtensionUserInteractionEnabled: unknown key; iOS ignores it (did you mean UNNotificationExtensionUserInteractionEnabled?)",
        ])
    }

    @Test("every problem is reported, not only the first", arguments: PlistEncoding.allCases)
    func reportsEverything(_ encoding: PlistEncoding) throws {
        let check = try InfoPlistFixture.check(InfoPlistFixture.content("""
        <key>UNNotificationExtensionInitialContentSizeRatio</key><string>half</string>
        <key>UNNotificationExtensionDefaultContentHidden</key><array/>
        """, extraTopLevel: "<key>CFBundleIdentifier</key><false/>"), as: encoding)
        #expect(check.diagnostics.filter { $0.severity == .error }.count == 4)
    }

    @Test("a top level that is not a dictionary is an error")
    func topLevelNotDictionary() {
        let check = InfoPlistLoader.check(bytes: Array("<plist><array/></plist>".utf8))
        #expect(check.diagnostics.map(\.description) == ["error: expected a dictionary at the top of Info.plist, got an array"])
    }

    @Test("a file that is missing or not a plist gives one error")
    func unreadableFiles() throws {
        #expect(InfoPlistLoader.validate(path: "/nonexistent/Info.plist").first?.message.contains("no such file") == true)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-\(UUID().uuidString).plist")
        try Data("{ NSExtension = {}; }".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(InfoPlistLoader.validate(path: url.path).map(\.message) == ["not a property list: neither XML (<?xml / <plist) nor binary (bplist00)"])
    }
}

@Suite("Category claims across an app's content extensions")
struct CategoryClaimTests {
    @Test("a category claimed by two extensions is an error naming the category and both bundle ids")
    func duplicateClaim() {
        let diagnostics = CategoryClaimRules.conflicts([
            CategoryClaim(extensionBundleID: "com.example.app.First", appBundleID: "com.example.app", categories: ["shared", "a"]),
            CategoryClaim(extensionBundleID: "com.example.app.Second", appBundleID: "com.example.app", categories: ["b", "shared"]),
        ])
        #expect(diagnostics.count == 1)
        let message = diagnostics.first?.message ?? ""
        #expect(diagnostics.first?.severity == .error)
        #expect(message.contains("\"shared\"") && message.contains("com.example.app.First") && message.contains("com.example.app.Second"))
    }

    @Test("the same category in extensions of different apps is no conflict")
    func differentApps() {
        #expect(CategoryClaimRules.conflicts([
            CategoryClaim(extensionBundleID: "com.a.Ext", appBundleID: "com.a", categories: ["shared"]),
            CategoryClaim(extensionBundleID: "com.b.Ext", appBundleID: "com.b", categories: ["shared"]),
        ]).isEmpty)
    }

    @Test("a claimed category the app never registers is a warning")
    func unregistered() {
        let claim = CategoryClaim(extensionBundleID: "com.a.Ext", appBundleID: "com.a", categories: ["known", "typo"])
        let diagnostics = CategoryClaimRules.unregistered(claim, registered: ["known"])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message == "com.a.Ext claims category \"typo\", which com.a never registers")
    }
}
