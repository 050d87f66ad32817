import Foundation
import Testing

/// What crosses modules inside notisim has `package` access; `public` is left for the API of the one library a user
/// links, `NotificationExtensionKit`, that an extension's sources and the entry point notisim generates call. The kit's
/// Apple-named modules (NotiDispatch, NotiUIKit, NotiUserNotifications, NotiUserNotificationsUI, NotiIntents) are
/// public throughout and not checked here.
@Suite("Access control")
struct AccessControlTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// A declaration whose access is `public` or `open`, after its attributes and other modifiers.
    static var publicModifier: Regex<Substring> { #/^(?:@[A-Za-z_][\w.]*(?:\([^)]*\))?\s+)*(?:(?:final|static|override|nonisolated|convenience|required|mutating|nonmutating|indirect|lazy|weak|unowned|dynamic)\s+)*(?:public(?:\s|\()|open\s+(?:class|func|var|subscript|override|static|final|nonisolated)\b)/# }

    /// A declaration of a module's sources found public, with the line before it (its summary's last line, or an attribute).
    struct PublicDeclaration: CustomStringConvertible {
        let location: String
        let text: String
        let lineBefore: String
        var description: String { "\(location): \(text)" }
    }

    /// The `public` and `open` declarations of a module's sources.
    static func publicDeclarationsWithContext(in module: String) throws -> [PublicDeclaration] {
        let folder = sources.appendingPathComponent(module)
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        return try files.sorted().flatMap { file in
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            return lines.indices.filter { lines[$0].prefixMatch(of: publicModifier) != nil }.map { index in
                PublicDeclaration(location: "\(module)/\(file):\(index + 1)", text: lines[index], lineBefore: index > 0 ? lines[index - 1] : "")
            }
        }
    }

    /// The `public` and `open` declarations of a module's sources, as `Module/File.swift:line: text`.
    static func publicDeclarations(in module: String) throws -> [String] {
        try publicDeclarationsWithContext(in: module).map(\.description)
    }

    @Test("modules no extension's code links declare nothing public",
          arguments: ["NotiXcode", "NotiSwiftSource", "NotiAutoLayout", "NotiExtensionBuild", "NotiStoryboard", "NotiApp", "NotiAPNs", "NotiWorkspace",
                      "NotiTerminal", "NotiEndpoint"])
    func internalModulesHaveNoPublicAPI(module: String) throws {
        #expect(try Self.publicDeclarations(in: module) == [])
    }

    /// The modules NotificationExtensionKit links without an extension importing them (NotiUIKitHost imports all three,
    /// NotiUIKit imports NotiLayout `internal`), and what of each stays public, with the reason. The kit's public API —
    /// `ExtensionProcess` and `StoryboardOutlets` — names only UIKit's and Swift's types, so no `public` declaration is
    /// needed here. Inheritance is the one exception: a `package` class cannot be subclassed, nor a `package` member
    /// overridden, outside its module (SE-0386), and NotiApp's demo extensions, NotiUIKitHost's
    /// `UIKitContentExtensionAdapter` and notisim-empty-extension subclass `NotificationViewController`, overriding
    /// `keyPressed(_:)` (PhotosViewController). Its other members are `package`: no module overrides them.
    static let kitLinkedAllowList: [String: [String]] = [
        "NotiCore": [],
        "NotiLayout": [],
        "NotiExtensions": ["open class NotificationViewController {", "open func keyPressed(_ key: String) -> Bool { false }"],
    ]

    @Test("modules the kit links publish only what other modules subclass: the allow-list",
          arguments: ["NotiCore", "NotiLayout", "NotiExtensions"])
    func kitLinkedModulesPublishOnlyTheAllowList(module: String) throws {
        let declarations = try Self.publicDeclarationsWithContext(in: module)
        #expect(declarations.map(\.text) == Self.kitLinkedAllowList[module], "\(declarations)")
    }

    @Test("what stays public in the modules the kit links has a /// summary", arguments: ["NotiCore", "NotiLayout", "NotiExtensions"])
    func keptPublicDeclarationsHaveSummaries(module: String) throws {
        let unsummarized = try Self.publicDeclarationsWithContext(in: module).filter { !$0.lineBefore.hasPrefix("///") }
        #expect(unsummarized.isEmpty, "\(unsummarized)")
    }

    @Test("the storyboard host's public API is what the generated entry point calls: StoryboardOutlets")
    func storyboardHostPublishesOnlyOutlets() throws {
        let declarations = try Self.publicDeclarations(in: "NotiStoryboardHost")
        #expect(declarations.allSatisfy { $0.contains("StoryboardOutlets.swift") }, "\(declarations)")
        #expect(declarations.count == 4)
    }
}
