import Testing
@testable import NotiSwiftSource

/// docs/rules/xcode.md#categories-from-swift-source
@Suite("Categories and actions from Swift source")
struct CategoryExtractionTests {
    @Test("UNNotificationAction(identifier:title:options:) with literals, registered through UNUserNotificationCenter.current()")
    func plainAction() {
        let setup = SourceFixtures.setup("""
        func register() {
            let like = UNNotificationAction(identifier: "like", title: "Like", options: [])
            let category = UNNotificationCategory(identifier: "post", actions: [like], intentIdentifiers: [], options: [])
            UNUserNotificationCenter.current().setNotificationCategories([category])
        }
        """)
        #expect(setup.categories.map(\.summary) == ["post: Like [like]"])
        #expect(setup.categories.first?.location == CodeLocation(file: "App.swift", line: 3))
        #expect(setup.categories.first?.actions.first?.location == CodeLocation(file: "App.swift", line: 2))
        #expect(setup.problems.isEmpty)
    }

    @Test("The iOS 15 icon: form with UNNotificationActionIcon(systemImageName:) and (templateImageName:)")
    func actionIcons() {
        let setup = SourceFixtures.setup("""
        func register() {
            let like = UNNotificationAction(identifier: "like", title: "Like", options: [], icon: UNNotificationActionIcon(systemImageName: "hand.thumbsup"))
            let star = UNNotificationAction(identifier: "star", title: "Star", options: [], icon: UNNotificationActionIcon(templateImageName: "star-template"))
            let none = UNNotificationAction(identifier: "none", title: "None", options: [], icon: nil)
            UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "c", actions: [like, star, none], intentIdentifiers: [])])
        }
        """)
        #expect(setup.categories.map(\.summary) == ["c: Like [like] icon system hand.thumbsup, Star [star] icon template star-template, None [none]"])
        #expect(setup.problems.isEmpty)
    }

    @Test("UNTextInputNotificationAction(identifier:title:options:textInputButtonTitle:textInputPlaceholder:)")
    func textInputAction() {
        let setup = SourceFixtures.setup("""
        func register() {
            let comment = UNTextInputNotificationAction(identifier: "comment", title: "Comment", options: [], textInputButtonTitle: "Post", textInputPlaceholder: "Add a comment…")
            UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "c", actions: [comment], intentIdentifiers: [], options: [])])
        }
        """)
        #expect(setup.categories.map(\.summary) == ["c: Comment [comment] text \"Post\" \"Add a comment…\""])
    }

    @Test("UNNotificationCategory with hiddenPreviewsBodyPlaceholder:, categorySummaryFormat: and intentIdentifiers")
    func categoryForms() {
        let setup = SourceFixtures.setup("""
        func register() {
            let photos = UNNotificationCategory(identifier: "photos", actions: [], intentIdentifiers: ["INSendMessageIntent"], hiddenPreviewsBodyPlaceholder: "%u new photos", options: [])
            let chat = UNNotificationCategory(identifier: "chat", actions: [], intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: "%u messages", categorySummaryFormat: "%u more from %@", options: .customDismissAction)
            UNUserNotificationCenter.current().setNotificationCategories([photos, chat])
        }
        """)
        #expect(setup.categories.map(\.identifier) == ["photos", "chat"])
        #expect(setup.categories[0].intentIdentifiers == ["INSendMessageIntent"])
        #expect(setup.categories[0].hiddenPreviewsBodyPlaceholder == SourceText("%u new photos"))
        #expect(setup.categories[1].categorySummaryFormat == SourceText("%u more from %@"))
        #expect(setup.categories[1].options == ["customDismissAction"])
    }

