/// What curses is handed for one grid cell, so that curses, the terminal and the grid agree on columns.
///
/// A grapheme cluster goes to the terminal whole (every scalar of `👋🏽`, `🇰🇷` or `👨‍👩‍👧`), so that a
/// terminal which joins clusters draws the same glyph iOS does. curses counts a cell's columns by its first
/// scalar only, so the cluster is laid into cells whose curses widths add up to the grid's columns.
struct CursesGlyph: Equatable {
    /// The scalars of each curses cell, left to right: one cell, or two one-column cells for a cluster the grid
    /// gives two columns but whose scalars the C library counts one each (a regional-indicator flag).
    var cells: [[Unicode.Scalar]]
    /// Whether the cell after these must be written as a space: the grid gave this grapheme two columns but
    /// the C library counts one for all of it.
    var padsNextCell: Bool

    /// The glyph for a cell holding `grapheme` that the grid gives `gridWidth` columns (1 or 2).
    ///
    /// `columns` is the C library's `wcwidth`, which curses and most terminals follow. A grapheme it cannot
    /// show in the grid's columns (control characters, unencodable text in a non-UTF-8 locale, a wide glyph in
    /// a narrow cell) becomes a one-column replacement: `�`, or `?` without UTF-8.
    ///
    /// Pieces of an emoji sequence that the terminal would draw side by side (see `joining`) are left out, so
    /// that the terminal's columns stay the grid's: a skin-tone modifier, or everything from the first joiner.
    ///
    /// A curses cell holds at most `maxScalars` scalars (`CCHARW_MAX`). A longer emoji ZWJ sequence keeps its
    /// longest run of whole elements that fits, without the joiner after it (`👨‍👩‍👧‍👦` becomes the family
    /// `👨‍👩‍👧`, never a dangling joiner); any other longer cluster keeps its first `maxScalars` scalars.
    static func make(grapheme: String, gridWidth: Int, isUTF8: Bool, joining: ClusterJoining = .all, maxScalars: Int,
                     columns: (Unicode.Scalar) -> Int) -> CursesGlyph {
        let replacement = CursesGlyph(cells: [[isUTF8 ? "\u{FFFD}" : "?"]], padsNextCell: gridWidth == 2)
        guard let base = grapheme.unicodeScalars.first else { return CursesGlyph(cells: [[" "]], padsNextCell: false) }
        let baseColumns = columns(base)
        guard baseColumns >= 1, baseColumns <= gridWidth else { return replacement }
        // A follower the C library cannot show (unencodable in this locale) is left out rather than garbled.
        var followers = grapheme.unicodeScalars.dropFirst().filter { columns($0) >= 0 }
        if !joining.joinsZWJSequences, let joiner = followers.firstIndex(of: "\u{200D}") { followers.removeSubrange(joiner...) }
        if !joining.joinsModifiers { followers.removeAll { $0.properties.isEmojiModifier } }
        let scalars = [base] + followers
        if gridWidth == 2, baseColumns == 1, let second = scalars.indices.dropFirst().first(where: { columns(scalars[$0]) > 0 }),
           columns(scalars[second]) == 1 {
            return CursesGlyph(cells: [fitted(scalars[..<second], maxScalars: maxScalars),
                                       fitted(scalars[second...], maxScalars: maxScalars)], padsNextCell: false)
        }
        return CursesGlyph(cells: [fitted(scalars[...], maxScalars: maxScalars)], padsNextCell: gridWidth == 2 && baseColumns == 1)
    }

    /// `scalars` cut to what one curses cell holds (at a joiner when the cluster is a ZWJ sequence), never
    /// ending in a joiner that could join the next cell's glyph.
    static func fitted(_ scalars: ArraySlice<Unicode.Scalar>, maxScalars: Int) -> [Unicode.Scalar] {
        var kept = Array(scalars)
        if kept.count > maxScalars {
            let joiner = kept.prefix(maxScalars + 1).dropFirst().lastIndex(of: "\u{200D}")
            kept = Array(kept.prefix(joiner ?? maxScalars))
        }
        while kept.count > 1, kept.last == "\u{200D}" { kept.removeLast() }
        return kept
    }
}
