import SwiftSyntax

/// Every named value and function declared outside function bodies in the files read: `static let`, stored `let`
/// and computed members of structs, enums, classes and their extensions (by their nested type path,
/// `CategoryIdentifier.imagePosting`, also for extensions of Apple types such as `UNAuthorizationOptions`),
/// file-level `let`s and functions, and the raw values of `String` enum cases (`ActionIdentifier.like.rawValue`).
struct ConstantTable {
    /// How a declaration gives its value.
    enum Definition {
        /// `let NAME = EXPR` inside `typePath`.
        case expression(ExprSyntax, file: Int, typePath: [String])
        /// An enum case's raw value, known at once.
        case literal(String, CodeLocation)
        /// A `var`: it may change, so it is never read.
        case variable(CodeLocation)
        /// `allCases` of a `CaseIterable` enum whose cases carry no values: their names, in order.
        case cases([String], type: String)
        /// A computed property whose only accessor is its getter, `body`, inside `typePath`.
        case computed(CodeBlockItemListSyntax, file: Int, typePath: [String])
        /// Declared without a value notisim can read (a computed property, a `let` without initializer).
        case opaque(CodeLocation, String)
    }

    /// A function or method with a body, declared inside `typePath` of file `file`.
    struct Function {
        let parameters: FunctionParameterListSyntax
        let body: CodeBlockSyntax
        let file: Int
        let typePath: [String]
    }

    /// Definitions by qualified name; more than one means the name is ambiguous (two targets, `#if` branches).
    private(set) var definitions: [String: [Definition]] = [:]
    /// Functions by qualified name; overloads are told apart by their argument labels.
    private(set) var functions: [String: [Function]] = [:]
    /// The modules the files belong to: `Module.Type.name` is looked up as `Type.name`.
    private let modules: Set<String>
    /// Hears every name looked up and not found, so the reader can parse the files that declare it and look again.
    let misses: NameMisses

    init(files: [ParsedFile], modules: Set<String>, misses: NameMisses = NameMisses()) {
        self.modules = modules
        self.misses = misses
        for (index, file) in files.enumerated() {
            collect(file.tree.statements.map(\.item), file: file, index: index, typePath: [])
        }
    }

    private mutating func collect(_ items: [CodeBlockItemSyntax.Item], file: ParsedFile, index: Int, typePath: [String]) {
        for item in items {
            guard case .decl(let decl) = item else { continue }
            collect(decl, file: file, index: index, typePath: typePath)
        }
    }

    private mutating func collect(members: MemberBlockSyntax, file: ParsedFile, index: Int, typePath: [String]) {
        for member in members.members { collect(member.decl, file: file, index: index, typePath: typePath) }
    }

