import NotiCore
import NotiExtensions

/// Collects the diagnostics of one file while it is decoded.
final class DiagnosticSink {
    private(set) var diagnostics: [Diagnostic] = []
    /// Errors so far; decoders compare it before and after a part to know whether that part is sound.
    private(set) var errorCount = 0
    func error(_ path: String, _ message: String) { append(.error(path, message)) }
    func warning(_ path: String, _ message: String) { append(.warning(path, message)) }
    func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        if diagnostic.severity == .error { errorCount += 1 }
    }
}

/// Reads the members of one JSON object by key, reporting missing members and wrong types at their key path,
/// and, on `finish()`, every member that was never asked for as an unknown key.
final class ObjectReader {
    let path: String
    let sink: DiagnosticSink
    private let members: [(key: String, value: JSONValue)]
    private var used: Set<String> = []

    /// A reader for `value`, or nil (with an error) when `value` is not an object.
    init?(_ value: JSONValue, path: String, sink: DiagnosticSink) {
        guard let members = value.objectValue else {
            sink.error(path, "expected an object, got \(value.messageDescription)")
            return nil
        }
        self.path = path; self.sink = sink; self.members = members
        var seen: Set<String> = []
        for member in members where !seen.insert(member.key).inserted {
            sink.warning(childPath(member.key), "the key appears twice; the first one is used")
        }
    }

    /// All members in file order.
    var allMembers: [(key: String, value: JSONValue)] { members }
    /// Whether a member has been read.
    func isUsed(_ key: String) -> Bool { used.contains(key) }

    /// The key path of a member.
    func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Whether the member is present.
    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The raw member, marking it as known.
    func value(_ key: String) -> JSONValue? {
        used.insert(key)
        return members.first { $0.key == key }?.value
    }

    /// Reports a missing required member.
    func missing(_ key: String, _ expectation: String) {
        sink.error(childPath(key), "missing; expected \(expectation)")
    }

    /// A string member; `required` reports its absence; an empty string is refused unless `allowEmpty`.
    func string(_ key: String, required: Bool = false, allowEmpty: Bool = true) -> String? {
        guard let value = value(key) else {
            if required { missing(key, "a string") }
            return nil
        }
        guard let text = value.stringValue else {
            sink.error(childPath(key), "expected a string, got \(value.messageDescription)")
            return nil
        }
        if !allowEmpty, text.isEmpty {
            sink.error(childPath(key), "expected a non-empty string")
            return nil
        }
        return text
    }

    func bool(_ key: String) -> Bool? {
        guard let value = value(key) else { return nil }
        guard let flag = value.boolValue else {
            sink.error(childPath(key), "expected true or false, got \(value.messageDescription)")
            return nil
        }
        return flag
    }

    func number(_ key: String, in range: ClosedRange<Double>? = nil) -> Double? {
        guard let value = value(key) else { return nil }
        guard let number = value.doubleValue, number.isFinite else {
            sink.error(childPath(key), "expected a number, got \(value.messageDescription)")
            return nil
        }
        if let range, !range.contains(number) {
            sink.error(childPath(key), "expected a number in \(range.lowerBound.compact)…\(range.upperBound.compact), got \(number.compact)")
            return nil
        }
        return number
    }

    func integer(_ key: String, in range: ClosedRange<Int>? = nil) -> Int? {
        guard let value = value(key) else { return nil }
        guard let number = value.intValue else {
            sink.error(childPath(key), "expected an integer, got \(value.messageDescription)")
            return nil
        }
        if let range, !range.contains(number) {
            sink.error(childPath(key), "expected an integer in \(range.lowerBound)…\(range.upperBound), got \(number)")
            return nil
        }
        return number
    }

    /// An array member's elements with their key paths.
    func array(_ key: String) -> [(path: String, value: JSONValue)]? {
        guard let value = value(key) else { return nil }
        guard let elements = value.arrayValue else {
            sink.error(childPath(key), "expected an array, got \(value.messageDescription)")
            return nil
        }
        return elements.enumerated().map { (path: "\(childPath(key))[\($0.offset)]", value: $0.element) }
    }

    /// An object member as a nested reader.
    func object(_ key: String) -> ObjectReader? {
        guard let value = value(key) else { return nil }
        return ObjectReader(value, path: childPath(key), sink: sink)
    }

    /// An array of names mapped to option-set members; unknown names are errors listing the valid ones.
    func options<Option: OptionSet>(_ key: String, names: [(String, Option)]) -> Option? where Option.Element == Option {
        guard let elements = array(key) else { return nil }
        var result: Option = []
        for element in elements {
            guard let name = element.value.stringValue else {
                sink.error(element.path, "expected an option name string, got \(element.value.messageDescription)")
                continue
            }
            guard let option = names.first(where: { $0.0 == name })?.1 else {
                sink.error(element.path, "unknown option \"\(name)\"; expected one of \(names.map(\.0).joined(separator: ", "))")
                continue
            }
            result.insert(option)
        }
        return result
    }

    /// Warns about every member never read, suggesting a known key when one is close.
    func finish() {
        let known = used.sorted()
        for member in members where !used.contains(member.key) {
            let hint = KeySuggestion.closest(to: member.key, in: known).map { " (did you mean \"\($0)\"?)" } ?? ""
            sink.warning(childPath(member.key), "unknown key; it is ignored\(hint)")
        }
    }
}

extension JSONValue {
    /// The value named for messages: `the string "3"`, `the number 1.5`, `an array`.
    var messageDescription: String {
        switch self {
        case .string(let s): return "the string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .number(let n): return "the number \(n.literal)"
        case .bool(let b): return "the boolean \(b)"
        default: return kindDescription
        }
    }
}

extension Double {
    /// `15` rather than `15.0`.
    var compact: String { rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}

extension ObjectReader {
    /// Every member not read yet, marking them read: for objects whose keys are data (e.g. action identifiers).
    func remainingMembers() -> [(key: String, value: JSONValue)] {
        let rest = allMembers.filter { !isUsed($0.key) }
        rest.forEach { _ = value($0.key) }
        return rest
    }
}

extension ObjectReader {
    /// An array of strings (`appGroups`); an element that is not a string is an error and is left out.
    func strings(_ key: String) -> [String]? {
        array(key)?.compactMap { element in
            guard let text = element.value.stringValue else {
                sink.error(element.path, "expected a string, got \(element.value.messageDescription)")
                return nil
            }
            return text
        }
    }
}
