import NotiCore

/// Action buttons and the text-input field of the expanded view.
package enum ActionList {
    /// Most actions shown when there is room.
    package static let maximumActions = 10
    /// Actions shown when space is tight.
    package static let tightActions = 2

    /// The key that picks the action at `index`: 1–9, then 0 for the tenth.
    package static func keyLabel(_ index: Int) -> String { index == 9 ? "0" : String(index + 1) }

    /// The glyph of an iOS 15 action icon: an SF Symbol name from the shared table, a neutral mark for others
    /// (docs/rules/presentation.md#sf-symbol-glyphs).
    package static func iconGlyph(_ name: String) -> String { SymbolGlyphs.glyph(for: name) }

    /// The glyph of an action's icon: a template image as one shaded block by how much of it is opaque (the neutral
    /// mark when it could not be read), else its symbol's glyph; nil without an icon.
    /// docs/rules/presentation.md#template-image-action-icons.
    package static func iconGlyph(of action: NotificationAction) -> String? {
        if let template = action.templateImage {
            return template.bytes == nil ? SymbolGlyphs.unknown : templateGlyph(coverage: template.coverage)
        }
        return action.icon.map(iconGlyph)
    }

    /// A template image in one cell: ░ below a quarter opaque, ▒ below a half, ▓ below three quarters, else █.
    package static func templateGlyph(coverage: Double) -> String {
        switch coverage {
        case ..<0.25: return "░"
        case ..<0.5: return "▒"
        case ..<0.75: return "▓"
        default: return "█"
        }
    }

    /// Rows the actions card takes for `count` actions (or the text field).
    static func height(actionCount: Int, textInput: Bool) -> Int {
        textInput ? 3 : (actionCount == 0 ? 0 : actionCount + 2)
    }

    /// Draws the actions card (or the text field) at row `y`; returns its regions.
    static func draw(_ actions: [NotificationAction], selected: Int?, textInput: TextInputState?, y: Int, width: Int,
                     grid: inout CellGrid, context: RenderContext) -> [LayoutRegion] {
        let theme = context.theme
        let height = height(actionCount: actions.count, textInput: textInput != nil)
        guard height > 0, width >= 4 else { return [] }
        let area = Card.draw(Rect(x: 0, y: y, width: width, height: height), in: &grid, theme: theme)
        if let textInput { return drawTextField(textInput, row: Rect(x: area.x, y: area.y, width: area.width, height: 1), grid: &grid, theme: theme) }
        var regions: [LayoutRegion] = []
        for (index, action) in actions.enumerated() {
            let row = Rect(x: area.x, y: area.y + index, width: area.width, height: 1)
            var label = keyLabel(index) + " "
            if context.os.supportsActionIcons, let icon = iconGlyph(of: action) { label += icon + " " }
            if action.options.contains(.authenticationRequired) { label += "🔒 " }
            var style = action.options.contains(.destructive) ? theme[.actionDestructive] : theme[.action]
            if action.textInput != nil { label += "✎ " }
            let text = TextWrapper.truncate(label + action.title, width: row.width).text
            if index == selected {
                style = merged(style, theme[.selection])
                grid.fill(row, with: Cell(" ", style: style))
                grid.write("▸", x: row.x - 1, y: row.y, style: style)
            }
            grid.write(text, x: row.x, y: row.y, style: style, clip: row)
            regions.append(LayoutRegion(role: .action, rect: row, text: text, identifier: action.identifier))
        }
        return regions
    }

    private static func drawTextField(_ input: TextInputState, row: Rect, grid: inout CellGrid, theme: Theme) -> [LayoutRegion] {
        let buttonTitle = input.action.textInput?.buttonTitle ?? "Send"
        let button = TextWrapper.truncate(buttonTitle, width: max(0, min(row.width / 3, TextWidth.columns(of: buttonTitle))))
        let fieldWidth = max(0, row.width - button.width - 1)
        let field = Rect(x: row.x, y: row.y, width: fieldWidth, height: 1)
        grid.fill(field, with: Cell(" ", style: theme[.textInput]))
        let isEmpty = input.typedText.isEmpty
        let shown = isEmpty ? (input.action.textInput?.placeholder ?? "") : input.typedText
        let line = lastColumns(of: TextSanitizer.sanitize(shown, keepsLineBreaks: false), width: max(0, fieldWidth - 1))
        grid.write(line + (isEmpty ? "" : "▏"), x: field.x, y: field.y, style: isEmpty ? merged(theme[.textInput], theme[.placeholder]) : theme[.textInput], clip: field)
        var regions = [LayoutRegion(role: .textInput, rect: field, text: isEmpty ? shown : input.typedText, identifier: input.action.identifier)]
        if button.width > 0 {
            let buttonRect = Rect(x: row.maxX - button.width, y: row.y, width: button.width, height: 1)
            grid.write(button.text, x: buttonRect.x, y: row.y, style: theme[.action], clip: buttonRect)
            regions.append(LayoutRegion(role: .action, rect: buttonRect, text: button.text, identifier: input.action.identifier))
        }
        return regions
    }

    /// The end of a text that fits in `width` columns (typing shows the latest characters).
    static func lastColumns(of text: String, width: Int) -> String {
        var result = "", columns = 0
        for character in text.reversed() {
            let characterColumns = TextWidth.columns(of: character)
            if columns + characterColumns > width { break }
            result.insert(character, at: result.startIndex); columns += characterColumns
        }
        return result
    }

    /// `base` with the overlay's colours (where set) and attributes added.
    static func merged(_ base: Style, _ overlay: Style) -> Style {
        var style = base
        if overlay.foreground != .default { style.foreground = overlay.foreground }
        if overlay.background != .default { style.background = overlay.background }
        style.bold = style.bold || overlay.bold; style.dim = style.dim || overlay.dim
        style.italic = style.italic || overlay.italic; style.underline = style.underline || overlay.underline
        style.reverse = style.reverse || overlay.reverse
        return style
    }
}