    private mutating func collect(_ decl: DeclSyntax, file: ParsedFile, index: Int, typePath: [String]) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            collect(variable, file: file, index: index, typePath: typePath)
        } else if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
            let key = (typePath + [function.name.text]).joined(separator: ".")
            functions[key, default: []].append(Function(parameters: function.signature.parameterClause.parameters, body: body, file: index, typePath: typePath))
        } else if let type = decl.as(StructDeclSyntax.self) {
            collect(members: type.memberBlock, file: file, index: index, typePath: typePath + [type.name.text])
        } else if let type = decl.as(ClassDeclSyntax.self) {
            collect(members: type.memberBlock, file: file, index: index, typePath: typePath + [type.name.text])
        } else if let type = decl.as(ActorDeclSyntax.self) {
            collect(members: type.memberBlock, file: file, index: index, typePath: typePath + [type.name.text])
        } else if let type = decl.as(EnumDeclSyntax.self) {
            let path = typePath + [type.name.text]
            collect(members: type.memberBlock, file: file, index: index, typePath: path)
            if Self.hasStringRawValues(type) { collectRawValues(type, file: file, typePath: path) }
            if let names = Self.iterableCases(type) { add((path + ["allCases"]).joined(separator: "."), .cases(names, type: path.joined(separator: "."))) }
        } else if let type = decl.as(ExtensionDeclSyntax.self) {
            let extended = type.extendedType.trimmedDescription.split(separator: ".").map(String.init)
            collect(members: type.memberBlock, file: file, index: index, typePath: extended)
        } else if let conditional = decl.as(IfConfigDeclSyntax.self) {
            for clause in conditional.clauses {
                switch clause.elements {
                case .statements(let statements): collect(statements.map(\.item), file: file, index: index, typePath: typePath)
                case .decls(let members): for member in members { collect(member.decl, file: file, index: index, typePath: typePath) }
                default: continue
                }
            }
        }
    }

    private mutating func collect(_ variable: VariableDeclSyntax, file: ParsedFile, index: Int, typePath: [String]) {
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let key = (typePath + [name]).joined(separator: ".")
            let location = file.location(binding)
            if let accessors = binding.accessorBlock {
                if let getter = Self.getterOnly(accessors) {
                    add(key, .computed(getter, file: index, typePath: typePath))
                } else {
                    add(key, .opaque(location, "a property with a setter or observers"))
                }
            } else if !isLet {
                add(key, .variable(location))
            } else if let value = binding.initializer?.value {
                add(key, .expression(value, file: index, typePath: typePath))
            } else {
                add(key, .opaque(location, "a `let` given its value elsewhere"))
            }
        }
    }

    /// The getter's statements when it is the property's only accessor.
    private static func getterOnly(_ accessors: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch accessors.accessors {
        case .getter(let statements): return statements
        case .accessors(let list):
            guard list.count == 1, let only = list.first, only.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
            return only.body?.statements
        }
    }

    /// The case names of a `CaseIterable` enum whose cases all carry no values and are declared directly in it.
    private static func iterableCases(_ type: EnumDeclSyntax) -> [String]? {
        guard type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "CaseIterable" }) == true else { return nil }
        var names: [String] = []
        for member in type.memberBlock.members {
            if member.decl.is(IfConfigDeclSyntax.self) { return nil }
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                guard element.parameterClause == nil else { return nil }
                names.append(element.name.text)
            }
        }
        return names
    }

    private static func hasStringRawValues(_ type: EnumDeclSyntax) -> Bool {
        type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String"
    }

    private mutating func collectRawValues(_ type: EnumDeclSyntax, file: ParsedFile, typePath: [String]) {
        for member in type.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                let key = (typePath + [element.name.text, "rawValue"]).joined(separator: ".")
                let location = file.location(element)
                guard let raw = element.rawValue?.value else {
                    add(key, .literal(element.name.text, location))
                    continue
                }
                if let literal = raw.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                    add(key, .literal(literal, location))
                } else {
                    add(key, .opaque(location, "a raw value that is not a string literal"))
                }
            }
        }
    }

    private mutating func add(_ key: String, _ definition: Definition) {
        definitions[key, default: []].append(definition)
    }

    /// The qualified name `path` means when written inside `typePath`: the innermost enclosing type's member first,
    /// as Swift looks names up, then outwards to the file level.
    func resolve(_ path: [String], from typePath: [String]) -> String? {
        resolve(path, from: typePath) { definitions[$0] != nil }
    }

    /// The qualified name of the function `path` calls from inside `typePath`, looked up as `resolve` does.
    func resolveFunction(_ path: [String], from typePath: [String], recordingMiss: Bool = true) -> String? {
        resolve(path, from: typePath, recordingMiss: recordingMiss) { functions[$0] != nil }
    }

    private func resolve(_ path: [String], from typePath: [String], recordingMiss: Bool = true, declared: (String) -> Bool) -> String? {
        for depth in stride(from: typePath.count, through: 0, by: -1) {
            let key = (typePath.prefix(depth) + path).joined(separator: ".")
            if declared(key) { return key }
        }
        if path.count > 1, modules.contains(path[0]), declared(path.dropFirst().joined(separator: ".")) {
            return path.dropFirst().joined(separator: ".")
        }
        if recordingMiss { misses.record(path) }
        return nil
    }
}

/// The qualified names the extractor looked up and did not find in the files parsed so far, while it walks a file
/// that registers categories or asks for authorization (what those files' values need, through any file).
final class NameMisses {
    private(set) var paths: Set<[String]> = []
    /// Whether misses are recorded now.
    var isRecording = true

    func record(_ path: [String]) { if isRecording { paths.insert(path) } }
}
