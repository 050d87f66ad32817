import Foundation
import NotiCore

/// Writes a property list in the XML format Xcode writes an Info.plist in: dictionary keys sorted, one element a
/// line indented by tabs, `<true/>`, `<array/>` and `<dict/>` for the empty ones.
package enum XMLPlistWriter {
    /// `value` as a whole XML property list document. Text is escaped so that ``PropertyList/parse(_:)`` and
    /// Foundation's `PropertyListSerialization` read back what was written: `&`, `<` and `>` as entities, and the
    /// control characters but tab and line feed as character references (which both readers take, though XML 1.0
    /// allows none for them; a raw one would be refused or a carriage return read as a line feed). A date keeps whole
    /// seconds, as the format does; the parsers give none outside the years 1 to 9999, which the format cannot hold.
    package static func document(_ value: PlistValue) -> [UInt8] {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        append(value, depth: 0, to: &out)
        out += "</plist>\n"
        return Array(out.utf8)
    }

    private static func append(_ value: PlistValue, depth: Int, to out: inout String) {
        let indent = String(repeating: "\t", count: depth)
        switch value {
        case .string(let text): out += "\(indent)<string>\(escaped(text))</string>\n"
        case .integer(let number): out += "\(indent)<integer>\(number)</integer>\n"
        case .real(let number): out += "\(indent)<real>\(real(number))</real>\n"
        case .bool(let flag): out += "\(indent)<\(flag ? "true" : "false")/>\n"
        case .date(let date): out += "\(indent)<date>\(ISO8601Time.string(date))</date>\n"
        case .data(let bytes): out += "\(indent)<data>\(Data(bytes).base64EncodedString())</data>\n"
        case .array(let elements) where elements.isEmpty: out += "\(indent)<array/>\n"
        case .array(let elements):
            out += "\(indent)<array>\n"
            for element in elements { append(element, depth: depth + 1, to: &out) }
            out += "\(indent)</array>\n"
        case .dictionary(let members) where members.isEmpty: out += "\(indent)<dict/>\n"
        case .dictionary(let members):
            out += "\(indent)<dict>\n"
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                out += "\(indent)\t<key>\(escaped(key))</key>\n"
                append(member, depth: depth + 1, to: &out)
            }
            out += "\(indent)</dict>\n"
        }
    }

    /// A real as Apple's writer spells one: the shortest decimal that reads back the same, `+infinity`, `-infinity`
    /// or `nan`.
    private static func real(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-infinity" : "+infinity" }
        return "\(number)"
    }

    private static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
