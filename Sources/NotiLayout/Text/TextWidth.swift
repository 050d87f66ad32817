/// The one place that decides how many terminal columns text takes.
///
/// Rule (per extended grapheme cluster, i.e. per Swift `Character`):
/// - 0 columns: a cluster made only of zero-width scalars (combining marks Mn/Me, format characters Cf
///   such as ZWJ, ZWSP and variation selectors, and C0/C1 controls, which the sanitizer replaces anyway).
/// - 2 columns: the first visible scalar is East Asian Wide or Fullwidth (Hangul, Kana, CJK ideographs,
///   fullwidth forms), or the cluster is an emoji in emoji presentation: a scalar with Emoji_Presentation,
///   a scalar followed by U+FE0F, a regional-indicator flag pair, a keycap sequence.
///   ZWJ sequences (families, professions) and skin-tone modifiers stay one cluster, so they count 2 as a
///   whole; terminals that draw them as separate glyphs will look wider, which notisim accepts.
/// - 1 column: everything else, including East Asian Ambiguous characters such as "…", "•" and box drawing.
package enum TextWidth {
    /// Columns taken by one grapheme cluster.
    package static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        if character.isASCII {
            guard let value = scalars.first?.value else { return 0 }
            return (value < 0x20 || value == 0x7F) ? 0 : 1
        }
        var firstVisible: Unicode.Scalar?
        var hasEmojiSelector = false
        var hasKeycap = false
        for scalar in scalars {
            if scalar.value == 0xFE0F { hasEmojiSelector = true }
            if scalar.value == 0x20E3 { hasKeycap = true }
            if firstVisible == nil, !isZeroWidth(scalar) { firstVisible = scalar }
        }
        guard let first = firstVisible else { return 0 }
        if hasEmojiSelector || hasKeycap { return 2 }
        if isWide(first) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Columns taken by a whole string.
    package static func columns(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    /// Whether a scalar takes no column on its own.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: break
        }
        // Hangul Jamo medial vowels and final consonants combine into the preceding syllable.
        return (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges, plus the emoji blocks terminals draw two columns wide.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x1100 else { return false }
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound { high = middle - 1 } else if value > range.upperBound { low = middle + 1 } else { return true }
        }
        return false
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F1E6...0x1F1FF, 0x1F200...0x1F202, 0x1F210...0x1F23B,
        0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C,
        0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4,
        0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E,
        0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F,
        0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF,
        0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0, 0x1F90C...0x1F93A,
        0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
