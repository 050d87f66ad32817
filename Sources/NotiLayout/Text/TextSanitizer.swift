/// Turns payload text into data: nothing in it can act as a terminal control
/// (docs/rules/terminal.md#text-that-reaches-the-terminal).
///
/// - ESC becomes `␛` (the rest of an escape sequence stays as visible text).
/// - Other C0 controls become their U+2400 control pictures (`␇`, `␀`, …); tab becomes a space;
///   line feed is kept as a line break unless `keepsLineBreaks` is false (then `␤`); CR and CRLF become a line break.
/// - DEL becomes `␡`; C1 controls (U+0080–U+009F, including the 8-bit CSI) become `�`.
/// - Bidi embeddings/overrides/isolates (U+202A–U+202E, U+2066–U+2069) become `�`.
/// - U+2028/U+2029 (line/paragraph separators) become line breaks.
package enum TextSanitizer {
    /// The placeholder shown for C1 controls and bidi overrides.
    package static let replacement: Character = "\u{FFFD}"

    /// The sanitized text.
    package static func sanitize(_ text: String, keepsLineBreaks: Bool = true) -> String {
        guard needsSanitizing(text) else { return text }
        var scalars = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            defer { previousWasCarriageReturn = value == 0x0D }
            switch value {
            case 0x0A:
                if previousWasCarriageReturn, keepsLineBreaks { continue }
                scalars.append(keepsLineBreaks ? "\n" : "\u{2424}")
            case 0x0D, 0x2028, 0x2029:
                scalars.append(keepsLineBreaks ? "\n" : "\u{2424}")
            case 0x09:
                scalars.append(" ")
            case 0x1B:
                scalars.append("\u{241B}")
            case 0x00..<0x20:
                scalars.append(Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}")
            case 0x7F:
                scalars.append("\u{2421}")
            case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                scalars.append("\u{FFFD}")
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether any scalar needs replacing (the common case of clean text costs one pass, no allocation).
    static func needsSanitizing(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) || value == 0x2028 || value == 0x2029 {
                return true
            }
        }
        return false
    }
}
