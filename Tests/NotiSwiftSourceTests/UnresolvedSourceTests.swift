import Testing
@testable import NotiSwiftSource

/// docs/rules/xcode.md#categories-from-swift-source: what cannot be known without running the app is reported with its
/// file and line and left out, never guessed.
@Suite("Unresolvable category sources")
struct UnresolvedSourceTests {
    @Test("A function call result, string interpolation, a computed value and a var are reported with file:line and left out")
    func unresolvableForms() {
        let setup = SourceFixtures.setup("""
        struct Ids { static var mutable = "M" }
        func makeIdentifier() -> String { UUID().uuidString }
        func register(user: String) {
            let fromCall = UNNotificationAction(identifier: makeIdentifier(), title: "Call", options: [])
            let interpolated = UNNotificationAction(identifier: "reply-\\(user)", title: "Reply", options: [])
            let computed = UNNotificationAction(identifier: "a" + "b", title: "Sum", options: [])
            let fromVar = UNNotificationAction(identifier: Ids.mutable, title: "Var", options: [])
            let kept = UNNotificationAction(identifier: "kept", title: "Kept", options: [])
            UNUserNotificationCenter.current().setNotificationCategories([
                UNNotificationCategory(identifier: "c", actions: [fromCall, interpolated, computed, fromVar, kept], intentIdentifiers: []),
                UNNotificationCategory(identifier: user, actions: [], intentIdentifiers: []),
            ])
        }
        """)
        #expect(setup.categories.map(\.summary) == ["c: Kept [kept]"])
        #expect(setup.problems.map(\.description) == [
            "App.swift:4: UNNotificationAction identifier: makeIdentifier() (App.swift:2): UUID().uuidString is only known when the app runs; the action is left out of category \"c\"",
            "App.swift:5: UNNotificationAction identifier: a string with interpolation; the action is left out of category \"c\"",
            "App.swift:6: UNNotificationAction identifier: a computed value (\"a\" + \"b\") is only known when the app runs; the action is left out of category \"c\"",
            "App.swift:7: UNNotificationAction identifier: Ids.mutable is a `var` (declared at App.swift:1); its value may change; the action is left out of category \"c\"",
            "App.swift:11: UNNotificationCategory identifier: user is not a string literal or a `let` constant of the app's sources; the category is left out",
        ])
    }

    @Test("Categories made or registered in a loop are reported with the loop's line and left out")
    func loops() {
        let setup = SourceFixtures.setup("""
        func register(names: [String]) {
            var categories: Set<UNNotificationCategory> = []
            for name in names {
                categories.insert(UNNotificationCategory(identifier: name, actions: [], intentIdentifiers: []))
            }
            UNUserNotificationCenter.current().setNotificationCategories(categories)
            for name in names {
                UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: name, actions: [], intentIdentifiers: [])])
            }
        }
        """)
        #expect(setup.categories.isEmpty)
        #expect(setup.problems.map(\.description) == [
            "App.swift:4: setNotificationCategories: categories is changed inside the loop at line 3, so it depends on the loop's iterations; nothing of this setNotificationCategories call is registered",
            "App.swift:8: setNotificationCategories inside the loop at line 7: its categories depend on the iterations; left out",
        ])
    }

    @Test("Unresolvable authorization options are reported, not guessed")
    func unresolvableAuthorization() {
        let setup = SourceFixtures.setup("""
        func ask(options: UNAuthorizationOptions) {
            UNUserNotificationCenter.current().requestAuthorization(options: options) { _, _ in }
        }
        """)
        #expect(setup.authorizationOptions == nil)
        #expect(setup.problems.map(\.description) == [
            "App.swift:2: requestAuthorization options: options is not a string literal or a `let` constant of the app's sources; the requested options are not recorded",
        ])
    }

    @Test("A Swift file that does not parse is one problem naming the file and the first syntax error; the other files are read")
    func fileThatDoesNotParse() {
        let broken = SourceFile(path: "Broken.swift", text: "func register() {\n    let x = UNNotificationAction(identifier: \"a\", title: \n"
            + "    UNUserNotificationCenter.current().setNotificationCategories([])\n")
        let good = SourceFile(path: "Good.swift", text: "func r() { UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: \"good\", actions: [], intentIdentifiers: [])]) }")
        let setup = NotificationSetupReader.read([broken, good])
        #expect(setup.categories.map(\.identifier) == ["good"])
        #expect(setup.problems.count == 1)
        #expect(setup.problems.first?.location.file == "Broken.swift")
        #expect(setup.problems.first?.reason.hasPrefix("does not parse: column ") == true)
        #expect(setup.problems.first?.reason.contains("expected") == true)
    }

    @Test("A file with more than 16 '[' open at once is refused before parsing (the parser's lookahead doubles per level); 16 still parse")
    func tooManyOpenBrackets() {
        let deep = SourceFile(path: "Deep.swift", text: "import UIKit\nimp" + String(repeating: "[", count: 28) + "ort UIKit\n// requestAuthorization(options:)\n")
        let nested = "let n = " + String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16) + "\n"
            + "func r() { UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: \"ok\", actions: [], intentIdentifiers: [])]) }"
        let setup = NotificationSetupReader.read([deep, SourceFile(path: "Nested.swift", text: nested)])
        #expect(setup.categories.map(\.identifier) == ["ok"])
        #expect(setup.problems.map(\.location) == [CodeLocation(file: "Deep.swift", line: 2)])
        #expect(setup.problems.first?.reason == "does not parse: more than 16 '[' open at once; the file is left out")
    }

    @Test("A constant defined in terms of itself is reported, not looped on")
    func selfReference() {
        let setup = SourceFixtures.setup("""
        enum Ids { static let a = b; static let b = a }
        func r() { UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: Ids.a, actions: [], intentIdentifiers: [])]) }
        """)
        #expect(setup.categories.isEmpty)
        #expect(setup.problems.count == 1)
        #expect(setup.problems.first?.reason.contains("defined in terms of itself") == true)
    }

    @Test("A chain of constants longer than the limit is reported, not followed to a stack overflow")
    func longConstantChain() {
        let chain = (0..<200).map { "static let c\($0) = c\($0 + 1)" }.joined(separator: "\n")
        let setup = SourceFixtures.setup("""
        enum Ids {
        \(chain)
        static let c200 = "end"
        }
        func r() { UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: Ids.c0, actions: [], intentIdentifiers: [])]) }
        """)
        #expect(setup.categories.isEmpty)
        #expect(setup.problems.first?.reason.contains("is reached through more than 64 constants") == true)
    }

    @Test("A function whose returns differ, one that calls itself and one without a matching signature are reported with file:line, not guessed")
    func functionsThatCannotBeRead() {
        let setup = SourceFixtures.setup("""
        func pick(flag: Bool) -> [UNNotificationCategory] {
            if flag { return [UNNotificationCategory(identifier: "a", actions: [], intentIdentifiers: [])] }
            return []
        }
        func forever() -> [UNNotificationCategory] { forever() }
        func named(id: String) -> UNNotificationCategory { UNNotificationCategory(identifier: id, actions: [], intentIdentifiers: []) }
        func register() {
            UNUserNotificationCenter.current().setNotificationCategories(pick(flag: true))
            UNUserNotificationCenter.current().setNotificationCategories(forever())
            UNUserNotificationCenter.current().setNotificationCategories([named("x")])
        }
        """)
        #expect(setup.categories.isEmpty)
        #expect(setup.problems.map(\.description) == [
            "App.swift:8: setNotificationCategories: pick(…) returns different values (lines 2, 3), depending on how the app runs; nothing of this setNotificationCategories call is registered",
            "App.swift:9: setNotificationCategories: forever() (App.swift:5): forever() calls itself; nothing of this setNotificationCategories call is registered",
            "App.swift:10: no function named of the app's sources takes these arguments; the category is left out",
        ])
    }

    @Test("An enum's computed property read through itself and calls nested through overloads end, reported, without running away")
    func runawayReads() {
        let nested = String(repeating: "f(", count: 12) + "\"x\"" + String(repeating: ")", count: 12)
        let setup = SourceFixtures.setup("""
        enum Kind: String, CaseIterable {
            case a
            var title: String { self.title }
        }
        func f(_ x: String) -> String { x }
        func f(_ x: Int) -> String { "n" }
        func register() {
            let categories = Kind.allCases.map { UNNotificationCategory(identifier: $0.title, actions: [], intentIdentifiers: []) }
            UNUserNotificationCenter.current().setNotificationCategories(categories + [UNNotificationCategory(identifier: \(nested), actions: [], intentIdentifiers: [])])
        }
        """)
        #expect(setup.categories.isEmpty)
        #expect(setup.problems.map(\.description) == [
            "App.swift:3: UNNotificationCategory identifier: Kind.a.title calls itself; the category is left out",
            "App.swift:9: UNNotificationCategory identifier: more than one function f of the app's sources takes these arguments; the category is left out",
        ])
    }
}

