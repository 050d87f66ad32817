/// Reads the theme file format (documented in Themes/README.md):
///
/// ```
/// # comment
/// title.fg = #ffffff
/// title.bold = true
/// card.bg = 236
/// action.fg = blue
/// ```
/// Keys are `role.property`; properties are `fg`, `bg` (colours) and `bold`, `dim`, `italic`,
/// `underline`, `reverse` (`true`/`false`). Colours are `#rrggbb`, a palette index 0–255, `default`,
/// or a name: black, red, green, yellow, blue, magenta, cyan, white, and `bright-` of each.
package enum ThemeParser {
    /// The parsed theme, or the first error.
    package static func parse(_ text: String, file: String, name: String) throws(ThemeError) -> Theme {
        var theme = Theme(name: name)
        var seen: Set<String> = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            func fail(_ key: String, _ reason: String) -> ThemeError {
                ThemeError(file: file, line: index + 1, key: key, reason: reason)
            }
            guard let equals = line.firstIndex(of: "=") else { throw fail("", "expected `role.property = value`") }
            let key = line[..<equals].trimmingWhitespace()
            let value = line[line.index(after: equals)...].trimmingWhitespace()
            let parts = key.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw fail(key, "expected a key of the form role.property") }
            guard let role = ThemeRole(rawValue: String(parts[0])) else {
                throw fail(key, "unknown role \"\(parts[0])\"; roles: \(ThemeRole.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard seen.insert(key).inserted else { throw fail(key, "set twice") }
            var style = theme.styles[role] ?? .plain
            switch parts[1] {
            case "fg", "bg":
                guard let color = parseColor(value) else {
                    throw fail(key, "\"\(value)\" is not a colour (#rrggbb, 0–255, default or a colour name)")
                }
                if parts[1] == "fg" { style.foreground = color } else { style.background = color }
            case "bold", "dim", "italic", "underline", "reverse":
                guard value == "true" || value == "false" else { throw fail(key, "expected true or false, got \"\(value)\"") }
                let flag = value == "true"
                switch parts[1] {
                case "bold": style.bold = flag
                case "dim": style.dim = flag
                case "italic": style.italic = flag
                case "underline": style.underline = flag
                default: style.reverse = flag
                }
            default:
                throw fail(key, "unknown property \"\(parts[1])\"; properties: fg, bg, bold, dim, italic, underline, reverse")
            }
            theme.styles[role] = style
        }
        return theme
    }

    /// The colour names and their palette indices.
    static let colorNames: [String: UInt8] = {
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        var table: [String: UInt8] = [:]
        for (index, name) in names.enumerated() {
            table[name] = UInt8(index)
            table["bright-" + name] = UInt8(index + 8)
        }
        return table
    }()

    /// A colour in theme syntax, or nil.
    package static func parseColor(_ text: String) -> Color? {
        if text == "default" { return .default }
        if let index = colorNames[text] { return .palette(index) }
        if let index = UInt8(text) { return .palette(index) }
        guard text.hasPrefix("#"), text.count == 7, let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        return .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
