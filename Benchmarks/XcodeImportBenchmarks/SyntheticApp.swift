import Foundation

/// An app shaped like a real one of 806 files (issue 29: a real app of 806 files, 501 Swift, 35 localisations, took
/// 2.8 s and 306 MB to import): 501 Swift files of about 6 KB of models, views and helpers that use each other's
/// types, one of which registers categories built from constants in two others; 35 languages of 1,000 strings
/// and a display name each; 234 image and sound resources; an asset catalog; and a service extension. Written once
/// into a temporary folder as an Xcode 16 project whose app target is a synchronized folder.
enum SyntheticApp {
    static let swiftFiles = 501
    static let languages = 35
    static let stringsPerLanguage = 1_000
    static let resources = 234

    /// Writes the app (over one an earlier run left) and returns its folder (the one holding `Shaped.xcodeproj`).
    static func write() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-bench-app")
        try? FileManager.default.removeItem(at: folder)
        func put(_ text: String, _ path: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for index in 0..<swiftFiles - 3 { try put(source(index), "Shaped/Features/Feature\(index / 25)/Model\(index).swift") }
        try put("""
            import UserNotifications

            final class NotificationSetup {
                func register() {
                    UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { _, _ in }
                    UNUserNotificationCenter.current().setNotificationCategories(Categories.all)
                }
            }
            """, "Shaped/Notifications/NotificationSetup.swift")
        try put("""
            import UserNotifications

            enum Categories {
                static let reply = UNNotificationAction(identifier: Identifiers.reply, title: "Reply", options: [.foreground])
                static let all: Set<UNNotificationCategory> = [
                    UNNotificationCategory(identifier: Identifiers.message, actions: [reply], intentIdentifiers: []),
                    UNNotificationCategory(identifier: Identifiers.reminder, actions: [], intentIdentifiers: []),
                ]
            }
            """, "Shaped/Notifications/Categories.swift")
        try put("enum Identifiers {\n    static let message = \"MESSAGE\"\n    static let reminder = \"REMINDER\"\n    static let reply = \"REPLY\"\n}\n",
                "Shaped/Notifications/Identifiers.swift")
        for language in 0..<languages {
            let strings = (0..<stringsPerLanguage).map { "\"key.\($0)\" = \"Text \($0) in language \(language)\";" }.joined(separator: "\n")
            try put(strings + "\n", "Shaped/Resources/lang\(language).lproj/Localizable.strings")
            try put("\"CFBundleDisplayName\" = \"Shaped \(language)\";\n", "Shaped/Resources/lang\(language).lproj/InfoPlist.strings")
        }
        for index in 0..<resources { try put("resource \(index)\n", "Shaped/Resources/Media/asset\(index).\(index % 2 == 0 ? "png" : "caf")") }
        try put(#"{"images": [], "info": {"author": "xcode", "version": 1}}"#, "Shaped/Assets.xcassets/AppIcon.appiconset/Contents.json")
        try put(plist(service: false), "Shaped/Info.plist")
        try put(plist(service: true), "Service/Info.plist")
        try put("import UserNotifications\nclass NotificationService: UNNotificationServiceExtension {}\n", "Service/NotificationService.swift")
        try put(pbxproj, "Shaped.xcodeproj/project.pbxproj")
        return folder.path
    }

    /// A model file: a struct with stored and computed properties, an enum of cases, and methods using the types of
    /// neighbouring files, as app code does.
    private static func source(_ index: Int) -> String {
        let other = (index * 7 + 3) % (swiftFiles - 3)
        var lines = ["import Foundation", "import SwiftUI", "", "struct Model\(index): Identifiable, Codable {",
                     "    let id: String", "    let title: String", "    var count: Int = \(index)", "    var related: [Model\(other)] = []", ""]
        lines += ["    enum Kind\(index): String, CaseIterable { case all, none, some\(index), other\(index) }", ""]
        for method in 0..<12 {
            lines += ["    func compute\(method)(_ value: Int) -> Int {",
                      "        let scaled = value * \(method + 1) + count",
                      "        if scaled > \(index) { return related.reduce(scaled) { $0 + $1.count } }",
                      "        return Model\(other).Kind\(other).allCases.count + scaled",
                      "    }", ""]
        }
        lines += ["    var summary: String { \"\\(title) (\\(count))\" }", "}", "",
                  "struct Model\(index)View: View {", "    let model: Model\(index)",
                  "    var body: some View { VStack { Text(model.title); Text(model.summary) } }", "}", ""]
        return lines.joined(separator: "\n")
    }

    private static func plist(service: Bool) -> String {
        let extensionKeys = service ? """
            	<key>NSExtension</key>
            	<dict>
            		<key>NSExtensionPointIdentifier</key>
            		<string>com.apple.usernotifications.service</string>
            		<key>NSExtensionPrincipalClass</key>
            		<string>$(PRODUCT_MODULE_NAME).NotificationService</string>
            	</dict>

            """ : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        	<key>CFBundleIdentifier</key>
        	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        \(extensionKeys)</dict>
        </plist>

        """
    }

    private static let pbxproj = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {
        		B1 /* Shaped */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1, ); path = Shaped; sourceTree = "<group>"; };
        		B2 /* Service */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X2, ); path = Service; sourceTree = "<group>"; };
        		X1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, ); target = T1; };
        		X2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, ); target = T2; };
        		G0 = {isa = PBXGroup; children = (B1, B2, ); sourceTree = "<group>"; };
        		T1 /* Shaped */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); dependencies = (D1, ); fileSystemSynchronizedGroups = (B1, ); name = Shaped; productName = Shaped; productType = "com.apple.product-type.application"; };
        		T2 /* Service */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (B2, ); name = Service; productName = Service; productType = "com.apple.product-type.app-extension"; };
        		D1 = {isa = PBXTargetDependency; target = T2; };
        		P0 /* Project object */ = {isa = PBXProject; buildConfigurationList = L0; developmentRegion = en; mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, T2, ); };
        		C0 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos; }; name = Debug; };
        		C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Shaped/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = com.example.shaped; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        		C2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Service/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = com.example.shaped.Service; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        		L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); defaultConfigurationName = Debug; };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Debug; };
        		L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); defaultConfigurationName = Debug; };
        	};
        	rootObject = P0 /* Project object */;
        }

        """
}