    @Test("Option sets: [.a, .b], [], a single .a, Type.a, (rawValue:) of a literal, and var o; o.insert(.x) / o.remove(.x)")
    func optionSets() {
        let setup = SourceFixtures.setup("""
        func register() {
            let a = UNNotificationAction(identifier: "a", title: "A", options: [.destructive, .authenticationRequired])
            let b = UNNotificationAction(identifier: "b", title: "B", options: .foreground)
            var o: UNNotificationActionOptions = []
            o.insert(.foreground)
            o.insert(.destructive)
            o.remove(.foreground)
            let c = UNNotificationAction(identifier: "c", title: "C", options: o)
            let d = UNNotificationAction(identifier: "d", title: "D", options: UNNotificationActionOptions(rawValue: 5))
            var categoryOptions = UNNotificationCategoryOptions.customDismissAction
            categoryOptions.insert(.hiddenPreviewsShowTitle)
            let raw = UNNotificationCategory(identifier: "raw", actions: [], intentIdentifiers: [], options: UNNotificationCategoryOptions(rawValue: 0))
            UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "c", actions: [a, b, c, d], intentIdentifiers: [], options: categoryOptions), raw])
        }
        """)
        #expect(setup.categories.map(\.summary) == [
            "c: A [a] (authenticationRequired, destructive), B [b] (foreground), C [c] (destructive), D [d] (authenticationRequired, foreground) | customDismissAction, hiddenPreviewsShowTitle",
            "raw: ",
        ])
        #expect(setup.problems.isEmpty)
    }

    @Test("Identifiers through static let constants anywhere in the target: nested types, extensions, Self.x, enum raw values and local lets")
    func identifierConstants() {
        let constants = SourceFile(path: "Identifiers.swift", text: """
        enum Identifiers {
            enum Category { static let post = "POST" }
        }
        extension Identifiers.Category { static let chat = "CHAT" }
        enum ActionID: String { case like = "ACTION_LIKE", reply }
        """)
        let app = SourceFile(path: "App.swift", text: """
        final class Registrar {
            static let replyTitle = "Reply"
            func register() {
                let likeTitle = "Like"
                let like = UNNotificationAction(identifier: ActionID.like.rawValue, title: likeTitle, options: [])
                let reply = UNNotificationAction(identifier: ActionID.reply.rawValue, title: Self.replyTitle, options: [])
                let post = UNNotificationCategory(identifier: Identifiers.Category.post, actions: [like, reply], intentIdentifiers: [])
                let chat = UNNotificationCategory(identifier: Identifiers.Category.chat, actions: [], intentIdentifiers: [])
                UNUserNotificationCenter.current().setNotificationCategories([post, chat])
            }
        }
        """)
        let setup = NotificationSetupReader.read([constants, app])
        #expect(setup.categories.map(\.summary) == ["POST: Like [ACTION_LIKE], Reply [reply]", "CHAT: "])
        #expect(setup.problems.isEmpty)
    }

    @Test("NSLocalizedString(\"key\", comment:) and String(localized:) keep the key and the literal default")
    func localizedTitles() {
        let setup = SourceFixtures.setup("""
        func register() {
            let like = UNNotificationAction(identifier: "like", title: NSLocalizedString("LIKE_TITLE", comment: "Like button"), options: [])
            let reply = UNNotificationAction(identifier: "reply", title: NSLocalizedString("REPLY", value: "Reply", comment: ""), options: [])
            let save = UNNotificationAction(identifier: "save", title: String(localized: "Save"), options: [])
            let share = UNNotificationAction(identifier: "share", title: String(localized: "SHARE_TITLE", defaultValue: "Share"), options: [])
            UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "c", actions: [like, reply, save, share], intentIdentifiers: [])])
        }
        """)
        #expect(setup.categories.first?.actions.map(\.title) == [
            SourceText("LIKE_TITLE", localizationKey: "LIKE_TITLE"), SourceText("Reply", localizationKey: "REPLY"),
            SourceText("Save", localizationKey: "Save"), SourceText("Share", localizationKey: "SHARE_TITLE"),
        ])
    }

    @Test("Set([...]) and a stored property or variable holding the notification centre")
    func setAndStoredCentre() {
        let setup = SourceFixtures.setup("""
        final class Notifications {
            let center = UNUserNotificationCenter.current()
            func register() {
                let first = UNNotificationCategory(identifier: "first", actions: [], intentIdentifiers: [])
                center.setNotificationCategories(Set([first]))
                let local = UNUserNotificationCenter.current()
                var categories = Set<UNNotificationCategory>()
                categories.insert(UNNotificationCategory(identifier: "second", actions: [], intentIdentifiers: []))
                local.setNotificationCategories(categories)
            }
        }
        """)
        #expect(setup.categories.map(\.identifier) == ["first", "second"])
        #expect(setup.problems.isEmpty)
    }

    @Test("The supportsContentExtensions branch: both sides' categories are known; one only a side registers is marked with it")
    func contentExtensionsBranch() throws {
        let setup = NotificationSetupReader.read(try SourceFixtures.files("LocalNotificationPractice"))
        #expect(setup.categories.map(\.summary) == [
            "CATEGORY_IMAGE_POSTING: Like [ACTION_LIKE], Dislike [ACTION_DISLIKE], Unfollow [ACTION_UNFOLLOW] (authenticationRequired, destructive), Setting [ACTION_SETTING] (foreground) | customDismissAction, hiddenPreviewsShowTitle",
            "CATEGORY_CUSTOM_UI: Like [ACTION_LIKE], Dislike [ACTION_DISLIKE] | when extensions on",
        ])
        #expect(setup.problems.isEmpty)
    }

    @Test("A negated test and a guard on supportsContentExtensions mark the sides the same way")
    func negatedAndGuardedBranch() {
        let setup = SourceFixtures.setup("""
        func register(center: UNUserNotificationCenter) {
            let plain = UNNotificationCategory(identifier: "plain", actions: [], intentIdentifiers: [])
            let custom = UNNotificationCategory(identifier: "custom", actions: [], intentIdentifiers: [])
            if !center.supportsContentExtensions {
                center.setNotificationCategories([plain])
            }
            guard center.supportsContentExtensions else { return }
            center.setNotificationCategories([custom])
        }
        """)
        #expect(setup.categories.map(\.summary) == ["plain:  | when extensions off", "custom:  | when extensions on"])
    }

    @Test("requestAuthorization(options:) through a literal set and through a let options: UNAuthorizationOptions")
    func authorizationOptions() throws {
        let alarm = NotificationSetupReader.read(try SourceFixtures.files("AlarmApp"))
        #expect(alarm.authorizationOptions == ["badge", "sound", "alert"])
        #expect(alarm.authorizationLocations == [CodeLocation(file: "NotificationService.swift", line: 22)])
        let setup = SourceFixtures.setup("""
        func ask() async throws {
            _ = try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .provisional, .criticalAlert, .timeSensitive, .providesAppNotificationSettings, .carPlay, .announcement])
        }
        """)
        #expect(setup.authorizationOptions == ["alert", "carPlay", "criticalAlert", "providesAppNotificationSettings", "provisional", "announcement", "timeSensitive"])
        #expect(setup.warnings.map(\.description).contains("App.swift:2: requestAuthorization option timeSensitive: deprecated in iOS 15 (time-sensitive delivery needs the entitlement); recorded as written"))
    }

    @Test("A function or computed property of the target that returns categories: its body is read, the call's arguments bound to its parameters")
    func functionsReturningCategories() {
        let setup = SourceFixtures.setup("""
        final class AppDelegate {
            func application() {
                UNUserNotificationCenter.current().setNotificationCategories(Set(createCategories()))
                UNUserNotificationCenter.current().setNotificationCategories([Self.category(id: "chat"), Factory.category(id: "mail", title: "Open")])
                UNUserNotificationCenter.current().setNotificationCategories(Factory.all)
            }
            func createCategories() -> [UNNotificationCategory] {
                let open = UNNotificationAction(identifier: "open", title: "Open", options: [.foreground])
                return [UNNotificationCategory(identifier: "news", actions: [open], intentIdentifiers: [])]
            }
            static func category(id: String, title: String = "Reply") -> UNNotificationCategory {
                UNNotificationCategory(identifier: id, actions: [UNNotificationAction(identifier: "reply", title: title, options: [])], intentIdentifiers: [])
            }
        }
        enum Factory {
            static func category(id: String, title: String) -> UNNotificationCategory {
                UNNotificationCategory(identifier: id, actions: [UNNotificationAction(identifier: "open", title: title, options: [])], intentIdentifiers: [])
            }
            static var all: Set<UNNotificationCategory> {
                get { [category(id: "alarm", title: "Stop")] }
            }
        }
        """)
        #expect(setup.categories.map(\.summary) == ["news: Open [open] (foreground)", "chat: Reply [reply]", "mail: Open [open]", "alarm: Stop [open]"])
        #expect(setup.categoryCallLocations.map(\.line) == [3, 4, 5])
        #expect(setup.problems.isEmpty)
    }

    @Test("A closure called where it is written gives what it returns")
    func immediatelyCalledClosure() {
        let setup = SourceFixtures.setup("""
        enum Categories {
            static let all: Set<UNNotificationCategory> = {
                let like = UNNotificationAction(identifier: "like", title: "Like", options: [])
                return [UNNotificationCategory(identifier: "post", actions: [like], intentIdentifiers: [])]
            }()
        }
        func register() {
            let more: [UNNotificationCategory] = { [UNNotificationCategory(identifier: "chat", actions: [], intentIdentifiers: [])] }()
            UNUserNotificationCenter.current().setNotificationCategories(Categories.all.union(more))
        }
        """)
        #expect(setup.categories.map(\.summary) == ["post: Like [like]", "chat: "])
        #expect(setup.problems.isEmpty)
    }

    @Test("#available: the branch taken on the newest iOS is read and what it appends holds after it; above iOS 12 it is a warning")
    func availableBranch() {
        let setup = SourceFixtures.setup("""
        func register() {
            var categories: Set<UNNotificationCategory> = [UNNotificationCategory(identifier: "plain", actions: [], intentIdentifiers: [])]
            if #available(iOS 15.0, *) {
                categories.insert(UNNotificationCategory(identifier: "icons", actions: [UNNotificationAction(identifier: "a", title: "A", options: [], icon: UNNotificationActionIcon(systemImageName: "star"))], intentIdentifiers: []))
            } else {
                categories.insert(UNNotificationCategory(identifier: "old", actions: [], intentIdentifiers: []))
            }
            if #available(iOS 10, *) { categories.insert(UNNotificationCategory(identifier: "ten", actions: [], intentIdentifiers: [])) }
            if #unavailable(iOS 13) { categories.insert(UNNotificationCategory(identifier: "twelve", actions: [], intentIdentifiers: [])) }
            guard #available(iOS 13, *) else { return }
            UNUserNotificationCenter.current().setNotificationCategories(categories.union(newer()))
        }
        func newer() -> [UNNotificationCategory] {
            if #available(iOS 16, *) { return [UNNotificationCategory(identifier: "sixteen", actions: [], intentIdentifiers: [])] }
            return []
        }
        """)
        #expect(setup.categories.map(\.identifier) == ["plain", "icons", "ten", "sixteen"])
        #expect(setup.problems.isEmpty)
        #expect(setup.warnings.map(\.description) == [
            "App.swift:3: categories changed under #available(iOS 15): read as on iOS 15 and later, also for older simulated versions",
            "App.swift:14: the value returned changed under #available(iOS 16): read as on iOS 16 and later, also for older simulated versions",
        ])
    }

    @Test("Set(…).union(…), + and formUnion / append(contentsOf:) of known sets and arrays")
    func unionsOfKnownSets() {
        let setup = SourceFixtures.setup("""
        let chat = UNNotificationCategory(identifier: "chat", actions: [], intentIdentifiers: [])
        let base: Set<UNNotificationCategory> = [chat]
        func register() {
            let extra = [UNNotificationCategory(identifier: "mail", actions: [], intentIdentifiers: [])]
            var all = Set(base).union(extra).union([UNNotificationCategory(identifier: "call", actions: [], intentIdentifiers: [])])
            all.formUnion([UNNotificationCategory(identifier: "news", actions: [], intentIdentifiers: [])])
            var list = extra + [UNNotificationCategory(identifier: "alarm", actions: [], intentIdentifiers: [])]
            list.append(contentsOf: [UNNotificationCategory(identifier: "timer", actions: [], intentIdentifiers: [])])
            list += [chat]
            UNUserNotificationCenter.current().setNotificationCategories(all.union(Array(list)))
            UNUserNotificationCenter.current().requestAuthorization(options: UNAuthorizationOptions.alert.union([.badge, .sound])) { _, _ in }
        }
        """)
        #expect(setup.categories.map(\.identifier) == ["chat", "mail", "call", "news", "alarm", "timer"])
        #expect(setup.authorizationOptions == ["badge", "sound", "alert"])
        #expect(setup.problems.isEmpty)
    }

    @Test("reduce, map, compactMap and flatMap over a literal array walk the closure once per element")
    func closuresOverLiteralArrays() {
        let setup = SourceFixtures.setup("""
        func register() {
            let answers = ["yes", "no"].map { UNNotificationAction(identifier: $0, title: $0, options: []) }
            let categories = ["chat", "mail"].reduce(into: Set<UNNotificationCategory>()) { result, id in
                result.insert(UNNotificationCategory(identifier: id, actions: answers, intentIdentifiers: []))
            }
            let more = [["news"], ["alarm"]].reduce([], +).compactMap { id in
                return UNNotificationCategory(identifier: id, actions: [], intentIdentifiers: [])
            }
            let last = [["call"]].flatMap { $0 }.map { UNNotificationCategory(identifier: $0, actions: [], intentIdentifiers: []) }
            UNUserNotificationCenter.current().setNotificationCategories(categories.union(more).union(last))
            let options = [UNAuthorizationOptions.alert, .sound].reduce([]) { $0.union($1) }
            UNUserNotificationCenter.current().requestAuthorization(options: options) { _, _ in }
        }
        """)
        #expect(setup.categories.map(\.summary) == ["chat: yes [yes], no [no]", "mail: yes [yes], no [no]", "news: ", "alarm: ", "call: "])
        #expect(setup.authorizationOptions == ["sound", "alert"])
        #expect(setup.problems.isEmpty)
    }

    @Test("Members the app declares in extensions of Apple types: requestAuthorization(options: .defaultOptions), [.chat], actions: [.reply]")
    func membersOfAppleTypeExtensions() {
        let setup = SourceFixtures.setup("""
        extension UNAuthorizationOptions {
            static var defaultOptions: UNAuthorizationOptions { [.alert, .badge, .sound] }
        }
        extension UNNotificationCategory {
            static let chat = UNNotificationCategory(identifier: "chat", actions: [.reply], intentIdentifiers: [])
        }
        extension UNNotificationAction {
            static let reply = UNNotificationAction(identifier: "reply", title: .replyTitle, options: [])
        }
        extension String { static let replyTitle = "Reply" }
        func setUp() {
            UNUserNotificationCenter.current().requestAuthorization(options: .defaultOptions) { _, _ in }
            UNUserNotificationCenter.current().setNotificationCategories([.chat])
        }
        """)
        #expect(setup.authorizationOptions == ["badge", "sound", "alert"])
        #expect(setup.categories.map(\.summary) == ["chat: Reply [reply]"])
        #expect(setup.problems.isEmpty)
    }

    @Test("Constants, functions and registrations in a framework's or local package's files, named with or without the module")
    func otherModules() {
        let kit = SourceFile(path: "Kit/Identifiers.swift", text: """
        public enum Identifiers { public static let chat = "CHAT" }
        public enum KitCategories {
            public static func all() -> [UNNotificationCategory] { [UNNotificationCategory(identifier: "KIT", actions: [], intentIdentifiers: [])] }
        }
        public func registerKitCategories() {
            UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "FROM_KIT", actions: [], intentIdentifiers: [])])
        }
        """, module: "NotificationKit")
        let app = SourceFile(path: "App.swift", text: """
        import NotificationKit
        func register() {
            let chat = UNNotificationCategory(identifier: NotificationKit.Identifiers.chat, actions: [], intentIdentifiers: [])
            UNUserNotificationCenter.current().setNotificationCategories([chat] + NotificationKit.KitCategories.all() + KitCategories.all())
        }
        """)
        let setup = NotificationSetupReader.read([kit, app])
        #expect(setup.categories.map(\.identifier) == ["FROM_KIT", "CHAT", "KIT"])
        #expect(setup.problems.isEmpty)
    }

    @Test("allCases of a CaseIterable enum mapped to categories and actions: rawValue, computed properties switching on self, .init(systemImageName:)")
    func enumCases() {
        let setup = SourceFixtures.setup("""
        enum Kind: String, CaseIterable {
            case alert, digest = "DIGEST"
            enum Button: String, CaseIterable {
                case open
                case snooze = "SNOOZE"
                var title: String {
                    switch self {
                    case .open: String(localized: "Open")
                    case .snooze: "Snooze"
                    }
                }
                var symbol: String {
                    switch self {
                    case .open: return "arrow.up.forward"
                    default: return "zzz"
                    }
                }
            }
            static func register() {
                let buttons = Button.allCases.map { button in
                    UNNotificationAction(identifier: button.rawValue, title: button.title, options: [], icon: .init(systemImageName: button.symbol))
                }
                let categories = Self.allCases.compactMap { kind in
                    UNNotificationCategory(identifier: kind.rawValue, actions: buttons, intentIdentifiers: [])
                }
                UNUserNotificationCenter.current().setNotificationCategories(Set(categories))
            }
        }
        """)
        let actions = "Open [open] icon system arrow.up.forward, Snooze [SNOOZE] icon system zzz"
        #expect(setup.categories.map(\.summary) == ["alert: \(actions)", "DIGEST: \(actions)"])
        #expect(setup.problems.isEmpty)
    }

    @Test("UNNotificationDefaultActionIdentifier and UNNotificationDismissActionIdentifier read as Apple's values")
    func appleIdentifiers() {
        let setup = SourceFixtures.setup("""
        func register() {
            let open = UNNotificationAction(identifier: UNNotificationDefaultActionIdentifier, title: "Open", options: .foreground)
            let dismiss = UNNotificationAction(identifier: UNNotificationDismissActionIdentifier, title: "Dismiss", options: [])
            UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "c", actions: [open, dismiss], intentIdentifiers: [])])
        }
        """)
        #expect(setup.categories.first?.actions.map(\.identifier) == ["com.apple.UNNotificationDefaultActionIdentifier", "com.apple.UNNotificationDismissActionIdentifier"])
        #expect(setup.problems.isEmpty)
    }

    @Test("String interpolation of known strings, such as a helper's parameters, is read; of anything else it is reported")
    func knownInterpolation() {
        let setup = SourceFixtures.setup("""
        enum Prefix { static let app = "com.example" }
        func category(_ name: String) -> UNNotificationCategory {
            UNNotificationCategory(identifier: "\\(Prefix.app).\\(name)", actions: [UNNotificationAction(identifier: "\\(name)-open", title: "Open \\(name)", options: [])], intentIdentifiers: [])
        }
        func register(user: String) {
            UNUserNotificationCenter.current().setNotificationCategories([category("chat"), category(user)])
        }
        """)
        #expect(setup.categories.map(\.summary) == ["com.example.chat: Open chat [chat-open]"])
        #expect(setup.problems.map(\.description) == [
            "App.swift:6: category(…) (App.swift:3): UNNotificationCategory identifier: a string with interpolation; the category is left out",
        ])
    }

    @Test("A function with parameters is read at each call with its arguments; one no file calls is read on its own")
    func functionsReadAtTheirCalls() {
        let setup = SourceFixtures.setup("""
        final class Notifications {
            func setUp() {
                requestPermission([.alert, .provisional])
                requestPermission(.sound)
                register(categories: [UNNotificationCategory(identifier: "chat", actions: [], intentIdentifiers: [])], extra: "mail")
            }
            private func requestPermission(_ options: UNAuthorizationOptions) {
                UNUserNotificationCenter.current().requestAuthorization(options: options) { _, _ in }
            }
            private func register(categories: Set<UNNotificationCategory>, extra: String) {
                UNUserNotificationCenter.current().setNotificationCategories(categories.union([UNNotificationCategory(identifier: extra, actions: [], intentIdentifiers: [])]))
            }
            func neverCalled(id: String) {
                UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: id, actions: [], intentIdentifiers: [])])
            }
        }
        """)
        #expect(setup.categories.map(\.identifier) == ["chat", "mail"])
        #expect(setup.authorizationOptions == ["sound", "alert", "provisional"])
        #expect(setup.authorizationLocations == [CodeLocation(file: "App.swift", line: 8)])
        #expect(setup.categoryCallLocations.map(\.line) == [11, 14])
        #expect(setup.problems.map(\.description) == [
            "App.swift:14: UNNotificationCategory identifier: id is not a string literal or a `let` constant of the app's sources; the category is left out",
        ])
    }

    @Test("A switch on an enum case passed as .name takes only the branch of that case")
    func switchOnPassedCase() {
        let setup = SourceFixtures.setup("""
        enum Topic { case sport, news, weather }
        func category(_ topic: Topic) -> UNNotificationCategory {
            switch topic {
            case .sport: return UNNotificationCategory(identifier: "sport", actions: [], intentIdentifiers: [])
            case .news: return UNNotificationCategory(identifier: "headlines", actions: [], intentIdentifiers: [])
            default: return UNNotificationCategory(identifier: "other", actions: [], intentIdentifiers: [])
            }
        }
        func register() {
            UNUserNotificationCenter.current().setNotificationCategories([category(.news), category(.weather)])
        }
        """)
        #expect(setup.categories.map(\.identifier) == ["headlines", "other"])
        #expect(setup.problems.isEmpty)
    }
}