/// docs/rules/xcode.md#categories-from-swift-source: which files are parsed at all.
@Suite("Files that can matter to the notification setup")
struct SetupRelevanceTests {
    static let files = [
        SourceFile(path: "AppDelegate.swift", text: """
            func register() {
                UNUserNotificationCenter.current().setNotificationCategories(Categories.all)
            }
            """),
        SourceFile(path: "Categories.swift", text: """
            enum Categories {
                static let all: Set<UNNotificationCategory> = [make(Ids.chat)]
            }
            """),
        SourceFile(path: "Make.swift", text: "func make(_ id: String) -> UNNotificationCategory { UNNotificationCategory(identifier: id, actions: [], intentIdentifiers: []) }\n"),
        SourceFile(path: "Ids.swift", text: "enum Ids {\n    case unused, other\n    static let chat = \"CHAT\"\n}\n"),
        SourceFile(path: "Model.swift", text: "struct Message {\n    let chat: String\n    let all: [String]\n}\n"),
        SourceFile(path: "Broken.swift", text: "func unrelated( {\n"),
        SourceFile(path: "Ask.swift", text: "let options: UNAuthorizationOptions = [.alert]\nfunc ask() { center.requestAuthorization(options: options) { _, _ in } }\n"),
    ]

    @Test("Only files that can matter are parsed: those calling setNotificationCategories or requestAuthorization(options:) first, then those declaring what the reader looked up and did not find")
    func selection() {
        #expect(NotificationSetupReader.read(Self.files).parsedFiles == ["AppDelegate.swift", "Categories.swift", "Make.swift", "Ids.swift", "Ask.swift"])
        #expect(SetupRelevance.isRoot("HKHealthStore().requestAuthorization(toShare: [], read: [])") == false)
        #expect(SetupRelevance.isRoot("center.requestAuthorization(\n    options: [.alert])") == true)
    }

