import NotiExtensionTarget

/// Where the module an extension's `import` names comes from when notisim builds the extension
/// (docs/rules/extension-sources.md#modules-an-extension-imports): the kit's subsets of Apple's frameworks and the Swift toolchain's own
/// modules, a compatible module, or neither (then only the project itself may provide it).
package enum ImportedModuleSource: Sendable, Hashable {
    /// One of Apple's frameworks the kit provides under its own name, or a module of the Swift toolchain.
    case kit
    /// A push SDK's module the kit provides under the SDK's name.
    case compatible(CompatibleModule)
    /// A module notisim does not provide: the project's own, or one an extension built by notisim cannot import.
    case notProvided

    /// Apple's module names an extension's `import` finds in the kit (through `-module-alias` or as themselves) and
    /// the Swift toolchain's modules every build has.
    static let kitModules: Set<String> = Set(ExtensionKit.moduleAliases.keys).union(toolchainModules)

    /// The Swift toolchain's modules every build has.
    static let toolchainModules: Set<String> =
        ["Foundation", "Dispatch", "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation", "Synchronization"]

    /// Whether `name` is one of the Swift toolchain's modules rather than an Apple framework.
    package static func isToolchainModule(_ name: String) -> Bool { toolchainModules.contains(name) }

    /// Where `name` comes from; a compatible module is never looked for among the project's modules.
    package static func of(_ name: String) -> ImportedModuleSource {
        if let module = CompatibleModules.named(name) { return .compatible(module) }
        return kitModules.contains(name) ? .kit : .notProvided
    }

    /// The modules one source imports, read line by line: attributes and an import kind may come before the name.
    package static func modules(importedBy source: String) -> Set<String> {
        let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        var names: Set<String> = []
        for line in source.split(whereSeparator: \.isNewline) {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            guard let path = words.first, let module = path.split(separator: ".").first,
                  module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            names.insert(String(module))
        }
        return names
    }
}
