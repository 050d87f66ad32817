import Foundation
import Testing

/// What crosses modules inside notisim has `package` access; `public` is left for what a user links: the API of
/// `NotificationExtensionKit`, that an extension's sources and the entry point notisim generates call, and the Swift
/// extension SDK (NotiExtensions and the NotiCore types it names). The kit's Apple-named modules (NotiDispatch,
/// NotiUIKit, NotiUserNotifications, NotiUserNotificationsUI, NotiIntents) are public throughout and not checked here.
/// docs/architecture.md#access-control
@Suite("Access control")
struct AccessControlTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// A declaration whose access is `public` or `open`, after its attributes and other modifiers.
    static var publicModifier: Regex<Substring> { #/^(?:@[A-Za-z_][\w.]*(?:\([^)]*\))?\s+)*(?:(?:final|static|override|nonisolated|convenience|required|mutating|nonmutating|indirect|lazy|weak|unowned|dynamic)\s+)*(?:public(?:\s|\()|open\s+(?:class|func|var|subscript|override|static|final|nonisolated)\b)/# }

    /// Whether `line` names either access keyword at all, which `publicModifier` needs.
    static func mayDeclarePublic(_ line: String) -> Bool { line.contains("public") || line.contains("open") }

    /// A declaration of a module's sources found public, with the line before it (its summary's last line, or an attribute).
    struct PublicDeclaration: CustomStringConvertible {
        let location: String
        let text: String
        let lineBefore: String
        /// Declared at the file's top level (not indented), not as a member.
        let isTopLevel: Bool
        var description: String { "\(location): \(text)" }
    }

    /// The `public` and `open` declarations of a module's sources.
    static func publicDeclarationsWithContext(in module: String) throws -> [PublicDeclaration] {
        let folder = sources.appendingPathComponent(module)
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        return try files.sorted().flatMap { file in
            let raw = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let lines = raw.map { $0.trimmingCharacters(in: .whitespaces) }
            // The regex runs only on lines naming `public` or `open`: matching it on every line cost seconds a module.
            return lines.indices.filter { mayDeclarePublic(lines[$0]) && lines[$0].prefixMatch(of: publicModifier) != nil }.map { index in
                PublicDeclaration(location: "\(module)/\(file):\(index + 1)", text: lines[index], lineBefore: index > 0 ? lines[index - 1] : "",
                                  isTopLevel: !(raw[index].first?.isWhitespace ?? false))
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

    /// The types NotiCore and NotiExtensions keep public, with their members: the Swift extension SDK that
    /// docs/extension-protocol.md ("Extensions in Swift") documents for a program that imports NotiCore and
    /// NotiExtensions (compiled outside this package by DocExampleTests), and every type its API names.
    /// NotificationExtensionKit's own public API (`ExtensionProcess`, `StoryboardOutlets`) names none of these
    /// modules' types, so the kit adds nothing here, and NotiLayout (imported `internal` by NotiUIKit) keeps nothing.
    static let extensionSDK: [String: Set<String>] = [
        "NotiExtensions": [
            // Subclassed or adopted by the extension, and the server that runs it (the docs' example).
            "NotificationViewController", "NotificationContentExtension", "NotificationContentExtensionResponding",
            "NotificationContentExtensionMedia", "NotificationServiceExtension", "ExtensionServer",
            // Named by those: the response completion, the context, the preferred size.
            "ContentExtensionResponseOption", "NotificationExtensionContext", "ContentSize",
            // The docs name the limits and the in-process hosts a test drives an extension with, and these name the rest.
            "ExtensionLimits", "InProcessContentExtensionHost", "InProcessServiceExtensionHost", "ContentExtensionUpdate",
            "ContentExtensionRequest", "ExtensionFault",
        ],
        "NotiCore": [
            // What `didReceive` gets, and what it is made of.
            "DeliveredNotification", "NotificationRequest", "NotificationContent", "NotificationTrigger", "DateMatch",
            "CircularRegion", "Coordinate", "NotificationSound", "NotificationAttachment", "AttachmentKind", "UnitRect",
            "JSONValue", "JSONNumber", "InterruptionLevel", "CommunicationIntent", "CommunicationKind", "CommunicationPerson",
            // The response method's response and the context's actions.
            "NotificationResponse", "NotificationAction", "ActionOptions",
            // The view vocabulary `view` is drawn with, and the state a host answers.
            "CustomView", "CustomTextStyle", "CustomColor", "TextAlignment", "TextRun", "ImageContentMode", "Rect",
            "MediaButtonType", "ContentExtensionState",
        ],
        "NotiLayout": [],
    ]

    /// The name a top-level declaration declares; nil for an extension.
    static func declaredName(_ declaration: PublicDeclaration) -> String? {
        declaration.text.firstMatch(of: #/\b(?:struct|enum|class|protocol|actor|typealias|func|var|let)\s+([A-Za-z_]\w*)/#).map { String($0.1) }
    }

    @Test("the modules the kit links publish only the extension SDK: the allow-list", arguments: ["NotiCore", "NotiLayout", "NotiExtensions"])
    func kitLinkedModulesPublishOnlyTheExtensionSDK(module: String) throws {
        let topLevel = try Self.publicDeclarationsWithContext(in: module).filter(\.isTopLevel)
        let names = Set(topLevel.compactMap(Self.declaredName))
        let allowed = Self.extensionSDK[module] ?? []
        #expect(names == allowed, "not on the list: \(names.subtracting(allowed).sorted()), no longer public: \(allowed.subtracting(names).sorted())")
        // A public extension would publish its members whatever the list says.
        #expect(topLevel.filter { Self.declaredName($0) == nil }.map(\.description) == [])
    }

    @Test("each type the extension SDK keeps public has a /// summary", arguments: ["NotiCore", "NotiExtensions"])
    func extensionSDKTypesHaveSummaries(module: String) throws {
        let unsummarized = try Self.publicDeclarationsWithContext(in: module).filter { $0.isTopLevel && !$0.lineBefore.hasPrefix("///") }
        #expect(unsummarized.isEmpty, "\(unsummarized)")
    }

    @Test("the storyboard host's public API is what the generated entry point calls: StoryboardOutlets")
    func storyboardHostPublishesOnlyOutlets() throws {
        let declarations = try Self.publicDeclarations(in: "NotiStoryboardHost")
        #expect(declarations.allSatisfy { $0.contains("StoryboardOutlets.swift") }, "\(declarations)")
        #expect(declarations.count == 4)
    }
}
