/// How payload values and key paths are spelled in diagnostics.
enum PayloadText {
    /// A value as a message quotes it: `the string "3"`, `the number 1.5`, `the boolean true`, `an object`.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return "the boolean \(b)"
        case .number(let n): return "the number \(clipped(n.literal))"
        case .string(let s): return "the string \"\(clipped(s))\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Long texts cut to keep a diagnostic on one line.
    static func clipped(_ text: String, limit: Int = 40) -> String {
        let oneLine = text.replacingNewlines()
        return oneLine.count > limit ? String(oneLine.prefix(limit)) + "…" : oneLine
    }

    /// `parent.key`, or `key` at the top level.
    static func path(_ parent: String, _ key: String) -> String { parent.isEmpty ? key : parent + "." + key }

    /// `parent[index]`.
    static func path(_ parent: String, index: Int) -> String { "\(parent)[\(index)]" }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        guard contains(where: \.isNewline) else { return self }
        return String(map { $0.isNewline ? " " : $0 })
    }
}
