/// A module notisim provides under a third party's module name: a push SDK's extension module, built into the
/// extension kit from its public documentation (docs/rules/push-sdks.md#push-sdks-in-extensions).
package struct CompatibleModule: Sendable, Hashable {
    /// The module name an extension imports.
    package let name: String
    /// The product as its vendor names it.
    package let product: String
    /// The SDK versions whose extension API the module follows.
    package let versions: String
    /// The classes it declares that an extension's Info.plist may name as `NSExtensionPrincipalClass` itself, with no
    /// Swift of the app's own (docs/rules/push-sdks.md#extensions-whose-principal-class-is-an-sdks).
    package let principalClasses: [String]

    package init(name: String, product: String, versions: String, principalClasses: [String] = []) {
        self.name = name; self.product = product; self.versions = versions; self.principalClasses = principalClasses
    }

    /// How `import --check` and docs/extensions.md name it.
    package var summary: String { "\(product) \(versions) API (notisim's compatible module)" }
}

/// Every compatible module in the kit, one row each; Package.swift's `pushSDKModules` lists the same names (a test
/// keeps the two, the folders under Sources/PushSDKs and docs/extensions.md's table in step).
package enum CompatibleModules {
    package static let all: [CompatibleModule] = [
        CompatibleModule(name: "Firebase", product: "Firebase (umbrella)", versions: "10.x–11.x"),
        CompatibleModule(name: "FirebaseMessaging", product: "Firebase Messaging", versions: "10.x–11.x"),
        CompatibleModule(name: "OneSignal", product: "OneSignal iOS SDK (the OneSignal class)", versions: "2.x–3.x"),
        CompatibleModule(name: "OneSignalExtension", product: "OneSignal iOS SDK (OneSignalExtension)", versions: "5.x"),
        CompatibleModule(name: "BrazeNotificationService", product: "Braze Swift SDK (BrazeNotificationService)", versions: "5.x–13.x"),
        CompatibleModule(name: "IterableAppExtensions", product: "Iterable Swift SDK (IterableAppExtensions)", versions: "6.x",
                         principalClasses: ["ITBNotificationServiceExtension"]),
        CompatibleModule(name: "CleverTapSDK", product: "CleverTap iOS SDK", versions: "5.x–7.x"),
        CompatibleModule(name: "CTNotificationService", product: "CleverTap CTNotificationService", versions: "0.1.x",
                         principalClasses: ["CTNotificationServiceExtension"]),
        CompatibleModule(name: "CTNotificationContent", product: "CleverTap CTNotificationContent", versions: "0.2.x–1.x",
                         principalClasses: ["CTNotificationViewController"]),
        CompatibleModule(name: "MoEngageRichNotification", product: "MoEngage Rich Notification", versions: "7.x–9.x"),
        CompatibleModule(name: "KlaviyoSwiftExtension", product: "Klaviyo Swift SDK (KlaviyoSwiftExtension)", versions: "5.x"),
        CompatibleModule(name: "AEPMessagingNotification", product: "Adobe Journey Optimizer (AEPMessaging)", versions: "5.x"),
        CompatibleModule(name: "AEPMessagingLiveActivity", product: "Adobe Journey Optimizer (AEPMessagingLiveActivity)", versions: "5.x"),
        CompatibleModule(name: "NotificareNotificationServiceExtensionKit", product: "Notificare iOS SDK", versions: "3.x–4.x"),
        CompatibleModule(name: "Reteno", product: "Reteno iOS SDK", versions: "2.x", principalClasses: ["RetenoNotificationServiceExtension"]),
        CompatibleModule(name: "ExponeaSDKNotifications", product: "Bloomreach Engagement (Exponea) iOS SDK", versions: "2.x–3.x"),
        CompatibleModule(name: "WonderPushExtension", product: "WonderPush iOS SDK (WonderPushExtension)", versions: "4.x",
                         principalClasses: ["WPNotificationServiceExtension"]),
        CompatibleModule(name: "AppcuesNotificationService", product: "Appcues iOS SDK (AppcuesNotificationService)", versions: "4.x",
                         principalClasses: ["AppcuesNotificationServiceExtension"]),
        CompatibleModule(name: "SwrveSDKCommon", product: "Swrve iOS SDK (SwrveSDKCommon)", versions: "6.x–9.x"),
        CompatibleModule(name: "SDWebImage", product: "SDWebImage (UIImageView+WebCache)", versions: "5.x"),
        CompatibleModule(name: "Kingfisher", product: "Kingfisher (UIImageView)", versions: "7.x–8.x"),
        CompatibleModule(name: "AirshipServiceExtension", product: "Airship iOS SDK (AirshipServiceExtension)", versions: "17.x–19.x",
                         principalClasses: ["UANotificationServiceExtension"]),
        CompatibleModule(name: "AirshipNotificationServiceExtension", product: "Airship iOS SDK (AirshipNotificationServiceExtension pod)", versions: "16.x–19.x"),
        CompatibleModule(name: "CioMessagingPush", product: "Customer.io iOS SDK (CioMessagingPush)", versions: "3.x"),
        CompatibleModule(name: "CioMessagingPushAPN", product: "Customer.io iOS SDK (CioMessagingPushAPN)", versions: "3.x"),
        CompatibleModule(name: "CioMessagingPushFCM", product: "Customer.io iOS SDK (CioMessagingPushFCM)", versions: "3.x"),
        CompatibleModule(name: "PushwooshFramework", product: "Pushwoosh iOS SDK (PushwooshFramework)", versions: "6.x–7.x",
                         principalClasses: ["PushwooshNotificationServiceExtension"]),
        CompatibleModule(name: "BatchExtension", product: "Batch iOS SDK Extension (BatchExtension)", versions: "3.x–4.x",
                         principalClasses: ["BAENotificationServiceExtension"]),
        CompatibleModule(name: "PushEngage", product: "PushEngage iOS SDK", versions: "0.x"),
    ]

    /// The table of the modules in docs/extensions.md, one row each in the order of ``all``.
    package static var markdownTable: String {
        (["| `import` | SDK | versions |", "| --- | --- | --- |"] + all.map { "| `\($0.name)` | \($0.product) | \($0.versions) |" })
            .joined(separator: "\n")
    }

    /// The compatible module named `name`, if the kit has one.
    package static func named(_ name: String) -> CompatibleModule? { all.first { $0.name == name } }

    /// The compatible module that declares the class `name` as a principal class, if one does.
    package static func declaring(principalClass name: String) -> CompatibleModule? { all.first { $0.principalClasses.contains(name) } }
}
