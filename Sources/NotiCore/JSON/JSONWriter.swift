extension JSONValue {
    /// The value as JSON text: compact, or indented by two spaces per level with `pretty`.
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(into out: inout String, pretty: Bool, indent: Int) {
        let newline = pretty ? "\n" : ""
        func pad(_ level: Int) -> String { pretty ? String(repeating: "  ", count: level) : "" }
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.literal
        case .string(let s): out += JSONValue.quoted(s)
        case .array(let elements):
            if elements.isEmpty { out += "[]"; return }
            out += "[" + newline
            for (i, element) in elements.enumerated() {
                out += pad(indent + 1)
                element.write(into: &out, pretty: pretty, indent: indent + 1)
                out += (i < elements.count - 1 ? "," : "") + newline
            }
            out += pad(indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{" + newline
            for (i, member) in members.enumerated() {
                out += pad(indent + 1) + JSONValue.quoted(member.key) + (pretty ? ": " : ":")
                member.value.write(into: &out, pretty: pretty, indent: indent + 1)
                out += (i < members.count - 1 ? "," : "") + newline
            }
            out += pad(indent) + "}"
        }
    }

    /// A JSON string literal for `text`, escaping quotes, backslashes and control characters.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) || (0x2028...0x2029).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
