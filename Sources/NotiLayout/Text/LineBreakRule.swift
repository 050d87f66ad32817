/// Where a line may break between two graphemes that no space separates (spaces always allow a break).
///
/// A tailoring of the Unicode line breaking algorithm (UAX #14) to what notifications show:
/// - Ideographs, kana, fullwidth forms and emoji (class ID) allow a break before and after them.
/// - Hangul and Latin letters and digits keep together: Korean breaks at spaces (UAX #14's Korean
///   "keep-all" style), and a word longer than the line is the wrapper's business.
/// - Kinsoku: no line starts with closing brackets and quotes (CL, CP, Pe, Pf), `、。，．！？：；` and their
///   ASCII forms (IS, EX), the long vowel mark `ー`, iteration marks, `・`, small kana (NS, CJ) or `…` (IN);
///   no line ends with opening brackets and quotes (OP, Ps, Pi).
enum LineBreakRule {
    /// Whether a line may end after `before` and start with `after`.
    static func allowsBreak(between before: Character, and after: Character) -> Bool {
        if mustNotStartLine(after) || mustNotEndLine(before) { return false }
        return breaksAround(before) || breaksAround(after)
    }

    /// Class ID: a wide grapheme other than Hangul, or halfwidth katakana.
    static func breaksAround(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        if isHangul(first) { return false }
        return TextWidth.columns(of: character) == 2 || (0xFF66...0xFF9D).contains(first.value)
    }

    /// Closing punctuation, stops, the long vowel mark, iteration marks and small kana.
    static func mustNotStartLine(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        switch first.properties.generalCategory {
        case .closePunctuation, .finalPunctuation: return true
        default: return noStartScalars.contains(first.value) || isSmallKana(first)
        }
    }

    /// Opening brackets and quotes.
    static func mustNotEndLine(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        switch first.properties.generalCategory {
        case .openPunctuation, .initialPunctuation: return true
        default: return false
        }
    }

    /// `!,.:;?` and their ideographic, fullwidth and halfwidth forms, `‼⁇⁈⁉`, `…‥`, `ー`, `・`, `々〻`, `ゝゞヽヾ`, `゛゜`, `〜`.
    private static let noStartScalars: Set<UInt32> = [
        0x21, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x203C, 0x2047, 0x2048, 0x2049, 0x2026, 0x2025,
        0x3001, 0x3002, 0x301C, 0x3005, 0x303B, 0x309B, 0x309C, 0x309D, 0x309E, 0x30FB, 0x30FC, 0x30FD, 0x30FE,
        0xFF01, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF61, 0xFF64, 0xFF65, 0xFF70, 0xFF9E, 0xFF9F,
    ]

    /// Small hiragana and katakana (`ぁぃぅぇぉっゃゅょゎゕゖ`, `ァィゥェォッャュョヮヵヶ`, `ㇰ`–`ㇿ`, halfwidth `ｧ`–`ｯ`).
    private static func isSmallKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
             0x31F0...0x31FF, 0xFF67...0xFF6F:
            return true
        default:
            return false
        }
    }

    /// Hangul syllables and jamo.
    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF, 0xFFA0...0xFFDC: return true
        default: return false
        }
    }
}
