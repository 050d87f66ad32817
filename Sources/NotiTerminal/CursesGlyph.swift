/// What curses is handed for one grid cell, so that curses, the terminal and the grid agree on columns.
struct CursesGlyph: Equatable {
    /// The base scalar then its zero-width followers (combining marks, variation selectors).
    var scalars: [Unicode.Scalar]
    /// Whether the cell after this one must be written as a space: the grid gave this grapheme two columns
    /// but the C library counts one.
    var padsNextCell: Bool

    /// The glyph for a cell holding `grapheme` that the grid gives `gridWidth` columns (1 or 2).
    ///
    /// `columns` is the C library's `wcwidth`, which curses and most terminals follow. A grapheme it
    /// cannot show in the grid's columns (control characters, unencodable text in a non-UTF-8 locale, a
    /// wide glyph in a narrow cell) becomes a one-column replacement: `�`, or `?` without UTF-8.
    /// Only the first spacing scalar is kept: curses holds at most `maxScalars` scalars per cell and
    /// cannot join emoji sequences (ZWJ families keep their first person).
    static func make(grapheme: String, gridWidth: Int, isUTF8: Bool, maxScalars: Int,
                     columns: (Unicode.Scalar) -> Int) -> CursesGlyph {
        let replacement = CursesGlyph(scalars: [isUTF8 ? "\u{FFFD}" : "?"], padsNextCell: gridWidth == 2)
        guard let base = grapheme.unicodeScalars.first else { return CursesGlyph(scalars: [" "], padsNextCell: false) }
        let baseColumns = columns(base)
        guard baseColumns >= 1, baseColumns <= gridWidth else { return replacement }
        var scalars = [base]
        for follower in grapheme.unicodeScalars.dropFirst() {
            guard scalars.count < maxScalars, columns(follower) == 0 else { break }
            scalars.append(follower)
        }
        while scalars.count > 1, scalars.last == "\u{200D}" { scalars.removeLast() }
        return CursesGlyph(scalars: scalars, padsNextCell: gridWidth == 2 && baseColumns == 1)
    }
}
