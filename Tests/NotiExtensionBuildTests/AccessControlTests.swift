import Foundation
import Testing

/// What crosses modules inside notisim has `package` access; `public` is left for the API of the one library a user
/// links, `NotificationExtensionKit`, that an extension's sources and the entry point notisim generates call.
@Suite("Access control")
struct AccessControlTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The `public` declarations of a module's sources, as `File.swift:line: text`.
    static func publicDeclarations(in module: String) throws -> [String] {
        let folder = sources.appendingPathComponent(module)
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        return try files.sorted().flatMap { file in
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated().filter { $0.element.trimmingCharacters(in: .whitespaces).hasPrefix("public ") }
                .map { "\(module)/\(file):\($0.offset + 1): \($0.element.trimmingCharacters(in: .whitespaces))" }
        }
    }

    @Test("modules no extension's code links declare nothing public", arguments: ["NotiXcode", "NotiSwiftSource", "NotiAutoLayout", "NotiExtensionBuild", "NotiStoryboard"])
    func internalModulesHaveNoPublicAPI(module: String) throws {
        #expect(try Self.publicDeclarations(in: module) == [])
    }

    @Test("the storyboard host's public API is what the generated entry point calls: StoryboardOutlets")
    func storyboardHostPublishesOnlyOutlets() throws {
        let declarations = try Self.publicDeclarations(in: "NotiStoryboardHost")
        #expect(declarations.allSatisfy { $0.contains("StoryboardOutlets.swift") }, "\(declarations)")
        #expect(declarations.count == 4)
    }
}
