import Testing
@testable import NotiSwiftSource

/// docs/rules/xcode.md#extension-sources-on-linux and docs/rules/xcode.md#categories-from-swift-source
@Suite("Conditional compilation read as on an iPhone")
struct IOSConditionTests {
    /// `replacement` written over `original`, padded with spaces to its length.
    static func padded(_ replacement: String, over original: String) -> String {
        replacement + String(repeating: " ", count: original.utf8.count - replacement.utf8.count)
    }

    /// `source` with each pair's first text replaced by its second, padded to the same length.
    static func answered(_ source: String, _ answers: [(String, String)]) -> String {
        answers.reduce(source) { text, answer in text.replacingOccurrences(of: answer.0, with: padded(answer.1, over: answer.0)) }
    }

    @Test("#if os(iOS) and arch(arm64) read true, other OSes and architectures false, in the same bytes; the rest of a condition is left to the compiler")
    func platformTestsAnswered() {
        let source = """
        #if os(iOS)
        import UIKit
        #elseif os(macOS) || os(Linux)
        #error("Unsupported platform.")
        #endif
        #if DEBUG && arch(arm64) && !arch(x86_64)
        let debug = true
        #endif
        #if canImport(UIKit) && !targetEnvironment(simulator) && compiler(>=5.9)
        let device = os(iOS)
        #endif
        """
        let rewritten = IOSConditionRewrite.rewrite(SourceFile(path: "Platform.swift", text: source))
        #expect(rewritten == Self.answered(source, [("#if os(iOS)", "#if true"), ("os(macOS)", "false"), ("os(Linux)", "false"),
                                                    ("arch(arm64)", "true"), ("arch(x86_64)", "false")]))
        #expect(rewritten.utf8.count == source.utf8.count)
        #expect(rewritten.hasSuffix("let device = os(iOS)\n#endif"))
    }

    @Test("#available(iOS 15.4, *) becomes a run-time check of the major version and #unavailable(iOS 13) its negation, in the same bytes; a check naming no iOS version stays")
    func availabilityBecomesRunTimeCheck() {
        let source = """
        if #available(iOS 15.4, *) { a() }
        guard #unavailable(iOSApplicationExtension 13) else { return }
        if #available(macOS 12, iOS 16, *), let x = y { b(x) }
        while #available(iOS 9,*) {}
        if #available(macOS 12, *) { c() }
        """
        let rewritten = IOSConditionRewrite.rewrite(SourceFile(path: "Available.swift", text: source))
        #expect(rewritten == Self.answered(source, [("#available(iOS 15.4, *)", "iOSIsAtLeast(15)"),
                                                    ("#unavailable(iOSApplicationExtension 13)", "!iOSIsAtLeast(13)"),
                                                    ("#available(macOS 12, iOS 16, *)", "iOSIsAtLeast(16)"),
                                                    ("#available(iOS 9,*)", "iOSIsAtLeast(9)")]))
        #expect(rewritten.hasSuffix("if #available(macOS 12, *) { c() }"))
    }

    @Test("An app's sources are read as an iPhone build compiles them: only the active #if clause registers; under DEBUG, swift() or an unknown module every clause is read")
    func appSourcesReadActiveClauses() {
        func register(_ identifier: String) -> String {
            "UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: \(identifier), actions: [], intentIdentifiers: [])])"
        }
        let source = """
        enum Identifiers {
            #if os(iOS)
            static let chat = "chat-ios"
            #else
            static let chat = "chat-mac"
            #endif
        }
        func register() {
            #if canImport(AppKit)
            \(register("\"mac\""))
            #elseif os(iOS) && !targetEnvironment(simulator)
            \(register("Identifiers.chat"))
            #else
            \(register("\"other\""))
            #endif
            #if DEBUG
            \(register("\"debug\""))
            #elseif swift(>=5.9)
            \(register("\"modern\""))
            #endif
            #if canImport(SomeVendorSDK)
            \(register("\"vendor\""))
            #endif
        }
        """
        let setup = SourceFixtures.setup(source)
        #expect(setup.categories.map(\.identifier) == ["chat-ios", "debug", "modern", "vendor"])
        #expect(setup.categories.first?.location == CodeLocation(file: "App.swift", line: 12))
        #expect(setup.problems.isEmpty)
        let blanked = IOSActiveClauses.blankingInactive(SourceFile(path: "App.swift", text: source)).text
        #expect(blanked.utf8.count == source.utf8.count)
        #expect(blanked.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(!blanked.contains("chat-mac") && !blanked.contains("\"mac\"") && !blanked.contains("\"other\""))
    }
}