    @Test("A file no relevant file needs is not parsed, so its syntax error is not reported; the categories read through the others are")
    func unrelatedFilesAreNotParsed() {
        let setup = NotificationSetupReader.read(Self.files)
        #expect(setup.categories.map(\.identifier) == ["CHAT"])
        #expect(setup.authorizationOptions == ["alert"])
        #expect(setup.problems.isEmpty, "\(setup.problems)")
        #expect(setup.readFiles.count == Self.files.count)
    }

    @Test("Names are read from bytes as tokens: enum case lists, static and class members, top-level lets, extensions and functions are declared; instance stored properties are not")
    func declaredNames() {
        let scan = NameScan("""
            let top = 1
            enum E: String { case a, b = "x", c(Int)
                static var s: Int { 1 }
                class var k: Int { 2 }
                let stored = 3
                func f() {}
            }
            extension UNAuthorizationOptions { static let defaultOptions: Self = [.alert] }
            switch x { case .d, .e: break }
            """)
        #expect(["top", "E", "a", "b", "c", "s", "k", "f", "UNAuthorizationOptions", "defaultOptions"].allSatisfy { scan.declared.contains($0[...]) },
                "\(scan.declared.sorted())")
        #expect(!scan.declared.contains("stored") && !scan.declared.contains("d") && !scan.declared.contains("e") && !scan.declared.contains("x"))
    }
}
