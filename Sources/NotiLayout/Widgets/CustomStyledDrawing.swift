import NotiCore

extension CustomViewRenderer {
    /// The terminal colour of a custom colour under a theme (foreground, or a fill's background).
    static func resolve(_ color: CustomColor, theme: Theme, background: Bool) -> Color {
        switch color {
        case let .rgb(r, g, b): .rgb(r, g, b)
        case .text: theme[.customText].foreground
        case .secondaryText: theme[.placeholder].foreground
        case .background: theme[.card].background
        }
    }

    /// Draws runs of text: the joined text wrapped (or cut) to the rectangle, each line lined up, each grapheme in the
    /// style of the run it came from. Text keeps the background already under it (a fill, an image).
    static func drawStyledText(_ runs: [TextRun], alignment: TextAlignment, wraps: Bool, in rect: Rect, grid: inout CellGrid, theme: Theme) {
        let graphemes = runs.flatMap { run in run.text.map { (character: $0, run: run) } }
        let text = String(graphemes.map(\.character))
        let lines = wraps ? TextWrapper.wrap(text, width: rect.width, maxLines: rect.height) : [TextWrapper.truncate(text, width: rect.width)]
        var source = 0
        for (row, line) in lines.enumerated() where row < rect.height {
            // Find where the line starts in the text (wrapping drops the spaces it breaks at).
            while source < graphemes.count, let first = line.text.first, graphemes[source].character != first { source += 1 }
            let offset = switch alignment {
            case .left: 0
            case .center: max(0, rect.width - line.width) / 2
            case .right: max(0, rect.width - line.width)
            }
            var column = rect.x + offset
            for character in line.text {
                let run = source < graphemes.count && graphemes[source].character == character ? graphemes[source].run : graphemes.last?.run
                if source < graphemes.count, graphemes[source].character == character { source += 1 }
                var style = theme[.customText]
                style.background = .default
                if let color = run?.color { style.foreground = resolve(color, theme: theme, background: false) }
                style.bold = style.bold || run?.bold == true
                style.reverse = style.reverse || run?.highlighted == true
                column = grid.write(String(character), x: column, y: rect.y + row, style: style, clip: rect)
            }
        }
    }

    /// A line around the rectangle's edge in a colour.
    static func drawBorder(in rect: Rect, color: CustomColor, rounded: Bool, grid: inout CellGrid, theme: Theme) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        var style = Style(foreground: resolve(color, theme: theme, background: false))
        style.background = .default
        grid.frame(rect, style: style)
        guard !rounded else { return }
        for (corner, x, y) in [("┌", rect.x, rect.y), ("┐", rect.maxX - 1, rect.y), ("└", rect.x, rect.maxY - 1), ("┘", rect.maxX - 1, rect.maxY - 1)] {
            grid.write(corner, x: x, y: y, style: style)
        }
    }
}
